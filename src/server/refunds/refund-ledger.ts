import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { customers, orders, refunds } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { OrderStatus, PaymentStatus, RefundStatus } from '@/lib/constants';
import type { RefundFieldRefusal } from '@/lib/schemas/refund';
import { formatNaira } from '@/lib/money';

// What a refund does to its order and customer (docs/architecture.md section 4), in the transaction
// that creates, edits or deletes it:
// - the ceiling: a refund that is not rejected may not take more than the order's total less
//   its other refunds that are not rejected (pending, approved and processed ones all hold
//   money back; a rejected one returns nothing). The order row is locked first, so two
//   admins refunding the same order at once are counted one after the other;
// - a refund that becomes processed takes its amount off the customer's total spent, and
//   gives it back when it stops being processed (edited or deleted). Refunds of a cancelled
//   order do not touch it: a cancelled order no longer counts towards the totals at all;
// - when the processed refunds of an order reach its total, its payment status becomes
//   refunded; if one later stops being processed, a refunded order goes back to paid.

export type RefundState = { orderId: string | null; amountKobo: number; status: RefundStatus };

type LockedOrder = {
  id: string;
  orderNumber: string;
  customerEmail: string;
  totalKobo: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
};

/** Locks the orders a refund change touches, always in id order so two changes never deadlock. */
async function lockOrders(tx: Transaction, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map<string, LockedOrder>();
  const rows = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerEmail: orders.customerEmail,
      totalKobo: orders.totalAmountKobo,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(inArray(orders.id, wanted))
    .orderBy(asc(orders.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** The order's refunds that hold money back (all but rejected ones), leaving one refund out. */
async function heldBackKobo(tx: Transaction, orderId: string, exceptRefundId: string | null) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'rejected'), exceptRefundId ? ne(refunds.id, exceptRefundId) : undefined));
  return Number(row?.total ?? 0);
}

async function processedKobo(tx: Transaction, orderId: string) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')));
  return Number(row?.total ?? 0);
}

function refuse(message: string, field: 'amount' | 'orderId') {
  return new ActionError<RefundFieldRefusal>(message, { fieldErrors: { [field]: [message] } });
}

/** How much of the order is left to refund, for the refusal message. */
export function ceilingMessage(orderNumber: string, leftKobo: number) {
  return leftKobo > 0
    ? `This refund would exceed what is left to refund on ${orderNumber}: ${formatNaira(leftKobo)}.`
    : `Nothing is left to refund on ${orderNumber}: earlier refunds already cover its total.`;
}

/**
 * Runs `write` (the insert, update or delete of one refund, going from `before` to `after`;
 * null for a refund that does not exist yet or any more) with the rules above. `refundId` is
 * the refund being changed (null while creating), left out of its order's ceiling.
 */
export async function changeRefund<T>(
  tx: Transaction,
  change: { refundId: string | null; before: RefundState | null; after: RefundState | null },
  write: () => Promise<T>,
): Promise<T> {
  const { refundId, before, after } = change;
  const locked = await lockOrders(tx, [before?.orderId, after?.orderId]);

  if (after?.orderId) {
    const order = locked.get(after.orderId);
    if (!order) throw refuse('That order no longer exists. Choose another order.', 'orderId');
    if (after.status !== 'rejected') {
      const leftKobo = order.totalKobo - (await heldBackKobo(tx, order.id, refundId));
      if (after.amountKobo > leftKobo) throw refuse(ceilingMessage(order.orderNumber, leftKobo), 'amount');
    }
  }

  const processedBefore = new Map<string, number>();
  for (const id of locked.keys()) processedBefore.set(id, await processedKobo(tx, id));

  const result = await write();

  // The customer's total spent: give back what `before` took, take what `after` takes.
  const spentChange = new Map<string, { email: string; kobo: number }>();
  const adjust = (state: RefundState | null, sign: 1 | -1) => {
    const order = state?.orderId ? locked.get(state.orderId) : undefined;
    if (!state || !order || state.status !== 'processed' || order.status === 'cancelled') return;
    const key = order.customerEmail.toLowerCase();
    const entry = spentChange.get(key) ?? { email: order.customerEmail, kobo: 0 };
    entry.kobo += sign * state.amountKobo;
    spentChange.set(key, entry);
  };
  adjust(before, 1);
  adjust(after, -1);
  for (const { email, kobo } of spentChange.values()) {
    if (kobo === 0) continue;
    await tx
      .update(customers)
      .set({ totalSpentKobo: sql`${customers.totalSpentKobo} + ${kobo}` })
      .where(sql`lower(${customers.email}) = lower(${email})`);
  }

  for (const order of locked.values()) {
    const wasFull = order.totalKobo > 0 && (processedBefore.get(order.id) ?? 0) >= order.totalKobo;
    const isFull = order.totalKobo > 0 && (await processedKobo(tx, order.id)) >= order.totalKobo;
    const paymentStatus = isFull ? 'refunded' : wasFull && order.paymentStatus === 'refunded' ? 'paid' : null;
    if (paymentStatus && paymentStatus !== order.paymentStatus) {
      await tx.update(orders).set({ paymentStatus }).where(eq(orders.id, order.id));
    }
  }
  return result;
}
