import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import { cancelPendingJobs, enqueueJob, UNLIMITED_ATTEMPTS } from '@/server/jobs/queue';
import type { CheckoutPaymentMethod } from '@/lib/constants';
import { loadPaymentSettings, type ReservationSettings } from './methods';

// An unpaid order holds its stock until its due time (docs/decisions/0013-payments-ledger.md):
// Paystack and bank transfer orders get one, pay on delivery none. The jobs scheduled here, in
// the transaction that places the order, end the reservation (after one last check with
// Paystack) and remind a transfer buyer before it ends.

/** When an order paid this way stops holding its stock; null when it holds it until delivery. */
export function paymentDueAt(method: CheckoutPaymentMethod, settings: ReservationSettings, placedAt = new Date()): Date | null {
  if (method === 'paystack') return new Date(placedAt.getTime() + settings.paystackReservationMinutes * 60_000);
  if (method === 'bank_transfer') return new Date(placedAt.getTime() + settings.bankTransferReservationHours * 3_600_000);
  return null;
}

/** A transfer reminder goes out this long before the due time (or halfway, for a short reservation). */
const REMINDER_BEFORE_MS = 12 * 3_600_000;

export function transferReminderAt(placedAt: Date, dueAt: Date): Date {
  const reservationMs = dueAt.getTime() - placedAt.getTime();
  return new Date(dueAt.getTime() - Math.min(REMINDER_BEFORE_MS, reservationMs / 2));
}

export const RESERVATION_EXPIRY_JOB = 'reservation-expiry';
export const TRANSFER_REMINDER_JOB = 'transfer-reminder';

/**
 * The job that ends an order's reservation. It never gives up (UNLIMITED_ATTEMPTS, at the capped
 * backoff): while Paystack cannot be asked it keeps trying rather than leave the stock held for
 * ever. One pending job per order (its dedupe key).
 */
function enqueueExpiry(orderId: string, runAt: Date, database: typeof db | Transaction) {
  return enqueueJob(
    RESERVATION_EXPIRY_JOB,
    { orderId },
    { runAt, dedupeKey: `${RESERVATION_EXPIRY_JOB}:${orderId}`, maxAttempts: UNLIMITED_ATTEMPTS },
    database,
  );
}

export async function scheduleReservation(
  tx: Transaction,
  order: { orderId: string; method: CheckoutPaymentMethod; placedAt: Date; dueAt: Date | null },
) {
  if (!order.dueAt) return;
  const payload = { orderId: order.orderId };
  await enqueueExpiry(order.orderId, order.dueAt, tx);
  if (order.method === 'bank_transfer') {
    const runAt = transferReminderAt(order.placedAt, order.dueAt);
    await enqueueJob(TRANSFER_REMINDER_JOB, payload, { runAt, dedupeKey: `${TRANSFER_REMINDER_JOB}:${order.orderId}` }, tx);
  }
}

/**
 * The order stops holding its stock for a payment: no due time, and its pending expiry and
 * reminder jobs are dropped (an admin moved it on, trusting money seen elsewhere). In the
 * caller's transaction, after lockOrder.
 */
export async function endReservation(tx: Transaction, orderId: string) {
  await tx.update(orders).set({ paymentDueAt: null }).where(eq(orders.id, orderId));
  await cancelPendingJobs([RESERVATION_EXPIRY_JOB, TRANSFER_REMINDER_JOB], { orderId }, tx);
}

/**
 * A pending order that owes money again (a payment reversed, a review marked failed) holds its
 * stock for a fresh reservation of its method, from now: the shopper gets the usual time to
 * pay, and the order ends by itself if they do not. Orders paid on delivery keep no due time.
 * In the caller's transaction, after lockOrder; returns the new due time, or null.
 */
export async function restartReservation(tx: Transaction, orderId: string): Promise<Date | null> {
  const [order] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, method: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.method || order.status !== 'pending' || order.paymentStatus !== 'pending') return null;
  const now = new Date();
  const dueAt = paymentDueAt(order.method, await loadPaymentSettings(tx), now);
  if (!dueAt) return null;
  await endReservation(tx, orderId);
  await tx.update(orders).set({ paymentDueAt: dueAt }).where(eq(orders.id, orderId));
  await scheduleReservation(tx, { orderId, method: order.method, placedAt: now, dueAt });
  return dueAt;
}

/** How many overdue orders one sweep looks at; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * The safety net under the expiry jobs: any pending, unpaid order past its due time with no
 * money waiting on an admin gets its expiry job again when it has none pending (a job lost to a
 * failure, an old version's give-up, a manual edit). Run periodically by every worker
 * (src/server/composition/jobs.ts); the dedupe key makes instances running it together harmless.
 * Returns how many jobs it queued.
 */
export async function enqueueOverdueReservations(): Promise<number> {
  const overdue = await db
    .select({ id: orders.id, dueAt: orders.paymentDueAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        lte(orders.paymentDueAt, sql`now()`),
        // Money an admin must decide on: the expiry job would only leave it (reservation-jobs.ts).
        // Written out: Drizzle leaves the table off a one-table select's columns inside a subquery.
        sql`not exists (select 1 from ${payments} p where p.order_id = "orders"."id" and p.status in ('succeeded', 'needs_review'))`,
      ),
    )
    .limit(SWEEP_BATCH);
  let queued = 0;
  for (const order of overdue) if (await enqueueExpiry(order.id, new Date(), db)) queued += 1;
  return queued;
}
