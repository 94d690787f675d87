import 'server-only';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Database, type Transaction } from '@/server/db/client';
import { orders, payments, users, websiteSettings } from '@/server/db/schema';
import { RunJobLater } from '@/server/jobs/job-errors';
import type { JobContext } from '@/server/jobs/job-handler';
import { queueMail } from '@/server/mail/mail-jobs';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { cancelOrder, NOT_PAID_IN_TIME } from '@/server/orders/cancel-order';
import { orderWithAccountEmail } from '@/server/orders/order-recipient';
import { lockOrder } from '@/server/orders/order-stock';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';
import { refreshAfter } from '@/server/storefront-cache';
import { formatNaira } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { amountDue, ledgerSums, type AmountDue } from './ledger';
import { paystackConfigured } from './paystack/client';
import { recheckPaystackPayments } from './paystack/recheck';

// The two jobs scheduleReservation (./reservations.ts) queues with an unpaid order
// (docs/decisions/0013-payments-ledger.md, "Reservations"): at the due time the order is
// cancelled and its stock released, exactly as an admin cancel does; before a transfer's due
// time the shopper is reminded how to pay. Both may run twice (docs/decisions/0014-durable-jobs.md):
// each decides from the order as it is now, the expiry under the order's row lock.

const orderPayload = z.object({ orderId: z.uuid() });

/** A transfer proof waiting for an admin, seen again this much later rather than cancelled. */
const PROOF_REVIEW_RECHECK_MS = 12 * 3_600_000;

/**
 * With no Paystack key at all (removed from the configuration), Paystack cannot be asked whether a
 * Paystack order was paid. It is waited for this long past its due time (the key may be on its
 * way back), then cancelled with PAYSTACK_UNCHECKED for the admin.
 */
export const NO_PAYSTACK_KEY_GRACE_MS = 24 * 3_600_000;

/** orders.payment_note of an order cancelled without Paystack's word. */
export const PAYSTACK_UNCHECKED =
  'Check Paystack before refunding: this order was cancelled when its reservation ended while the shop had no Paystack key, so Paystack was not asked whether it was paid.';

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

/**
 * The due time of an order still holding stock for a payment. Only a pending, unpaid order has
 * one: once paid, cancelled, or moved on by an admin (processing, shipped, delivered: the goods
 * may have left), nothing runs out.
 */
