import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orderItems, orders, users } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { logger } from '@/server/logger';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { getSiteSettings } from '@/server/settings/queries';
import { siteUrl } from '@/server/site-url';
import { formatNaira } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { deliveryMethodText, deliveryWindowLabel, deliveryWindowText } from '@/lib/order-delivery';

// The two mails of a new order: a confirmation to the shopper and a notice to the shop.
// Sent after the order has committed; each is tried a few times, and a confirmation that
// still fails leaves orders.confirmation_mailed_at empty, which the admin can see.

const RETRY_DELAYS_MS = [2_000, 10_000];

export async function sendOrderMails(orderId: string, retryDelaysMs: readonly number[] = RETRY_DELAYS_MS) {
  const order = await loadOrder(orderId);
  if (!order) return;
  const settings = await getSiteSettings();
  const shopAddress = getEnv().SHOP_EMAIL ?? settings.contactEmail;
  const siteName = settings.siteName;

  // The confirmation goes to the account that placed the order, never to an address typed in
  // the form: otherwise checkout would mail anyone from the shop's name (docs/security.md).
  // The form's email stays the delivery contact the shop sees.
  const confirmed = order.accountEmail ? await deliver(confirmationMail(order, order.accountEmail, siteName), retryDelaysMs, orderId) : false;
  if (confirmed) await db.update(orders).set({ confirmationMailedAt: new Date() }).where(eq(orders.id, orderId));
  if (shopAddress) await deliver(shopNoticeMail(order, shopAddress), retryDelaysMs, orderId);
}

type OrderForMail = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

async function loadOrder(orderId: string) {
  const [row] = await db
    .select({ order: orders, accountEmail: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName));
  return { ...row.order, accountEmail: row.accountEmail, items };
}

async function deliver(message: MailMessage, retryDelaysMs: readonly number[], orderId: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await sendMail(message);
      return true;
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) {
        logger.error({ err: error, orderId, to: message.to, subject: message.subject }, 'order mail failed after retries');
        return false;
      }
      logger.warn({ err: error, orderId, attempt: attempt + 1 }, 'order mail failed, retrying');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function itemLines(order: OrderForMail) {
  return order.items.map((item) => `- ${item.productName}${item.color ? ` (${item.color})` : ''} × ${item.quantity}: ${formatNaira(item.totalKobo)}`);
}

/** Subtotal, delivery with its fee, the estimated window, and the total. */
function amountLines(order: OrderForMail) {
  const window = deliveryWindowText(order);
  return [
    `Subtotal: ${formatNaira(order.subtotalKobo)}`,
    `${deliveryMethodText(order)}: ${order.deliveryFeeKobo === 0 ? 'free' : formatNaira(order.deliveryFeeKobo)}`,
    `${deliveryWindowLabel(order)}: ${window ?? 'to be confirmed'}`,
    `Total: ${formatNaira(order.totalAmountKobo)}`,
  ];
}

function confirmationMail(order: OrderForMail, to: string, siteName: string): MailMessage {
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Thank you for your order. Your order number is ${order.orderNumber}. We'll contact you shortly to arrange payment.`,
    '',
    ...itemLines(order),
    '',
    ...amountLines(order),
    '',
    order.deliveryMethod === 'pickup' ? 'Collecting:' : 'Shipping to:',
    order.customerName,
    order.shippingAddress,
    order.customerPhone ?? '',
    '',
    `Follow your order in My Account: ${siteUrl(`/account/orders/${order.orderNumber}`)}`,
    '',
    siteName,
  ].join('\n');
  return { to, subject: `Your ${siteName} order ${order.orderNumber}`, text };
}

function shopNoticeMail(order: OrderForMail, shopAddress: string): MailMessage {
  const text = [
    `New order ${order.orderNumber} placed ${formatDateTime(order.createdAt)}.`,
    '',
    `Customer: ${order.customerName} <${order.customerEmail}>`,
    `Phone: ${order.customerPhone ?? 'N/A'}`,
    'Shipping address:',
    order.shippingAddress,
    ...(order.notes ? ['', `Notes: ${order.notes}`] : []),
    '',
    ...itemLines(order),
    '',
    ...amountLines(order),
    '',
    `Manage it: ${siteUrl('/admin/orders')}`,
  ].join('\n');
  return { to: shopAddress, replyTo: order.customerEmail, subject: `New order ${order.orderNumber} (${formatNaira(order.totalAmountKobo)})`, text };
}
