import 'server-only';
import type { Database, Transaction } from '@/server/db/client';
import { ActionError } from '@/server/action-error';
import { deliveryForCart, deliveryRefusal } from '@/server/delivery/cart-delivery';
import { depositOffer, discountedTermsLines, loadShopDepositTerms } from '@/server/sales/deposit-terms';
import { shareOut } from '@/lib/discounts/discount-amount';
import { depositTermsOf, staffAllowance, staffPieces, type StaffPiece } from '@/server/pos/staff-pieces';
import { formatNaira } from '@/lib/money';
import type { StaffRole } from '@/lib/staff-roles';
import type { DraftPrice } from '@/lib/schemas/draft-order';

// A draft order priced on the server (docs/decisions/0066-draft-orders.md): each piece at its list price
// today (a piece made to measure at its size's), the price staff set for it, delivery by the zone's fee or
// pickup at a location, and what staff took off in all (lower line prices and the discount) held to
// their role's limit, the same limit as a manual discount in the showroom.

/** A piece at the price staff set for one (`priceKobo`), never above its list price today. */
export type DraftLine = StaffPiece & { priceKobo: number };

export type PricedDraft = {
  lines: DraftLine[];
  listSubtotalKobo: number;
  subtotalKobo: number;
  discountKobo: number;
  deliveryFeeKobo: number;
  deliveryZoneName: string | null;
  pickupLocationId: string | null;
  totalKobo: number;
  depositKobo: number | null;
};

export async function priceDraft(database: Database | Transaction, draft: DraftPrice, role: StaffRole): Promise<PricedDraft> {
  const pieces = await staffPieces(database, draft.lines, 'A piece in this draft is no longer sold. Remove it and try again.');
  const lines: DraftLine[] = pieces.map(({ piece, name }, index) => {
    const priceKobo = draft.lines[index]!.price ?? piece.listPriceKobo;
    if (priceKobo > piece.listPriceKobo) throw new ActionError(`${name} sells at ${formatNaira(piece.listPriceKobo)}: its price here cannot be more.`);
    return { ...piece, priceKobo };
  });
  const terms = pieces.map(({ piece, product }, index) => depositTermsOf(product, piece, lines[index]!.priceKobo * piece.quantity));
  if (new Set(lines.map((line) => `${line.variantId}|${JSON.stringify(line.measurements)}`)).size !== lines.length) {
    throw new ActionError('A piece is listed twice: change its quantity instead.');
  }

  const listSubtotalKobo = lines.reduce((sum, line) => sum + line.listPriceKobo * line.quantity, 0);
  const subtotalKobo = lines.reduce((sum, line) => sum + line.priceKobo * line.quantity, 0);
  if (!Number.isSafeInteger(listSubtotalKobo)) throw new ActionError('This draft is too large. Split it into two.');
  if (draft.discount > subtotalKobo) throw new ActionError(`The discount is more than the pieces cost (${formatNaira(subtotalKobo)}).`);
  const takenOffKobo = listSubtotalKobo - subtotalKobo + draft.discount;
  if (takenOffKobo > 0) {
    if (!draft.discountReason) throw new ActionError('Say why the prices are lower (the reason is kept with the order).');
    const { limit, allowedKobo } = await staffAllowance(database, role, listSubtotalKobo);
    if (takenOffKobo > allowedKobo) {
      throw new ActionError(
        limit === 0
          ? 'Your role may not lower prices. Ask the owner or a manager.'
          : `Your role may take at most ${limit} % off: ${formatNaira(allowedKobo)} on this draft, not ${formatNaira(takenOffKobo)}.`,
      );
    }
  }

  const choice = draft.delivery.method === 'pickup' ? { method: 'pickup' as const, locationId: draft.delivery.locationId } : draft.delivery;
  const delivery = await deliveryForCart(
    lines.map((line) => ({ ...line, unitPriceKobo: line.priceKobo, stockedVariantId: line.measurements ? null : line.variantId })),
    choice,
    database,
  );
  if (!delivery.result.ok) throw new ActionError(deliveryRefusal(delivery.result.reason, draft.delivery.method === 'delivery' ? draft.delivery.state : null, delivery.pickupEnabled));
  if (draft.delivery.method === 'pickup' && delivery.pickup?.chosen?.id !== draft.delivery.locationId) throw new ActionError('Pieces cannot be collected there. Choose another place.');
  const { quote } = delivery.result;
  const totalKobo = subtotalKobo - draft.discount + quote.feeKobo;
  // A link is for paying: a piece given away is recorded on the Sell screen.
  if (totalKobo === 0) throw new ActionError('This draft comes to ₦0: there is nothing to pay by link. Record a gift on the Sell screen.');
  // A deposit is a share of what each piece really costs: the discount shared out as checkout shares a code's.
  const lineDiscountsKobo = shareOut(draft.discount, terms.map((line) => line.totalKobo), lines.map((line) => line.variantId));
  const offer = depositOffer(discountedTermsLines(terms, { lineDiscountsKobo }), totalKobo, await loadShopDepositTerms(database));
  return {
    lines, listSubtotalKobo, subtotalKobo, discountKobo: draft.discount, deliveryFeeKobo: quote.feeKobo, deliveryZoneName: quote.zoneName,
    pickupLocationId: delivery.pickup?.chosen?.id ?? null, totalKobo, depositKobo: offer?.depositKobo ?? null,
  };
}
