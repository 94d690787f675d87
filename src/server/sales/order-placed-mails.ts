import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Transaction } from '@/server/db/client';
import { orderItems, orders, users } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import type { JobContext } from '@/server/jobs/job-handler';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { siteUrl } from '@/server/site-url';
import { discountLineLabel, formatSaving } from '@/lib/discounts/discount-kinds';
import { formatNaira } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { deliveryMethodText, deliveryWindowLabel, deliveryWindowText, pickupLocationDetails } from '@/lib/order-delivery';
import { NOTHING_TO_PAY_TEXT, orderPagePath, orderPaymentName } from '@/lib/payment-methods';
import { bankDetailsOf, loadPaymentSettings, type BankDetails } from '@/server/payments/methods';
import { displayPhone } from '@/lib/nigeria';
import { lineDescription } from '@/server/receipts/receipt';
import { pickupLocationColumns, pickupLocationJoin } from '@/server/orders/order-delivery-columns';
import { queueOrderMessage } from '@/server/orders/order-messages';

// The two mails of a new order: a confirmation to the shopper and a notice to the shop. They
// are one durable job, 'order-placed-mails', queued in the transaction that places the order
// (docs/decisions/0014-durable-jobs.md): a mail server that is down delays them, a restart does
// not lose them. orders.confirmation_mailed_at records the confirmation, so a retry after the
// notice failed never sends the confirmation twice; while it is empty the confirmation is owed,
// which the admin can see.

export const ORDER_PLACED_MAILS_JOB = 'order-placed-mails';

const orderPlacedMailsPayload = z.object({ orderId: z.uuid() });

/** Called inside placeOrder's transaction: the mails, and the WhatsApp or SMS update, exist exactly when the order does. */
export async function queueOrderPlacedMails(tx: Transaction, orderId: string) {
  await enqueueJob(ORDER_PLACED_MAILS_JOB, { orderId }, { dedupeKey: `${ORDER_PLACED_MAILS_JOB}:${orderId}` }, tx);
  await queueOrderMessage(tx, 'order_placed', orderId, (order) => ({ amount: formatNaira(order.totalAmountKobo) }));
}

/** The 'order-placed-mails' handler; throws when a mail could not be sent, so the job is retried. */
export async function sendOrderPlacedMails(payload: Record<string, unknown>, { signal }: JobContext) {
  const { orderId } = orderPlacedMailsPayload.parse(payload);
  const order = await loadOrder(orderId);
  if (!order) return; // deleted since: nobody left to tell
  const [settings, paymentSettings] = await Promise.all([getSiteSettings(), loadPaymentSettings()]);
  const bank = bankDetailsOf(paymentSettings);
  const shopAddress = getEnv().SHOP_EMAIL ?? settings.contactEmail;
  const siteName = settings.siteName;

  // The confirmation goes to the account that placed the order, never to an address typed in
  // the form: otherwise checkout would mail anyone from the shop's name (docs/security.md).
  // The form's email stays the delivery contact the shop sees.
  if (order.accountEmail && !order.confirmationMailedAt) {
    await sendMail(confirmationMail(order, order.accountEmail, siteName, bank), { signal });
    await db.update(orders).set({ confirmationMailedAt: new Date() }).where(eq(orders.id, orderId));
  }
  // A showroom sale was made by the staff at the desk: the shop needs no notice of it.
  if (shopAddress && order.channel !== 'showroom') await sendMail(shopNoticeMail(order, shopAddress), { signal });
}

type OrderForMail = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

async function loadOrder(orderId: string) {
  const [row] = await db
    .select({ order: orders, accountEmail: users.email, pickupLocation: pickupLocationColumns })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(...pickupLocationJoin)
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName));
  return { ...row.order, accountEmail: row.accountEmail, pickupLocation: row.pickupLocation, items };
}

function itemLines(order: OrderForMail) {
  return order.items.map((item) => `- ${lineDescription(item)} × ${item.quantity}: ${formatNaira(item.totalKobo)}`);
}

