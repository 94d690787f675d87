import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, payments, users } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { siteUrl } from '@/server/site-url';
import { logger } from '@/server/logger';
import { amountDue, ledgerSums } from '../ledger';
import { initializeTransaction, paystackConfigured } from './client';
import { markPaymentFailed } from '../confirm-payment';

// One try at paying an order through Paystack's hosted page: a pending payment row with our own
// reference (one per attempt, so a retry never reuses a reference Paystack has seen), then
// Paystack's initialize call, whose authorization URL the shopper is sent to. Paystack sends
// them back to PAYSTACK_RETURN_PATH with ?reference=..., where the payment is verified.

export const PAYSTACK_RETURN_PATH = '/checkout/paystack/return';

function newPaystackReference(orderNumber: string) {
  return `${orderNumber}-${randomBytes(5).toString('hex')}`;
}

/**
 * Whether an order can still be paid online: not cancelled, and either unpaid with its
 * reservation running, or a deposit paid and the balance owed (that order holds its stock with
 * no due time).
 */
export function canPayNow(order: { status: string; paymentStatus: string; paymentDueAt: Date | null }, now = new Date()) {
  if (order.status === 'cancelled') return false;
  if (order.paymentStatus === 'deposit_paid') return true;
  return order.paymentStatus === 'pending' && order.paymentDueAt !== null && order.paymentDueAt > now;
}

/** Paystack attempts one order may ever start: each is a payment row, a call to Paystack and one more verify when its reservation ends. */
export const ATTEMPTS_PER_ORDER = 10;
/** Paystack attempts one account may start in an hour, over all its orders. */
export const ATTEMPTS_PER_ACCOUNT_PER_HOUR = 20;

const TOO_MANY_FOR_ORDER = 'This order has had too many payment attempts. Please contact us to pay for it.';
const TOO_MANY_FOR_ACCOUNT = 'You have started several payments in the last hour. Please wait a little, or contact us.';

type AttemptOrder = { id: string; orderNumber: string; totalAmountKobo: number; customerEmail: string; accountEmail: string | null };

/**
 * The attempt's row, written under the order's lock (and its account's, when it has one), where
 * the caps are counted: parallel or replayed requests cannot pass them together. Returns the order
 * and the attempt; refuses with the reason the shopper reads.
 */
async function recordAttempt(orderId: string): Promise<{ order: AttemptOrder; paymentId: string; reference: string; amountKobo: number }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        userId: orders.userId,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentDueAt: orders.paymentDueAt,
        totalAmountKobo: orders.totalAmountKobo,
        depositKobo: orders.depositKobo,
        customerEmail: orders.customerEmail,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new ActionError('This order no longer exists.');
    if (!canPayNow(order)) throw new ActionError('This order can no longer be paid online.');
    const [account] = order.userId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId)).for('update')
      : [];

    const [counts] = await tx
      .select({
        forOrder: sql<number>`count(*) filter (where ${payments.orderId} = ${order.id})`.mapWith(Number),
        forAccount: sql<number>`count(*) filter (where ${payments.createdAt} > now() - interval '1 hour')`.mapWith(Number),
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.method, 'paystack'), order.userId ? eq(orders.userId, order.userId) : eq(orders.id, order.id)));
    if ((counts?.forOrder ?? 0) >= ATTEMPTS_PER_ORDER) throw new ActionError(TOO_MANY_FOR_ORDER);
    if ((counts?.forAccount ?? 0) >= ATTEMPTS_PER_ACCOUNT_PER_HOUR) throw new ActionError(TOO_MANY_FOR_ACCOUNT);

    // The step due now: the deposit first when the shopper chose one, then the balance.
    const due = amountDue(order, await ledgerSums(tx, order.id));
    if (!due) throw new ActionError('This order is already paid.');
    const amountKobo = due.nextKobo;
    const reference = newPaystackReference(order.orderNumber);
    const [attempt] = await tx
      .insert(payments)
      .values({ orderId: order.id, method: 'paystack', providerReference: reference, amountKobo, status: 'pending' })
      .returning({ id: payments.id });
    if (!attempt) throw new Error('The payment row was not returned');
    return { order: { ...order, accountEmail: account?.email ?? null }, paymentId: attempt.id, reference, amountKobo };
  });
}

export async function startPaystackAttempt(orderId: string): Promise<{ authorizationUrl: string; reference: string }> {
  if (!paystackConfigured()) throw new ActionError('Online payment is not available right now. Please choose another way to pay.');
  const { order, paymentId, reference, amountKobo } = await recordAttempt(orderId);
  try {
    // Outside the transaction: a call to Paystack must not hold the order's lock.
    const started = await initializeTransaction({
      email: order.accountEmail ?? order.customerEmail,
      amountKobo,
      reference,
      callbackUrl: siteUrl(PAYSTACK_RETURN_PATH),
      metadata: { order_number: order.orderNumber, order_id: order.id },
    });
    await db.update(payments).set({ checkoutUrl: started.authorization_url }).where(eq(payments.id, paymentId));
    return { authorizationUrl: started.authorization_url, reference };
  } catch (error) {
    logger.error({ err: error, orderId }, 'Paystack initialize failed');
    await markPaymentFailed(paymentId, 'Paystack could not start the payment.');
    throw new ActionError('We could not reach our payment provider. Please try again in a moment.');
  }
}

/**
 * The Paystack page of the order's newest attempt still open, for a checkout submitted again with
 * the same idempotency key (a double tap, a retried request): the same page, not a new attempt.
 */
export async function openPaystackPage(orderId: string): Promise<string | null> {
  const [attempt] = await db
    .select({ checkoutUrl: payments.checkoutUrl })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'paystack'), eq(payments.status, 'pending'), isNotNull(payments.checkoutUrl)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return attempt?.checkoutUrl ?? null;
}
