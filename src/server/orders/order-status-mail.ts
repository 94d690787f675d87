import 'server-only';
import { logger } from '@/server/logger';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { getSiteSettings } from '@/server/settings/queries';
import { siteUrl } from '@/server/site-url';
import type { OrderStatus } from '@/lib/constants';
import { deliveryWindowLabel, deliveryWindowText, type OrderDelivery } from '@/lib/order-delivery';

// The shopper hears when their order is on its way, when it has arrived, and when its
// delivery date moves. Sent by the admin's update after it committed, never inside it: a mail
// server that is slow or down must not hold the order's row lock, nor fail a saved update.

export type StatusMailOrder = { orderNumber: string; customerName: string; customerEmail: string };

export type MailedStatus = Extract<OrderStatus, 'shipped' | 'delivered'>;

/** Only a change into shipped or delivered is mailed; saving the same status again is not. */
export function statusChangeIsMailed(previous: OrderStatus, next: OrderStatus): next is MailedStatus {
  return previous !== next && (next === 'shipped' || next === 'delivered');
}

export function orderStatusMail(order: StatusMailOrder, status: MailedStatus, siteName: string): MailMessage {
  const link = siteUrl(`/account/orders/${order.orderNumber}`);
  const news =
    status === 'shipped'
      ? `Good news: your order ${order.orderNumber} has shipped and is on its way to you. We'll be in touch to arrange the delivery.`
      : `Your order ${order.orderNumber} has been delivered. We hope you enjoy it, and thank you for shopping with us.`;
  const text = [`Hello ${order.customerName},`, '', news, '', `See your order in My Account: ${link}`, '', siteName].join('\n');
  const subject = status === 'shipped' ? `Your order ${order.orderNumber} has shipped` : `Your order ${order.orderNumber} has been delivered`;
  return { to: order.customerEmail, subject, text };
}

/** How long the admin's update waits for the mail before answering; the send carries on behind it. */
const WAIT_FOR_MAIL_MS = 5_000;

/** Mails the shopper about their order's new status (see sendWithoutHolding). */
export function sendOrderStatusMail(order: StatusMailOrder, status: MailedStatus): Promise<MailOutcome> {
  return sendWithoutHolding(async (siteName) => orderStatusMail(order, status, siteName), { orderNumber: order.orderNumber, status });
}

export type WindowMailOrder = StatusMailOrder & Pick<OrderDelivery, 'deliveryMethod' | 'deliveryWindowStart' | 'deliveryWindowEnd'>;

export function deliveryWindowMail(order: WindowMailOrder, siteName: string): MailMessage {
  const link = siteUrl(`/account/orders/${order.orderNumber}`);
  const when = deliveryWindowText(order) ?? 'to be confirmed';
  const what = order.deliveryMethod === 'pickup' ? 'pickup' : 'delivery';
  const text = [
    `Hello ${order.customerName},`,
    '',
    `The ${what} date of your order ${order.orderNumber} has changed. ${deliveryWindowLabel(order)}: ${when}.`,
    'We are sorry for any inconvenience. Reply to this mail or call us if this date does not suit you.',
    '',
    `See your order in My Account: ${link}`,
    '',
    siteName,
  ].join('\n');
  return { to: order.customerEmail, subject: `New ${what} date for your order ${order.orderNumber}`, text };
}

export function sendDeliveryWindowMail(order: WindowMailOrder): Promise<MailOutcome> {
  return sendWithoutHolding(async (siteName) => deliveryWindowMail(order, siteName), { orderNumber: order.orderNumber, mail: 'delivery window' });
}

export type MailOutcome = 'sent' | 'failed' | 'pending';

/**
 * Never throws: a failure is logged (the order is already updated) and a mail server slower
 * than a few seconds is left to finish on its own, so the admin's dialog is never held up by SMTP.
 */
async function sendWithoutHolding(build: (siteName: string) => Promise<MailMessage>, context: Record<string, string>): Promise<MailOutcome> {
  const sending = (async () => {
    const { siteName } = await getSiteSettings();
    await sendMail(await build(siteName));
    return 'sent' as const;
  })().catch((error: unknown) => {
    logger.error({ err: error, ...context }, 'Order mail failed');
    return 'failed' as const;
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), WAIT_FOR_MAIL_MS);
  });
  const outcome = await Promise.race([sending, waited]);
  clearTimeout(timer);
  if (outcome === 'pending') logger.warn(context, 'Order mail still sending; the update did not wait for it');
  return outcome;
}
