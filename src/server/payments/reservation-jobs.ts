import 'server-only';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Database, type Transaction } from '@/server/db/client';
import { orders, payments, users, websiteSettings } from '@/server/db/schema';
import { RunJobLater } from '@/server/jobs/job-errors';
import { queueMail } from '@/server/mail/mail-jobs';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { cancelOrder, NOT_PAID_IN_TIME } from '@/server/orders/cancel-order';
import { orderWithAccountEmail } from '@/server/orders/order-recipient';
import { lockOrder } from '@/server/orders/order-stock';
import { getSiteSettings } from '@/server/settings/queries';
import { siteUrl } from '@/server/site-url';
import { invalidateStorefront } from '@/lib/page-cache-version';
import { formatNaira } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { balanceKobo, ledgerSums } from './ledger';
import { recheckPaystackPayments } from './paystack/recheck';

// The two jobs scheduleReservation (./reservations.ts) queues with an unpaid order
// (docs/decisions/0013-payments-ledger.md, "Reservations"): at the due time the order is
// cancelled and its stock released, exactly as an admin cancel does; before a transfer's due
// time the shopper is reminded how to pay. Both may run twice (docs/decisions/0014-durable-jobs.md):
// each decides from the order as it is now, the expiry under the order's row lock.

const orderPayload = z.object({ orderId: z.uuid() });

/** A transfer proof waiting for an admin, seen again this much later rather than cancelled. */
const PROOF_REVIEW_RECHECK_MS = 12 * 3_600_000;

type Reservation = { status: string; paymentStatus: string; paymentDueAt: Date | null };

type Verdict = { act: 'leave' } | { act: 'later'; at: Date } | { act: 'expire' };

type Waiting = 'money' | 'proof' | null;

/**
 * Money already in (succeeded, or held for review) means the order is no longer the shop's to
 * cancel on its own; a proof of transfer an admin has not looked at yet means the shopper says
 * they paid. Either way the reservation does not simply run out.
 */
async function moneyOrProofWaiting(database: Database | Transaction, orderId: string): Promise<Waiting> {
  const rows = await database
    .select({ status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        or(inArray(payments.status, ['succeeded', 'needs_review']), and(eq(payments.status, 'pending'), isNotNull(payments.proofKey))),
      ),
    );
  if (rows.some((row) => row.status !== 'pending')) return 'money';
  return rows.length > 0 ? 'proof' : null;
}

