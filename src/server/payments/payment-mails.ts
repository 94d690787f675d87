import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { payments } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { db, type Transaction } from '@/server/db/client';
import { enqueueJob } from '@/server/jobs/queue';
import { queueMail, type QueuedMail } from '@/server/mail/mail-jobs';
import { queueOrderMessage } from '@/server/orders/order-messages';
import { orderWithAccountEmail, type OrderWithAccountEmail } from '@/server/orders/order-recipient';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';
import { formatNaira } from '@/lib/money';
import { paymentReceiptPath } from '@/lib/receipt-paths';
import { balanceKobo, ledgerSums } from './ledger';

// What the shopper and the shop hear about a payment (docs/decisions/0013-payments-ledger.md).
// confirmPayment (and an admin rejecting a transfer's proof) queue one 'payment-mail' job
// {paymentId, outcome} with the change; this handler turns it into the mails it needs, each its
// own 'send-mail' job queued in one transaction, so a retry after the first mail went out never
// sends it again (docs/decisions/0014-durable-jobs.md).

export const PAYMENT_MAIL_JOB = 'payment-mail';

/** paid, reopened, refund_due, needs_review: confirmPayment's outcomes; rejected: an admin refused a transfer's proof. */
export const PAYMENT_MAIL_OUTCOMES = ['paid', 'reopened', 'refund_due', 'needs_review', 'rejected'] as const;
export type PaymentMailOutcome = (typeof PAYMENT_MAIL_OUTCOMES)[number];

const paymentMailPayload = z.object({ paymentId: z.uuid(), outcome: z.enum(PAYMENT_MAIL_OUTCOMES) });

/**
 * Queues the mails about a payment, in the transaction that recorded (or rejected) it, and the shopper's
 * WhatsApp or SMS update when money counted: queued here rather than by the job, so it is queued once
 * with the payment, however often the job runs.
 */
export async function queuePaymentMail(tx: Transaction, paymentId: string, outcome: PaymentMailOutcome) {
  await enqueueJob(PAYMENT_MAIL_JOB, { paymentId, outcome }, { dedupeKey: `${PAYMENT_MAIL_JOB}:${paymentId}:${outcome}` }, tx);
  if (outcome === 'paid' || outcome === 'reopened') await queuePaymentMessage(tx, paymentId);
}

/** "Payment received", or "transfer confirmed" for a bank transfer the shop checked. */
async function queuePaymentMessage(tx: Transaction, paymentId: string) {
  const [payment] = await tx.select({ orderId: payments.orderId, method: payments.method, amountKobo: payments.amountKobo }).from(payments).where(eq(payments.id, paymentId));
  if (!payment?.orderId) return;
  const event = payment.method === 'bank_transfer' ? 'transfer_confirmed' : 'order_paid';
  await queueOrderMessage(tx, event, payment.orderId, () => ({ amount: formatNaira(payment.amountKobo) }));
}

type Payment = typeof payments.$inferSelect;
type Context = { payment: Payment; order: OrderWithAccountEmail; siteName: string; balanceKobo: number };

export async function sendPaymentMails(payload: Record<string, unknown>) {
  const { paymentId, outcome } = paymentMailPayload.parse(payload);
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const order = payment?.orderId ? await orderWithAccountEmail(payment.orderId) : null;
  if (!payment || !order) return; // deleted since: nobody left to tell about it
  const settings = await getSiteSettings();
  const context: Context = {
    payment,
    order,
    siteName: settings.siteName,
    balanceKobo: balanceKobo(order.totalAmountKobo, await ledgerSums(db, order.id)),
  };
  const shopAddress = getEnv().SHOP_EMAIL ?? settings.contactEmail;

  const mails: { to: 'shopper' | 'shop'; message: QueuedMail }[] = [];
  const shopper = shopperMail(outcome, context);
  if (shopper && order.accountEmail) mails.push({ to: 'shopper', message: { to: order.accountEmail, ...shopper } });
  const notice = shopNotice(outcome, context);
  // Money taken at a showroom's desk was taken by the shop's own staff: nobody needs telling.
  if (notice && shopAddress && order.channel !== 'showroom') mails.push({ to: 'shop', message: { to: shopAddress, replyTo: order.customerEmail, ...notice } });

  await db.transaction(async (tx) => {
    for (const mail of mails) await queueMail(mail.message, tx, { dedupeKey: `${PAYMENT_MAIL_JOB}:${paymentId}:${outcome}:${mail.to}` });
  });
}

