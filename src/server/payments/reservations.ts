import 'server-only';
import type { Transaction } from '@/server/db/client';
import { enqueueJob } from '@/server/jobs/queue';
import type { CheckoutPaymentMethod } from '@/lib/constants';

// An unpaid order holds its stock until its due time (docs/decisions/0013-payments-ledger.md):
// Paystack and bank transfer orders get one, pay on delivery none. The jobs scheduled here, in
// the transaction that places the order, end the reservation (after one last check with
// Paystack) and remind a transfer buyer before it ends.

export type ReservationSettings = { paystackReservationMinutes: number; bankTransferReservationHours: number };

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

export async function scheduleReservation(
  tx: Transaction,
  order: { orderId: string; method: CheckoutPaymentMethod; placedAt: Date; dueAt: Date | null },
) {
  if (!order.dueAt) return;
  const payload = { orderId: order.orderId };
  await enqueueJob(RESERVATION_EXPIRY_JOB, payload, { runAt: order.dueAt, dedupeKey: `${RESERVATION_EXPIRY_JOB}:${order.orderId}` }, tx);
  if (order.method === 'bank_transfer') {
    const runAt = transferReminderAt(order.placedAt, order.dueAt);
    await enqueueJob(TRANSFER_REMINDER_JOB, payload, { runAt, dedupeKey: `${TRANSFER_REMINDER_JOB}:${order.orderId}` }, tx);
  }
}
