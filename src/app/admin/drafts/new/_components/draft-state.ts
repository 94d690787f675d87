import type { DraftOrderInput } from '@/lib/schemas/draft-order';
import type { NigerianState } from '@/lib/nigeria';
import type { PieceForDraft } from '@/server/drafts/draft-piece-reads';
import type { BusinessAsTyped } from '@/components/business-buyer-fields';
import { measureAsSent, type MeasureAsTyped } from '@/lib/staff-pricing';

// The new draft as the screen holds it while staff build it: text as typed, turned into the action's
// input (src/lib/schemas/draft-order.ts) for the price preview and the save.

export type DraftLineState = { key: string; piece: PieceForDraft; quantity: string; price: string; widthCm: string; dropCm: string; lined: boolean };

export type DraftFormState = {
  customer: { name: string; phone: string; email: string };
  /** The business the customer buys for, for a VAT invoice; both empty for a person. */
  business: BusinessAsTyped;
  lines: DraftLineState[];
  method: 'delivery' | 'pickup';
  state: string;
  locationId: string;
  discount: string;
  discountReason: string;
  linkDays: string;
  note: string;
  /** Staff asked and the customer agreed to order updates on WhatsApp or SMS. */
  orderUpdatesConsent: boolean;
};

/** A line's size as typed; null for a piece sold at fixed sizes. */
export const typedMeasure = (line: DraftLineState): MeasureAsTyped | null => (line.piece.madeToMeasure ? { widthCm: line.widthCm, dropCm: line.dropCm, lined: line.lined } : null);

function lineInput(line: DraftLineState) {
  return { variantId: line.piece.variantId, quantity: line.quantity, price: line.price, measure: measureAsSent(typedMeasure(line)) };
}

const deliveryInput = (form: DraftFormState) =>
  form.method === 'pickup' ? { method: 'pickup' as const, locationId: form.locationId } : { method: 'delivery' as const, state: form.state as NigerianState };

/**
 * What the preview prices: null until there is a piece and a place to deliver or collect. A piece made
 * to measure without its size is asked, so the server says what is missing, as on the Sell screen.
 */
export function priceInput(form: DraftFormState) {
  const placed = form.method === 'pickup' ? form.locationId !== '' : form.state !== '';
  if (form.lines.length === 0 || !placed) return null;
  return { lines: form.lines.map(lineInput), delivery: deliveryInput(form), discount: form.discount, discountReason: form.discountReason };
}

export function draftInput(form: DraftFormState): DraftOrderInput {
  return { customer: form.customer, business: form.business, lines: form.lines.map(lineInput), delivery: deliveryInput(form), discount: form.discount, discountReason: form.discountReason, linkDays: form.linkDays, note: form.note, orderUpdatesConsent: form.orderUpdatesConsent };
}