/** Subtotal, delivery with its fee, a discount code's saving, the estimated window, and the total. */
function amountLines(order: OrderForMail) {
  const window = deliveryWindowText(order);
  return [
    `Subtotal: ${formatNaira(order.subtotalKobo)}`,
    `${deliveryMethodText(order)}: ${order.deliveryFeeKobo === 0 ? 'free' : formatNaira(order.deliveryFeeKobo)}`,
    ...(order.discountCode ? [`${discountLineLabel(order.discountCode)}: ${formatSaving(order.discountKobo)}`] : []),
    `${deliveryWindowLabel(order)}: ${window ?? 'to be confirmed'}`,
    `Total: ${formatNaira(order.totalAmountKobo)}`,
    // A deposit order is paid in two steps (docs/decisions/0035-deposits-and-balances.md).
    ...(order.depositKobo === null
      ? []
      : [`Deposit due now: ${formatNaira(order.depositKobo)}`, `Balance before delivery: ${formatNaira(order.totalAmountKobo - order.depositKobo)}`]),
  ];
}

/**
 * What the shopper does next to pay, by the method chosen at checkout: the account, amount,
 * reference and due time of a transfer; where to pay online while a Paystack order is unpaid;
 * the courier for pay on delivery.
 */
function paymentLines(order: OrderForMail, bank: BankDetails | null): string[] {
  const orderPage = siteUrl(orderPagePath(order.orderNumber));
  const due = order.paymentDueAt ? formatDateTime(order.paymentDueAt) : null;
  if (order.totalAmountKobo === 0) return [NOTHING_TO_PAY_TEXT];
  if (order.paymentStatus === 'paid') return ['We have received your payment. Thank you.'];
  switch (order.paymentMethod) {
    case 'bank_transfer':
      return [
        'How to pay: bank transfer',
        ...(bank
          ? [`Bank: ${bank.bankName}`, `Account name: ${bank.accountName}`, `Account number: ${bank.accountNumber}`]
          : ['Reply to this email and we will send you our account details.']),
        `Amount: ${formatNaira(order.depositKobo ?? order.totalAmountKobo)}${order.depositKobo === null ? '' : ' (the deposit)'}`,
        `Reference: ${order.orderNumber}`,
        ...(due ? [`Please pay by ${due} (Lagos time); until then we hold your items.`] : []),
        `Once you have paid, send us your proof of payment from your order page: ${orderPage}`,
      ];
    case 'paystack':
      return [
        `How to pay: online with Paystack (card, bank, USSD).`,
        `If you have not finished paying, open your order and choose "Pay now": ${orderPage}`,
        ...(due ? [`Please pay by ${due} (Lagos time); until then we hold your items.`] : []),
      ];
    case 'pay_on_delivery':
      return [`How to pay: on delivery. Pay the courier ${formatNaira(order.totalAmountKobo)} in cash or by POS when your order arrives.`];
    default:
      return ["We'll contact you shortly to arrange payment."];
  }
}

/** Where and when a pickup order is collected; nothing for delivery (the address follows) or a pickup from before locations. */
function collectionLines(order: OrderForMail): string[] {
  if (order.deliveryMethod !== 'pickup' || !order.pickupLocation) return [];
  return ['Collect your order at:', order.pickupLocation.name, ...pickupLocationDetails(order.pickupLocation), 'We call you when your order is ready.', ''];
}

function confirmationMail(order: OrderForMail, to: string, siteName: string, bank: BankDetails | null): MailMessage {
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Thank you for your order. Your order number is ${order.orderNumber}.`,
    '',
    ...paymentLines(order, bank),
    '',
    ...itemLines(order),
    '',
    ...amountLines(order),
    '',
    ...collectionLines(order),
    order.deliveryMethod === 'pickup' ? 'Your details:' : 'Shipping to:',
    order.customerName,
    order.shippingAddress,
    order.customerPhone ? displayPhone(order.customerPhone) : '',
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
    `Phone: ${order.customerPhone ? displayPhone(order.customerPhone) : 'N/A'}`,
    'Shipping address:',
    order.shippingAddress,
    ...(order.notes ? ['', `Notes: ${order.notes}`] : []),
    '',
    ...itemLines(order),
    '',
    ...amountLines(order),
    `Payment: ${orderPaymentName(order) ?? 'to be arranged'}${order.paymentDueAt ? `, due ${formatDateTime(order.paymentDueAt)}` : ''}`,
    '',
    `Manage it: ${siteUrl('/admin/orders')}`,
  ].join('\n');
  return { to: shopAddress, replyTo: order.customerEmail, subject: `New order ${order.orderNumber} (${formatNaira(order.totalAmountKobo)})`, text };
}