/** The due time of an order still holding stock for a payment; null once paid (or refunded, so once paid), cancelled, or never reserved. */
function reservedUntil(order: Reservation | null): Date | null {
  if (!order || order.status === 'cancelled' || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return null;
  return order.paymentDueAt;
}

function verdict(order: Reservation | null, waiting: Waiting, now: Date): Verdict {
  const dueAt = reservedUntil(order);
  if (!dueAt) return { act: 'leave' };
  // The due time moved (an admin gave more time, say): this job comes back then.
  if (dueAt > now) return { act: 'later', at: dueAt };
  if (waiting === 'money') return { act: 'leave' };
  if (waiting === 'proof') return { act: 'later', at: new Date(now.getTime() + PROOF_REVIEW_RECHECK_MS) };
  return { act: 'expire' };
}

/** Nothing to cancel now; when the reservation still runs out later, the job comes back then. */
function leaveOrComeBack(decision: Exclude<Verdict, { act: 'expire' }>) {
  if (decision.act === 'later') throw new RunJobLater(decision.at);
}

/**
 * The 'reservation-expiry' handler. Before anything is cancelled, a Paystack order is checked
 * with Paystack once more (a missed webhook must never cancel a paid order); when Paystack
 * cannot be reached this throws, and the job is retried later instead of cancelling.
 */
export async function expireReservation(payload: Record<string, unknown>) {
  const { orderId } = orderPayload.parse(payload);
  const [seen] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, paymentDueAt: orders.paymentDueAt, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  const first = verdict(seen ?? null, await moneyOrProofWaiting(db, orderId), new Date());
  if (first.act !== 'expire') return leaveOrComeBack(first);
  // Outside the transaction: a network call must not hold the order's row lock, and the
  // re-check records money through confirmPayment, which takes that lock itself.
  if (seen?.paymentMethod === 'paystack' && (await recheckPaystackPayments(orderId))) return;

  const { siteName } = await getSiteSettings();
  const outcome = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { act: 'leave' as const };
    const [current] = await tx
      .select({ paymentStatus: orders.paymentStatus, paymentDueAt: orders.paymentDueAt, accountEmail: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    // Decided again under the lock: money may have arrived since the first look.
    const decision = verdict({ ...order, ...current! }, await moneyOrProofWaiting(tx, orderId), new Date());
    if (decision.act !== 'expire') return decision;
    const stockChanged = await cancelOrder(tx, order, NOT_PAID_IN_TIME);
    if (current?.accountEmail) {
      await queueMail(expiredMail({ ...order, to: current.accountEmail }, siteName), tx, { dedupeKey: `reservation-expired:${orderId}` });
    }
    return { act: 'expired' as const, stockChanged };
  });
  if (outcome.act !== 'expired') return leaveOrComeBack(outcome);
  // The stock is back on the shelf: product pages must show it.
  if (outcome.stockChanged > 0) invalidateStorefront();
}

type ExpiredOrder = { orderNumber: string; customerName: string; to: string };

function expiredMail(order: ExpiredOrder, siteName: string): MailMessage {
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Your order ${order.orderNumber} was cancelled because it was not paid in time, and the items it held have been released for other shoppers.`,
    'If you have already paid, reply to this mail with your proof of payment and we will sort it out. You are welcome to order again at any time.',
    '',
    `Shop: ${siteUrl('/shop')}`,
    '',
    siteName,
  ].join('\n');
  return { to: order.to, subject: `Your order ${order.orderNumber} was cancelled: not paid in time`, text };
}

/** The 'transfer-reminder' handler: the bank details, the amount and the due time, while the order is still unpaid and reserved. */
export async function remindTransfer(payload: Record<string, unknown>) {
  const { orderId } = orderPayload.parse(payload);
  const order = await orderWithAccountEmail(orderId);
  const dueAt = reservedUntil(order);
  if (!order?.accountEmail || !dueAt || dueAt <= new Date() || (await moneyOrProofWaiting(db, orderId))) return;
  const [bank] = await db
    .select({ bankName: websiteSettings.bankName, accountName: websiteSettings.bankAccountName, accountNumber: websiteSettings.bankAccountNumber })
    .from(websiteSettings)
    .limit(1);
  const { siteName } = await getSiteSettings();
  const dueKobo = balanceKobo(order.totalAmountKobo, await ledgerSums(db, orderId));
  await sendMail(
    transferReminderMail({ ...order, to: order.accountEmail, dueKobo, dueAt, bank: bank ?? null }, siteName),
  );
}

type ReminderOrder = {
  orderNumber: string;
  customerName: string;
  to: string;
  dueKobo: number;
  dueAt: Date;
  bank: { bankName: string | null; accountName: string | null; accountNumber: string | null } | null;
};

function transferReminderMail(order: ReminderOrder, siteName: string): MailMessage {
  const { bank } = order;
  const text = [
    `Hello ${order.customerName},`,
    '',
    `We are holding the items of your order ${order.orderNumber} until ${formatDateTime(order.dueAt)} (Lagos time). To keep them, please transfer ${formatNaira(order.dueKobo)} before then:`,
    '',
    `Bank: ${bank?.bankName ?? 'ask us'}`,
    `Account name: ${bank?.accountName ?? 'ask us'}`,
    `Account number: ${bank?.accountNumber ?? 'ask us'}`,
    `Amount: ${formatNaira(order.dueKobo)}`,
    `Reference: ${order.orderNumber}`,
    '',
    `Then upload your proof of payment on your order page: ${siteUrl(`/account/orders/${order.orderNumber}`)}`,
    'If the order is not paid by then, it is cancelled and its items are released.',
    '',
    siteName,
  ].join('\n');
  return { to: order.to, subject: `Reminder: order ${order.orderNumber} is waiting for your transfer`, text };
}
