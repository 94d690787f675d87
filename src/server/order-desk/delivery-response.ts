import 'server-only';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { isOrderNumber } from '@/server/orders/order-number';
import { lockOrder } from '@/server/orders/order-stock';
import { deliveredAt, respondUntil } from '@/server/order-desk/order-timeline';
import { foreignPhotoKeys } from '@/server/orders/stages/order-photos';
import { PROBLEM_REPORT_HOURS } from '@/lib/made-to-order-constants';

// After Delivered the buyer confirms receipt, or reports a problem with photos, within
// PROBLEM_REPORT_HOURS of the Delivered stage (docs/product.md, "Following an order"). A report
// puts the order in the admin's Needs attention until an admin marks it resolved.

const NOT_FOUND = 'This order does not exist.';
export const RESPONSE_CLOSED = `The ${PROBLEM_REPORT_HOURS} hours to answer after delivery have passed. Please contact us.`;

/** The buyer's own order id (someone else's reads as one that does not exist). */
export async function ownOrderId(orderNumber: string, ownerId: string): Promise<string> {
  const [order] = isOrderNumber(orderNumber) ? await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.orderNumber, orderNumber)) : [];
  if (!order || order.userId !== ownerId) throw new ActionError(NOT_FOUND);
  return order.id;
}

type Response = { kind: 'receipt' } | { kind: 'problem'; report: string; photoKeys: string[] };

export async function respondToDelivery(orderNumber: string, ownerId: string, response: Response, now = new Date()) {
  const orderId = await ownOrderId(orderNumber, ownerId);
  if (response.kind === 'problem' && foreignPhotoKeys('problem', orderId, response.photoKeys).length > 0) {
    throw new ActionError('A photo does not belong to this order. Add it again.');
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new ActionError(NOT_FOUND);
    const [row] = await tx
      .select({ stage: orders.stage, confirmedAt: orders.receiptConfirmedAt, reportedAt: orders.problemReportedAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    const delivered = row?.stage === 'delivered' ? await deliveredAt(tx, orderId) : null;
    if (!delivered) throw new ActionError('This order has not been delivered yet.');
    if (now >= respondUntil(delivered)) throw new ActionError(RESPONSE_CLOSED);
    if (row?.reportedAt) throw new ActionError('You have already reported a problem with this order; we will contact you.');
    if (response.kind === 'receipt') {
      if (row?.confirmedAt) return { orderNumber, at: row.confirmedAt };
      await tx.update(orders).set({ receiptConfirmedAt: now }).where(eq(orders.id, orderId));
      return { orderNumber, at: now };
    }
    // A problem found after unpacking may still be reported once receipt was confirmed.
    await tx
      .update(orders)
      .set({ problemReportedAt: now, problemReport: response.report, problemPhotoKeys: response.photoKeys, problemResolvedAt: null })
      .where(eq(orders.id, orderId));
    return { orderNumber, at: now };
  });
}
