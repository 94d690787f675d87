import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { draftOrderLines, draftOrders, type DraftOrderRow } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { StaffUser } from '@/server/request-context';
import { isNigerianState, type NigerianState } from '@/lib/nigeria';
import { formatNaira } from '@/lib/money';
import { pieceName } from '@/lib/catalog/piece-name';
import type { DraftPrice } from '@/lib/schemas/draft-order';
import { priceDraft, type PricedDraft } from './draft-pricing';

// A draft renewed is a draft sent again (docs/decisions/0066-draft-orders.md): priced again today as a new
// one would be, by whoever renews it. A line sent at its list price follows the list; a line sent lower
// keeps its price, never above today's list; the discount stays. What staff took off is held to the
// renewing member's role limit, so a role that may not lower prices cannot revive a colleague's discount,
// and a piece no longer sold refuses the renewal. Staff are told what changed.

type StoredLine = typeof draftOrderLines.$inferSelect;

const noLongerSold = () => new ActionError('A piece in this draft is no longer sold. Make a new draft without it.');

function asSent(draft: DraftOrderRow, lines: readonly StoredLine[], price: (line: StoredLine, index: number) => number | null): DraftPrice {
  if (draft.deliveryMethod === 'pickup' && !draft.pickupLocationId) throw new ActionError('The place this draft was to be collected from no longer exists. Make a new draft.');
  if (draft.deliveryMethod === 'delivery' && !isNigerianState(draft.deliveryState)) throw new ActionError('This draft has no state to deliver to. Make a new draft.');
  return {
    lines: lines.map((line, index) => {
      if (!line.variantId) throw noLongerSold();
      const size = line.measurements;
      return { variantId: line.variantId, quantity: line.quantity, price: price(line, index), measure: size ? { widthCm: size.widthCm, dropCm: size.dropCm, lined: size.lined } : null };
    }),
    delivery: draft.deliveryMethod === 'pickup' ? { method: 'pickup', locationId: draft.pickupLocationId! } : { method: 'delivery', state: draft.deliveryState as NigerianState },
    discount: draft.discountKobo,
    discountReason: draft.discountReason,
  };
}

/** What pricing again changed, in words for staff: each line's price, the delivery and the total. */
function changesOf(draft: DraftOrderRow, before: readonly StoredLine[], after: PricedDraft): string[] {
  const changes: string[] = [];
  after.lines.forEach((line, index) => {
    const was = before[index]!.priceKobo;
    if (line.priceKobo !== was) changes.push(`${pieceName(line.productName, [line.variantLabel])}: ${formatNaira(was)} now ${formatNaira(line.priceKobo)}`);
  });
  if (after.deliveryFeeKobo !== draft.deliveryFeeKobo) changes.push(`Delivery: ${formatNaira(draft.deliveryFeeKobo)} now ${formatNaira(after.deliveryFeeKobo)}`);
  if (after.totalKobo !== draft.totalKobo) changes.push(`Total: ${formatNaira(draft.totalKobo)} now ${formatNaira(after.totalKobo)}`);
  return changes;
}

/** Prices the locked `draft` again for `staff` and saves the new prices; returns what changed. */
export async function priceDraftAgain(tx: Transaction, draft: DraftOrderRow, staff: StaffUser): Promise<string[]> {
  const lines = await tx.select().from(draftOrderLines).where(eq(draftOrderLines.draftOrderId, draft.id)).orderBy(asc(draftOrderLines.position));
  // Today's list prices first (nothing taken off, so no limit applies), then the prices the draft keeps.
  const listed = await priceDraft(tx, { ...asSent(draft, lines, () => null), discount: 0, discountReason: null }, staff.role);
  const keptPrice = (line: StoredLine, index: number) => (line.priceKobo < line.listPriceKobo ? Math.min(line.priceKobo, listed.lines[index]!.listPriceKobo) : null);
  const priced = await priceDraft(tx, asSent(draft, lines, keptPrice), staff.role);

  await tx
    .update(draftOrders)
    .set({
      deliveryZoneName: priced.deliveryZoneName,
      pickupLocationId: priced.pickupLocationId,
      deliveryFeeKobo: priced.deliveryFeeKobo,
      listSubtotalKobo: priced.listSubtotalKobo,
      subtotalKobo: priced.subtotalKobo,
      totalKobo: priced.totalKobo,
      depositKobo: priced.depositKobo,
    })
    .where(eq(draftOrders.id, draft.id));
  await tx.delete(draftOrderLines).where(eq(draftOrderLines.draftOrderId, draft.id));
  await tx.insert(draftOrderLines).values(priced.lines.map((line, position) => ({ ...line, draftOrderId: draft.id, position })));
  return changesOf(draft, lines, priced);
}
