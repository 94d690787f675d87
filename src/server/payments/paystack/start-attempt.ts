import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, payments, users } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { siteUrl } from '@/server/site-url';
import { logger } from '@/server/logger';
import { balanceKobo, ledgerSums } from '../ledger';
import { initializeTransaction, paystackConfigured } from './client';
import { markPaymentFailed } from '../confirm-payment';

// One try at paying an order through Paystack's hosted page: a pending payment row with our own
// reference (one per attempt, so a retry never reuses a reference Paystack has seen), then
// Paystack's initialize call, whose authorization URL the shopper is sent to. Paystack sends
// them back to PAYSTACK_RETURN_PATH with ?reference=..., where the payment is verified.

export const PAYSTACK_RETURN_PATH = '/checkout/paystack/return';

export function newPaystackReference(orderNumber: string) {
  return `${orderNumber}-${randomBytes(5).toString('hex')}`;
}

/** Whether an order can still be paid online: not cancelled, not paid, its reservation running. */
export function canPayNow(order: { status: string; paymentStatus: string; paymentDueAt: Date | null }, now = new Date()) {
  return order.status !== 'cancelled' && order.paymentStatus === 'pending' && order.paymentDueAt !== null && order.paymentDueAt > now;
}

export async function startPaystackAttempt(orderId: string): Promise<{ authorizationUrl: string; reference: string }> {
  if (!paystackConfigured()) throw new ActionError('Online payment is not available right now. Please choose another way to pay.');
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentDueAt: orders.paymentDueAt,
      totalAmountKobo: orders.totalAmountKobo,
      customerEmail: orders.customerEmail,
      accountEmail: users.email,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) throw new ActionError('This order no longer exists.');
  if (!canPayNow(order)) throw new ActionError('This order can no longer be paid online.');

  const amountKobo = balanceKobo(order.totalAmountKobo, await ledgerSums(db, order.id));
  const reference = newPaystackReference(order.orderNumber);
  const [attempt] = await db
    .insert(payments)
    .values({ orderId: order.id, method: 'paystack', providerReference: reference, amountKobo, status: 'pending' })
    .returning({ id: payments.id });
  try {
    const started = await initializeTransaction({
      email: order.accountEmail ?? order.customerEmail,
      amountKobo,
      reference,
      callbackUrl: siteUrl(PAYSTACK_RETURN_PATH),
      metadata: { order_number: order.orderNumber, order_id: order.id },
    });
    return { authorizationUrl: started.authorization_url, reference };
  } catch (error) {
    logger.error({ err: error, orderId }, 'Paystack initialize failed');
    if (attempt) await markPaymentFailed(attempt.id, 'Paystack could not start the payment.');
    throw new ActionError('We could not reach our payment provider. Please try again in a moment.');
  }
}
