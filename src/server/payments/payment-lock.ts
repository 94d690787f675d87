import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { lockOrder, type LockedOrder } from '@/server/orders/order-stock';

export type LockedPayment = typeof payments.$inferSelect & { orderId: string };

/**
 * A payment an admin acts on, with its order: the order row is locked first and then the
 * payment's, the order confirmPayment locks them in, so an admin and a webhook settling the same
 * money queue one after the other and never wait on each other in a circle.
 */
export async function lockPaymentWithOrder(tx: Transaction, paymentId: string): Promise<{ order: LockedOrder; payment: LockedPayment }> {
  const [found] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  if (!found) throw new ActionError('This payment no longer exists.');
  if (!found.orderId) throw new ActionError('The order of this payment was deleted.');
  const order = await lockOrder(tx, found.orderId);
  if (!order) throw new ActionError('The order of this payment was deleted.');
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment || payment.orderId !== order.id) throw new ActionError('This payment no longer exists.');
  return { order, payment: { ...payment, orderId: order.id } };
}
