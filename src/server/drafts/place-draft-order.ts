import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '@/server/db/client';
import { draftOrderLines, draftOrders, orders } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { SessionUser } from '@/server/auth/session';
import { lockVariantsForStock } from '@/server/stock/stock-locks';
import { deliveryForCart, deliveryRefusal } from '@/server/delivery/cart-delivery';
import type { PlacedOrder } from '@/server/checkout/place-order';
import { inOrderTransaction, openOrder, shoppersBuyer } from '@/server/sales/open-order';
import { availablePaymentMethods, loadPaymentSettings } from '@/server/payments/methods';
import { paymentDueAt } from '@/server/payments/reservations';
import { pieceName } from '@/lib/catalog/piece-name';
import { draftStateOf } from '@/lib/draft-orders';
import { businessBuyerOf } from '@/lib/schemas/business-buyer';
import type { payDraftSchema } from '@/lib/schemas/draft-order';
import { hashDraftToken } from './draft-writes';
import { noLongerSoldMessage, pieceNoLongerSold } from './draft-availability';

// The customer pays a draft order from its link (docs/decisions/0066-draft-orders.md): one transaction,
// under the draft's row lock, opens its order through the one door (src/server/sales/open-order.ts:
// channel 'chat', at the prices staff set, the stock taken now, the reservation and the mails as
// online) and spends the link. The
// same customer sending it twice gets the order the first placed.

export const DRAFT_LINK_USED = 'This link has already been used. Ask us for a new one if you need it.';
export const DRAFT_LINK_EXPIRED = 'This link has expired. Ask us for a new one.';
export const DRAFT_LINK_CANCELLED = 'This order was withdrawn. Please contact us.';

export async function placeDraftOrder(user: SessionUser, input: z.output<typeof payDraftSchema>): Promise<PlacedOrder> {
  return inOrderTransaction((tx) => writeDraftOrder(tx, user, input));
}

async function writeDraftOrder(tx: Transaction, user: SessionUser, { token, shipping, paymentMethod, deposit }: z.output<typeof payDraftSchema>): Promise<PlacedOrder> {
  const [draft] = await tx.select().from(draftOrders).where(eq(draftOrders.tokenHash, hashDraftToken(token))).for('update');
  if (!draft) throw new ActionError(DRAFT_LINK_USED);
  const state = draftStateOf(draft);
  if (state === 'ordered') return sameCustomersOrder(tx, draft.orderId, user);
  if (state === 'cancelled') throw new ActionError(DRAFT_LINK_CANCELLED);
  if (state === 'expired') throw new ActionError(DRAFT_LINK_EXPIRED);
  if (draft.deliveryMethod === 'delivery' && shipping.state !== draft.deliveryState) {
    throw new ActionError(`This order’s delivery is priced for ${draft.deliveryState}. Please ask us to deliver to ${shipping.state}.`);
  }

  const lines = await tx.select().from(draftOrderLines).where(eq(draftOrderLines.draftOrderId, draft.id)).orderBy(asc(draftOrderLines.position));
  const gone = await pieceNoLongerSold(tx, lines);
  if (gone) throw new ActionError(noLongerSoldMessage(gone));
  const shelved = lines.filter((line) => !line.measurements);
  await lockVariantsForStock(tx, shelved.map((line) => line.variantId!));

  // The fee is the one staff sent; the delivery window counts from today.
  const delivery = await deliveryForCart(
    lines.map((line) => ({ ...line, unitPriceKobo: line.priceKobo, stockedVariantId: line.measurements ? null : line.variantId })),
    draft.deliveryMethod === 'pickup' ? { method: 'pickup', locationId: draft.pickupLocationId } : { method: 'delivery', state: shipping.state },
    tx,
  );
  if (!delivery.result.ok) throw new ActionError(deliveryRefusal(delivery.result.reason, shipping.state, false));
  const { quote } = delivery.result;
  const pickupLocationId = delivery.pickup?.chosen?.id ?? null;

  const settings = await loadPaymentSettings(tx);
  const offered = availablePaymentMethods({ settings, delivery: { method: draft.deliveryMethod, payOnDelivery: false }, totalKobo: draft.totalKobo }).find(
    (option) => option.method === paymentMethod,
  );
  if (!offered?.offered) throw new ActionError(offered?.reason ?? 'Please choose another way to pay.');
  if (deposit && draft.depositKobo === null) throw new ActionError('This order is paid in full.');

  const placedAt = new Date();
  const dueAt = paymentDueAt(paymentMethod, settings, placedAt);
  // Staff chose where it is collected, as in the showroom: a showroom-only location's units count.
  const order = await openOrder(tx, {
    channel: 'chat',
    userId: user.id,
    ...shoppersBuyer(shipping),
    // The business staff named on the draft: the customer's link does not change it.
    business: businessBuyerOf(draft),
    lines,
    delivery: {
      method: draft.deliveryMethod,
      state: draft.deliveryMethod === 'delivery' ? shipping.state : null,
      zoneName: draft.deliveryZoneName,
      pickupLocationId,
      windowStart: quote.window.start,
      windowEnd: quote.window.end,
      feeKobo: draft.deliveryFeeKobo,
    },
    money: {
      subtotalKobo: draft.subtotalKobo,
      discountKobo: draft.discountKobo,
      discountCode: null,
      manualDiscountReason: draft.discountReason,
      totalKobo: draft.totalKobo,
      depositKobo: deposit ? draft.depositKobo : null,
      paymentMethod,
      paymentDueAt: dueAt,
    },
    placedAt,
    soldBy: draft.createdBy,
    audit: { action: 'draft_ordered', details: { draftBy: draft.createdByName, ...(draft.discountReason ? { reason: draft.discountReason } : {}) } },
    whenShort: (line) => `${pieceName(line.productName, [line.variantLabel])} has sold out since we sent this link. Please contact us.`,
  });
  await tx.update(draftOrders).set({ status: 'ordered', orderId: order.id }).where(eq(draftOrders.id, draft.id));
  return { orderId: order.id, orderNumber: order.orderNumber, totalKobo: draft.totalKobo, paymentMethod, duplicate: false };
}

/** A link already spent: its order again for the customer who placed it (a double tap); anyone else is refused. */
async function sameCustomersOrder(tx: Transaction, orderId: string | null, user: SessionUser): Promise<PlacedOrder> {
  const [order] = orderId
    ? await tx.select({ orderId: orders.id, orderNumber: orders.orderNumber, userId: orders.userId, totalKobo: orders.totalAmountKobo, paymentMethod: orders.paymentMethod }).from(orders).where(eq(orders.id, orderId))
    : [];
  if (!order || order.userId !== user.id) throw new ActionError(DRAFT_LINK_USED);
  return { orderId: order.orderId, orderNumber: order.orderNumber, totalKobo: order.totalKobo, paymentMethod: order.paymentMethod, duplicate: true };
}
