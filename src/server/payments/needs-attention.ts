import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';

// "Needs attention" (docs/decisions/0013-payments-ledger.md): the orders whose money waits on an
// admin. One definition, used by the Orders screen's filter, the badges on its rows and the
// dashboard's count. Each reason is a condition on the outer `orders` row:
// - a transfer to confirm: a pending bank transfer whose proof the shopper uploaded;
// - a payment to review: money recorded as needs_review (wrong amount or currency, paid twice);
// - money to refund: a cancelled order still holding money received (late money, or a paid order
//   cancelled) that processed refunds have not given back;
// - a problem reported: the buyer reported a problem after delivery that no admin has marked
//   resolved (docs/product.md, "Following an order"; partial index orders_problem_open_idx);
// - a balance overdue: a deposit order ready for delivery whose balance passed its due time unpaid
//   (docs/decisions/0035-deposits-and-balances.md; partial index orders_balance_due_idx).

// Each reason has a partial index that holds just its few rows (payments_transfer_to_confirm_idx,
// payments_to_review_idx, orders_money_to_refund_idx), so the filter and the dashboard's count start
// from those rows instead of reading every order (docs/decisions/0029-needs-attention-from-kept-sums.md).
// A cancelled order's money not given back is its held_kobo, kept by a trigger on payments and refunds.
// Every column is named with its table by hand: Drizzle leaves the table off the columns of a
// one-table select, which inside a subquery would name the subquery's own table instead.

const transfersToConfirm = sql`select p.order_id from ${payments} p
  where p.method = 'bank_transfer' and p.status = 'pending' and p.proof_key is not null`;
const paymentsToReview = sql`select p.order_id from ${payments} p where p.status = 'needs_review'`;
const moneyHeldByCancelled = sql`"orders"."status" = 'cancelled' and "orders"."held_kobo" > 0`;

export const transferToConfirm: SQL<boolean> = sql<boolean>`("orders"."id" in (${transfersToConfirm}))`;

export const paymentToReview: SQL<boolean> = sql<boolean>`("orders"."id" in (${paymentsToReview}))`;

export const moneyToRefund: SQL<boolean> = sql<boolean>`(${moneyHeldByCancelled})`;

const openProblem = sql`"orders"."problem_reported_at" is not null and "orders"."problem_resolved_at" is null`;
export const problemReported: SQL<boolean> = sql<boolean>`(${openProblem})`;

const overdueBalance = sql`"orders"."payment_status" = 'deposit_paid' and "orders"."balance_due_at" is not null and "orders"."balance_due_at" < now() and "orders"."status" <> 'cancelled'`;
export const balanceOverdue: SQL<boolean> = sql<boolean>`(${overdueBalance})`;

/** The ids of every order needing attention, each read from its own partial index. */
const ordersNeedingAttention = sql`${transfersToConfirm}
  union ${paymentsToReview}
  union select o.id from ${orders} o where o.status = 'cancelled' and o.held_kobo > 0
  union select o.id from ${orders} o where o.problem_reported_at is not null and o.problem_resolved_at is null
  union select o.id from ${orders} o where o.payment_status = 'deposit_paid' and o.balance_due_at is not null and o.balance_due_at < now() and o.status <> 'cancelled'`;

// `= any(array(...))`, not `in (...)`: the ids are worked out first, once, and the orders found by
// their primary key. As a join the planner guessed the union large and read every order (1.9 s).
export const needsAttention: SQL<boolean> = sql<boolean>`("orders"."id" = any(array(${ordersNeedingAttention})))`;

/** Why an order is listed, one flag per reason (an order may have several). */
export type AttentionReasons = {
  transferToConfirm: boolean;
  paymentToReview: boolean;
  moneyToRefund: boolean;
  problemReported: boolean;
  balanceOverdue: boolean;
};

/** The three flags as columns of a select on `orders`. */
export const attentionColumns = {
  transferToConfirm: transferToConfirm.mapWith(Boolean),
  paymentToReview: paymentToReview.mapWith(Boolean),
  moneyToRefund: moneyToRefund.mapWith(Boolean),
  problemReported: problemReported.mapWith(Boolean),
  balanceOverdue: balanceOverdue.mapWith(Boolean),
};

export type AttentionCounts = {
  orders: number;
  transfersToConfirm: number;
  paymentsToReview: number;
  refundsDue: number;
  problemsReported: number;
  balancesOverdue: number;
};

/** How many orders need attention, and how many for each reason (the dashboard's card). */
export async function countOrdersNeedingAttention(): Promise<AttentionCounts> {
  await requirePermission('orders.read');
  const [row] = await db
    .select({
      orders: sql<number>`count(*)`.mapWith(Number),
      transfersToConfirm: sql<number>`count(*) filter (where ${transferToConfirm})`.mapWith(Number),
      paymentsToReview: sql<number>`count(*) filter (where ${paymentToReview})`.mapWith(Number),
      refundsDue: sql<number>`count(*) filter (where ${moneyToRefund})`.mapWith(Number),
      problemsReported: sql<number>`count(*) filter (where ${problemReported})`.mapWith(Number),
      balancesOverdue: sql<number>`count(*) filter (where ${balanceOverdue})`.mapWith(Number),
    })
    .from(orders)
    .where(needsAttention);
  return row ?? { orders: 0, transfersToConfirm: 0, paymentsToReview: 0, refundsDue: 0, problemsReported: 0, balancesOverdue: 0 };
}
