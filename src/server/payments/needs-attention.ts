import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { requireAdmin } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { orders, payments, refunds } from '@/server/db/schema';

// "Needs attention" (docs/decisions/0013-payments-ledger.md): the orders whose money waits on an
// admin. One definition, used by the Orders screen's filter, the badges on its rows and the
// dashboard's count. Each reason is a condition on the outer `orders` row:
// - a transfer to confirm: a pending bank transfer whose proof the shopper uploaded;
// - a payment to review: money recorded as needs_review (wrong amount or currency, paid twice);
// - money to refund: a cancelled order still holding money received (late money, or a paid order
//   cancelled) that processed refunds have not given back.

// Written as `id in (uncorrelated subquery)`: PostgreSQL works each list out once (a hashed
// subplan) instead of once per order, so the filter stays quick over many thousands of orders.
// Every column is named with its table by hand: Drizzle leaves the table off the columns of a
// one-table select, which inside a subquery would name the subquery's own table instead.

export const transferToConfirm: SQL<boolean> = sql<boolean>`("orders"."id" in (
  select p.order_id from ${payments} p
  where p.method = 'bank_transfer' and p.status = 'pending' and p.proof_key is not null))`;

export const paymentToReview: SQL<boolean> = sql<boolean>`("orders"."id" in (
  select p.order_id from ${payments} p where p.status = 'needs_review'))`;

export const moneyToRefund: SQL<boolean> = sql<boolean>`("orders"."status" = 'cancelled' and "orders"."id" in (
  select p.order_id from ${payments} p where p.status = 'succeeded'
  group by p.order_id
  having sum(p.amount_kobo) > (
    select coalesce(sum(r.amount_kobo), 0) from ${refunds} r where r.order_id = p.order_id and r.status = 'processed')))`;

export const needsAttention: SQL<boolean> = sql<boolean>`(${transferToConfirm} or ${paymentToReview} or ${moneyToRefund})`;

/** Why an order is listed, one flag per reason (an order may have several). */
export type AttentionReasons = { transferToConfirm: boolean; paymentToReview: boolean; moneyToRefund: boolean };

/** The three flags as columns of a select on `orders`. */
export const attentionColumns = {
  transferToConfirm: transferToConfirm.mapWith(Boolean),
  paymentToReview: paymentToReview.mapWith(Boolean),
  moneyToRefund: moneyToRefund.mapWith(Boolean),
};

export type AttentionCounts = { orders: number; transfersToConfirm: number; paymentsToReview: number; refundsDue: number };

/** How many orders need attention, and how many for each reason (the dashboard's card). */
export async function countOrdersNeedingAttention(): Promise<AttentionCounts> {
  await requireAdmin();
  const [row] = await db
    .select({
      orders: sql<number>`count(*) filter (where ${needsAttention})`.mapWith(Number),
      transfersToConfirm: sql<number>`count(*) filter (where ${transferToConfirm})`.mapWith(Number),
      paymentsToReview: sql<number>`count(*) filter (where ${paymentToReview})`.mapWith(Number),
      refundsDue: sql<number>`count(*) filter (where ${moneyToRefund})`.mapWith(Number),
    })
    .from(orders);
  return row ?? { orders: 0, transfersToConfirm: 0, paymentsToReview: 0, refundsDue: 0 };
}