type Composed = { subject: string; text: string };

function letter({ order, siteName }: Context, lines: string[]) {
  const link = siteUrl(`/account/orders/${order.orderNumber}`);
  return [`Hello ${order.customerName},`, '', ...lines, '', `See your order in My Account: ${link}`, '', siteName].join('\n');
}

function shopperMail(outcome: PaymentMailOutcome, context: Context): Composed | null {
  const { payment, order } = context;
  const amount = formatNaira(payment.amountKobo);
  const number = order.orderNumber;
  switch (outcome) {
    case 'paid':
      if (order.paymentStatus === 'deposit_paid') {
        // docs/decisions/0035-deposits-and-balances.md: the deposit confirms a made-to-order piece.
        return {
          subject: `Deposit received for order ${number}`,
          text: letter(context, [
            `We have received your deposit of ${amount} for order ${number}. Thank you, your order is confirmed and goes into production.`,
            `The balance of ${formatNaira(context.balanceKobo)} falls due when your order is ready for delivery; we will write to you then.`,
            `Your receipt for this payment: ${siteUrl(paymentReceiptPath(number, payment.id))}`,
          ]),
        };
      }
      return {
        subject: `Payment received for order ${number}`,
        text: letter(context, [
          `We have received your payment of ${amount} for order ${number}. Thank you!`,
          context.balanceKobo > 0
            ? `${formatNaira(context.balanceKobo)} is still due on this order.`
            : 'Your order is paid in full; we will prepare it and keep you posted.',
          `Your receipt for this payment: ${siteUrl(paymentReceiptPath(number, payment.id))}`,
        ]),
      };
    case 'reopened':
      return {
        subject: `Payment received for order ${number}`,
        text: letter(context, [
          `We have received your payment of ${amount} for order ${number}. Thank you!`,
          'It arrived after the order had been cancelled for not being paid in time, but every item was still available, so your order is back on and paid. We will prepare it and keep you posted.',
        ]),
      };
    case 'refund_due':
      return {
        subject: `We will refund your payment for order ${number}`,
        text: letter(context, [
          "We received your payment after the order was cancelled, we'll refund you.",
          `Order ${number} had already been cancelled when your payment of ${amount} arrived, so we cannot fulfil it; the full ${amount} goes back to you. We will be in touch about the refund; reply to this mail with any question.`,
        ]),
      };
    case 'rejected':
      return {
        subject: `Your proof of payment for order ${number} was not accepted`,
        text: letter(context, [
          `Your proof was not accepted: ${payment.reason ?? 'no reason was given'}`,
          'If you have paid, upload a clearer proof on your order page or reply to this mail, and we will look again.',
        ]),
      };
    case 'needs_review':
      return null; // the shop decides first; the shopper hears once it has
  }
}

function shopNotice(outcome: PaymentMailOutcome, { payment, order }: Context): Composed | null {
  const amount = formatNaira(payment.amountKobo);
  const details = [
    `Order: ${order.orderNumber} (${formatNaira(order.totalAmountKobo)}), ${order.customerName} <${order.customerEmail}>`,
    `Payment: ${amount} by ${payment.method.replace(/_/g, ' ')}${payment.providerReference ? `, reference ${payment.providerReference}` : ''}`,
    `Why: ${payment.reason ?? 'not recorded'}`,
    '',
    `Open it in the back office: ${siteUrl(`/admin/orders?q=${encodeURIComponent(order.orderNumber)}`)}`,
  ];
  if (outcome === 'needs_review') {
    return { subject: `Payment to review: order ${order.orderNumber} (${amount})`, text: ['A payment needs your review before it counts towards the order.', '', ...details].join('\n') };
  }
  if (outcome === 'refund_due') {
    return {
      subject: `Refund due: order ${order.orderNumber} (${amount})`,
      text: ['Money arrived for an order that had been cancelled, and the order could not be reopened: refund it to the shopper.', '', ...details].join('\n'),
    };
  }
  return null;
}
