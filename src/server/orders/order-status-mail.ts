import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import type { MailMessage } from '@/server/mail/send-mail';
import { accountEmailOfOrder } from '@/server/orders/order-recipient';
import { siteUrl } from '@/server/site-url';
import type { OrderStatus } from '@/lib/constants';
import { deliveryWindowLabel, deliveryWindowText, pickupLocationDetails, type OrderDelivery, type OrderPickupLocation } from '@/lib/order-delivery';
import { pickupLocationColumns, pickupLocationJoin } from './order-delivery-columns';

// The shopper hears when their order is on its way, when it has arrived, and when its
// delivery date moves. The admin's update queues the mail in its own transaction (a 'send-mail'
// job, src/server/mail/mail-jobs.ts): a mail server that is slow or down never holds the order's
// row lock nor fails a saved update, and the mail still goes out once it is back. Each goes to the
// account that placed the order (src/server/orders/order-recipient.ts), never to the email typed
// at checkout; an order whose account was deleted is mailed to nobody (docs/security.md).

export type StatusMailOrder = { id: string; orderNumber: string; customerName: string };

export type MailedStatus = Extract<OrderStatus, 'shipped' | 'delivered'>;

/** Only a change into shipped or delivered is mailed; saving the same status again is not. */
export function statusChangeIsMailed(previous: OrderStatus, next: OrderStatus): next is MailedStatus {
  return previous !== next && (next === 'shipped' || next === 'delivered');
}

/** The shipped or delivered mail, to the order's account; null when that account is gone. */
export async function orderStatusMail(
  database: Database | Transaction,
  order: StatusMailOrder,
  status: MailedStatus,
  siteName: string,
): Promise<MailMessage | null> {
  const to = await accountEmailOfOrder(database, order.id);
  if (!to) return null;
  const link = siteUrl(`/account/orders/${order.orderNumber}`);
  const news =
    status === 'shipped'
      ? shippedNews(order, await pickupLocationOfOrder(database, order.id))
      : [`Your order ${order.orderNumber} has been delivered. We hope you enjoy it, and thank you for shopping with us.`];
  const text = [`Hello ${order.customerName},`, '', ...news, '', `See your order in My Account: ${link}`, '', siteName].join('\n');
  const subject = status === 'shipped' ? `Your order ${order.orderNumber} has shipped` : `Your order ${order.orderNumber} has been delivered`;
  return { to, subject, text };
}

/** A pickup order is on its way to where it is collected, which the mail names; any other to the shopper. */
function shippedNews(order: StatusMailOrder, pickup: OrderPickupLocation | null): string[] {
  if (!pickup) return [`Good news: your order ${order.orderNumber} has shipped and is on its way to you. We'll be in touch to arrange the delivery.`];
  return [`Good news: your order ${order.orderNumber} is on its way to ${pickup.name}, where you collect it. We'll call you when it is ready.`, '', ...pickupLocationDetails(pickup)];
}

/** Where the order is collected: null for delivery and for pickups from before locations. */
async function pickupLocationOfOrder(database: Database | Transaction, orderId: string): Promise<OrderPickupLocation | null> {
  const [row] = await database.select({ pickupLocation: pickupLocationColumns }).from(orders).leftJoin(...pickupLocationJoin).where(eq(orders.id, orderId));
  return row?.pickupLocation ?? null;
}

export type WindowMailOrder = StatusMailOrder & Pick<OrderDelivery, 'deliveryMethod' | 'deliveryWindowStart' | 'deliveryWindowEnd'>;

/** The new-dates mail, to `to`: the order's account email (accountEmailOfOrder). */
export function deliveryWindowMail(order: WindowMailOrder, to: string, siteName: string): MailMessage {
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
  return { to, subject: `New ${what} date for your order ${order.orderNumber}`, text };
}
