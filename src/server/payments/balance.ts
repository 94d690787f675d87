import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Transaction } from '@/server/db/client';
import { orders, websiteSettings } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { cancelPendingJobs, enqueueJob } from '@/server/jobs/queue';
import { sendMail } from '@/server/mail/send-mail';
import { queueMail } from '@/server/mail/mail-jobs';
import { queueOrderMessage } from '@/server/orders/order-messages';
import { accountEmailOfOrder, orderWithAccountEmail } from '@/server/orders/order-recipient';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';
import type { JobContext } from '@/server/jobs/job-handler';
import { formatDateTime } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import { balanceKobo, ledgerSums } from './ledger';

// The balance of a deposit order (docs/decisions/0035-deposits-and-balances.md): it falls due
// when the order reaches Ready for delivery, within the shop's balance window (7 days out of the
// box), with a mail then and reminders before and at the due time. The order never leaves while
// it is owed unless an admin records why.

export const BALANCE_REMINDER_JOB = 'balance-reminder';

/** Reminders go out this long before the balance's due time, and at it. */
const REMINDER_BEFORE_MS = 2 * 24 * 3_600_000;

/** What the balance mail and its WhatsApp twin say. */
export function balanceDueMessage(order: { orderNumber: string; customerName: string }, owedKobo: number, dueAt: Date, siteName: string) {
  return [
    `Hello ${order.customerName},`,
    '',
    `Your order ${order.orderNumber} is ready for delivery. The balance of ${formatNaira(owedKobo)} is due by ${formatDateTime(dueAt)} (Lagos time); we deliver once it is paid.`,
    '',
    `Pay it on your order page: ${siteUrl(`/account/orders/${order.orderNumber}`)}`,
    '',
    siteName,
  ].join('\n');
}

/**
 * The order reached Ready for delivery: if a balance is owed on a deposit order, it falls due now
 * plus the shop's window, the customer is mailed and the reminders are queued. In the caller's
 * transaction, after lockOrder. Returns the due time, or null when nothing is owed.
 */
export async function startBalanceDue(tx: Transaction, orderId: string, now = new Date()): Promise<Date | null> {
  const [order] = await tx
    .select({ orderNumber: orders.orderNumber, customerName: orders.customerName, totalAmountKobo: orders.totalAmountKobo, depositKobo: orders.depositKobo, balanceDueAt: orders.balanceDueAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.depositKobo === null) return null;
  const owed = balanceKobo(order.totalAmountKobo, await ledgerSums(tx, orderId));
  if (owed === 0) return null;
  if (order.balanceDueAt) return order.balanceDueAt; // already due (the stage was set again)
  const [settings] = await tx.select({ days: websiteSettings.balanceDueDays, siteName: websiteSettings.siteName }).from(websiteSettings).limit(1);
  const dueAt = new Date(now.getTime() + (settings?.days ?? 7) * 24 * 3_600_000);
  await tx.update(orders).set({ balanceDueAt: dueAt }).where(eq(orders.id, orderId));
  const to = await accountEmailOfOrder(tx, orderId);
  if (to) {
    const text = balanceDueMessage(order, owed, dueAt, settings?.siteName ?? '');
    await queueMail({ to, subject: `Your order ${order.orderNumber} is ready: the balance is due`, text }, tx);
  }
  await queueBalanceMessage(tx, orderId, owed);
  const payload = { orderId };
  const before = new Date(Math.max(now.getTime(), dueAt.getTime() - REMINDER_BEFORE_MS));
  await enqueueJob(BALANCE_REMINDER_JOB, payload, { runAt: before, dedupeKey: `${BALANCE_REMINDER_JOB}:${orderId}:before` }, tx);
  await enqueueJob(BALANCE_REMINDER_JOB, payload, { runAt: dueAt, dedupeKey: `${BALANCE_REMINDER_JOB}:${orderId}:due` }, tx);
  return dueAt;
}

/** The balance was paid (or waived, or the order cancelled): its reminders are dropped. */
export async function dropBalanceReminders(tx: Transaction, orderId: string) {
  await cancelPendingJobs(BALANCE_REMINDER_JOB, { orderId }, tx);
}

const reminderPayload = z.object({ orderId: z.uuid() });

/** On WhatsApp or by SMS to the order's phone, even with no account to mail. */
function queueBalanceMessage(tx: Transaction, orderId: string, owedKobo: number) {
  return queueOrderMessage(tx, 'balance_due', orderId, () => ({ amount: formatNaira(owedKobo) }));
}

/**
 * The 'balance-reminder' handler: mails the customer while the balance is still owed, and queues its
 * WhatsApp or SMS twin once the mail is sent, so a retry after a failed mail queues it once.
 */
export async function remindBalance(payload: Record<string, unknown>, { signal }: JobContext) {
  const { orderId } = reminderPayload.parse(payload);
  const order = await orderWithAccountEmail(orderId);
  if (!order?.balanceDueAt || order.status === 'cancelled' || order.paymentStatus !== 'deposit_paid') return;
  const owed = balanceKobo(order.totalAmountKobo, await ledgerSums(db, orderId));
  if (owed === 0) return;
  if (order.accountEmail) {
    const { siteName } = await getSiteSettings();
    const text = balanceDueMessage(order, owed, order.balanceDueAt, siteName);
    await sendMail({ to: order.accountEmail, subject: `Reminder: the balance of order ${order.orderNumber} is due`, text }, { signal });
  }
  await db.transaction((tx) => queueBalanceMessage(tx, orderId, owed));
}

export const BALANCE_OWED_REFUSAL =
  'A balance is still owed on this order. Record the payment first, or say why it may leave unpaid (balance on delivery by cash or POS, a trusted customer).';

/**
 * The rule that keeps a deposit order in the workshop while its balance is owed: moving it out
 * (shipped, delivered, Out for delivery, Delivered) is refused unless the admin gives a reason,
 * which is kept on the order and shown. Orders without a deposit (pay on delivery, say) are not
 * held by it. In the caller's transaction, after lockOrder.
 */
export async function refuseDispatchWhileBalanceOwed(tx: Transaction, orderId: string, waiverReason: string | null | undefined) {
  const [order] = await tx
    .select({ totalAmountKobo: orders.totalAmountKobo, depositKobo: orders.depositKobo, waived: orders.balanceWaivedReason })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.depositKobo === null || order.waived) return;
  const owed = balanceKobo(order.totalAmountKobo, await ledgerSums(tx, orderId));
  if (owed === 0) return;
  const reason = waiverReason?.trim();
  if (!reason) throw new ActionError(BALANCE_OWED_REFUSAL, { fieldErrors: { balanceWaivedReason: [BALANCE_OWED_REFUSAL] } });
  await tx.update(orders).set({ balanceWaivedReason: reason }).where(eq(orders.id, orderId));
  await dropBalanceReminders(tx, orderId);
}
