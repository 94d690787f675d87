import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { orderItems, orders, websiteSettings } from '@/server/db/schema';
import type { MailMessage } from '@/server/mail/send-mail';
import { accountEmailOfOrder } from '@/server/orders/order-recipient';
import { siteUrl } from '@/server/site-url';
import type { OrderStage } from '@/lib/made-to-order-constants';
import { stageLabel } from '@/lib/order-stage';
import { stageNews } from '@/lib/order-following';

// The mail of a stage change (docs/product.md, "Following an order"), in the tone of the status
// mails (src/server/orders/order-status-mail.ts): to the order's account, never the checkout email,
// and not at all for a stage the shop switched off in website_settings.stage_mails.

type StageMailOrder = { id: string; orderNumber: string; customerName: string };
type StageMailDetails = { stage: OrderStage; note: string | null; courierName: string | null; courierPhone: string | null };

/** Whether the shop tells customers of `stage` (by mail, and on WhatsApp or by SMS). */
export async function stageIsMailed(tx: Transaction, stage: OrderStage): Promise<boolean> {
  const [settings] = await tx.select({ stageMails: websiteSettings.stageMails }).from(websiteSettings).limit(1);
  // A stage missing from the setting is mailed: only an explicit false turns it off.
  return settings?.stageMails?.[stage] !== false;
}

/** The stage's mail, or null when the shop switched this stage's mail off or the account is gone. */
export async function stageMail(tx: Transaction, order: StageMailOrder, details: StageMailDetails): Promise<MailMessage | null> {
  if (!(await stageIsMailed(tx, details.stage))) return null;
  const [settings] = await tx.select({ siteName: websiteSettings.siteName }).from(websiteSettings).limit(1);
  const to = await accountEmailOfOrder(tx, order.id);
  if (!to) return null;
  const lines = [`Hello ${order.customerName},`, '', stageNews(order.orderNumber, details.stage)];
  if (details.note) lines.push('', `From the workshop: ${details.note}`);
  if (details.stage === 'out_for_delivery' && details.courierName) {
    lines.push('', `Your delivery is with ${details.courierName}${details.courierPhone ? `, who you can call on ${details.courierPhone}` : ''}.`);
  }
  lines.push('', `Follow your order in My Account: ${siteUrl(`/account/orders/${order.orderNumber}`)}`, '', settings?.siteName ?? '');
  return { to, subject: `Your order ${order.orderNumber}: ${stageLabel(details.stage)}`, text: lines.join('\n') };
}

/** Made to order: a line with a lead time, or an order placed from a quote (the production stages apply). */
export async function isMadeToOrder(tx: Database | Transaction, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      // Columns named by hand: Drizzle leaves the table off a one-table select's columns, which
      // inside the subquery would name order_items' own id.
      made: sql<boolean>`("orders"."quote_id" is not null or exists (select 1 from ${orderItems} oi where oi.order_id = "orders"."id" and oi.lead_time_min_days is not null))`.mapWith(Boolean),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.made ?? false;
}