function reservedUntil(order: Reservation | null): Date | null {
  if (!order || order.status !== 'pending' || order.paymentStatus !== 'pending') return null;
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

/** Nothing to cancel now (no stock put back); when the reservation still runs out later, the job comes back then. */
function leaveOrComeBack(decision: Exclude<Verdict, { act: 'expire' }>): 0 {
  if (decision.act === 'later') throw new RunJobLater(decision.at);
  return 0;
}

/**
 * Whether a Paystack order may be cancelled now, asking Paystack first (a missed webhook must
 * never cancel a paid order). Paystack unreachable, refusing or rate-limiting throws: the job is
 * retried (for ever, at a capped backoff) instead of cancelling. With no key at all, the order
 * waits out NO_PAYSTACK_KEY_GRACE_MS and is then cancelled with a note for the admin.
 */
async function paystackVerdict(orderId: string, dueAt: Date, signal: AbortSignal): Promise<'paid' | 'checked' | 'unchecked'> {
  if (!paystackConfigured()) {
    const graceEnds = new Date(dueAt.getTime() + NO_PAYSTACK_KEY_GRACE_MS);
    if (graceEnds > new Date()) throw new RunJobLater(graceEnds);
    return 'unchecked';
  }
  return (await recheckPaystackPayments(orderId, { signal })) ? 'paid' : 'checked';
}

/**
 * The 'reservation-expiry' handler: cancels an unpaid pending order whose due time has come (see
 * paystackVerdict). The stock it puts back shows on product pages, so it declares the storefront,
 * emptied once the handler has succeeded (src/server/storefront-cache.ts).
 */
export function expireReservation(payload: Record<string, unknown>, context: JobContext): Promise<void> {
  return refreshAfter('storefront', async (refresh) => {
    if ((await expireIfDue(payload, context)) === 0) refresh.unchanged();
  });
}

/** Resolves to how many products' stock the cancel put back (0: the order was left alone). */
async function expireIfDue(payload: Record<string, unknown>, { signal }: JobContext): Promise<number> {
  const { orderId } = orderPayload.parse(payload);
  const [seen] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, paymentDueAt: orders.paymentDueAt, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  const first = verdict(seen ?? null, await moneyOrProofWaiting(db, orderId), new Date());
  if (first.act !== 'expire') return leaveOrComeBack(first);
  // Outside the transaction: a network call must not hold the order's row lock, and the
  // re-check records money through confirmPayment, which takes that lock itself.
  const paystack = seen?.paymentMethod === 'paystack' ? await paystackVerdict(orderId, seen.paymentDueAt!, signal) : null;
  if (paystack === 'paid') return 0;

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
    if (paystack === 'unchecked') await tx.update(orders).set({ paymentNote: PAYSTACK_UNCHECKED }).where(eq(orders.id, orderId));
    // The shop decided this itself: recorded as SYSTEM, the actor outside an action.
    await recordOrderAudit(tx, order, {
      action: 'reservation_expired',
      before: { status: order.status, cancelReason: order.cancelReason },
      after: { status: 'cancelled', cancelReason: NOT_PAID_IN_TIME },
      details: { paymentDueAt: current!.paymentDueAt, ...(paystack ? { paystack } : {}) },
    });
    if (current?.accountEmail) {
      await queueMail(expiredMail({ ...order, to: current.accountEmail }, siteName), tx, { dedupeKey: `reservation-expired:${orderId}` });
    }
    return { act: 'expired' as const, stockChanged };
  });
  if (outcome.act !== 'expired') return leaveOrComeBack(outcome);
  // The stock is back on the shelf: product pages must show it.
  return outcome.stockChanged;
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
export async function remindTransfer(payload: Record<string, unknown>, { signal }: JobContext) {
  const { orderId } = orderPayload.parse(payload);
  const order = await orderWithAccountEmail(orderId);
  const dueAt = reservedUntil(order);
  if (!order?.accountEmail || !dueAt || dueAt <= new Date() || (await moneyOrProofWaiting(db, orderId))) return;
  const [bank] = await db
    .select({ bankName: websiteSettings.bankName, accountName: websiteSettings.bankAccountName, accountNumber: websiteSettings.bankAccountNumber })
    .from(websiteSettings)
    .limit(1);
  const { siteName } = await getSiteSettings();
  // The step due now: a deposit order's deposit, not its whole total (docs/decisions/0035-deposits-and-balances.md).
  const due = amountDue(order, await ledgerSums(db, orderId));
  if (!due) return;
  await sendMail(transferReminderMail({ ...order, to: order.accountEmail, due, dueAt, bank: bank ?? null }, siteName), { signal });
}

type ReminderOrder = {
  orderNumber: string;
  customerName: string;
  to: string;
  due: AmountDue;
  dueAt: Date;
  bank: { bankName: string | null; accountName: string | null; accountNumber: string | null } | null;
};

function transferReminderMail(order: ReminderOrder, siteName: string): MailMessage {
  const { bank, due } = order;
  const amount = `${formatNaira(due.nextKobo)}${due.step === 'deposit' ? ' (the deposit)' : ''}`;
  const text = [
    `Hello ${order.customerName},`,
    '',
    `We are holding the items of your order ${order.orderNumber} until ${formatDateTime(order.dueAt)} (Lagos time). To keep them, please transfer ${amount} before then:`,
    '',
    `Bank: ${bank?.bankName ?? 'ask us'}`,
    `Account name: ${bank?.accountName ?? 'ask us'}`,
    `Account number: ${bank?.accountNumber ?? 'ask us'}`,
    `Amount: ${amount}`,
    `Reference: ${order.orderNumber}`,
    '',
    `Then upload your proof of payment on your order page: ${siteUrl(`/account/orders/${order.orderNumber}`)}`,
    'If the order is not paid by then, it is cancelled and its items are released.',
    '',
    siteName,
  ].join('\n');
  return { to: order.to, subject: `Reminder: order ${order.orderNumber} is waiting for your transfer`, text };
}
