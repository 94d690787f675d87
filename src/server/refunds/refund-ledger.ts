import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { customers, refunds } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { lockOrder, type LockedOrder } from '@/server/orders/order-stock';
import { ledgerSums, updateDerivedPaymentStatus } from '@/server/payments/ledger';
import type { RefundStatus } from '@/lib/constants';
import type { RefundFieldRefusal } from '@/lib/schemas/refund';
import { refuseChangingReportedRefund } from './reported-refund';
import { formatNaira } from '@/lib/money';

// What a refund does to its order and customer (docs/architecture.md section 4,
// docs/decisions/0009-refunds-and-customer-totals.md), in the transaction that creates, edits or
// deletes it:
// - the ceiling (docs/decisions/0044-refunds-capped-by-money-received.md): a refund that is
//   not rejected may not take more than the money received on its order (succeeded payments)
//   less its other refunds that are not rejected (pending, approved and processed ones all hold
//   money back; a rejected one returns nothing). Money never received cannot go back, so an unpaid order has
//   nothing to refund. The order row is locked first, so two admins refunding the same order
//   at once are counted one after the other;
// - a refund that becomes processed takes its amount off the customer's total spent, and
//   gives it back when it stops being processed (edited or deleted). Refunds of a cancelled
//   order do not touch it: a cancelled order no longer counts towards the totals at all;
// - the order's payment status is derived again from its ledger (src/server/payments/ledger.ts,
//   its one writer): refunded once processed refunds give back all that was received;
// - a refund an e-invoice credit note names keeps its order, amount and status (reported-refund.ts).

export type RefundState = { orderId: string | null; amountKobo: number; status: RefundStatus };

/** Locks the orders a refund change touches, always in id order so two changes never deadlock. */
export async function lockRefundOrders(tx: Transaction, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  const locked = new Map<string, LockedOrder>();
  for (const id of wanted) {
    const order = await lockOrder(tx, id);
    if (order) locked.set(id, order);
  }
  return locked;
}

/** The order's refunds that hold money back (all but rejected ones), leaving one refund out. */
export async function heldBackKobo(tx: Transaction, orderId: string, exceptRefundId: string | null) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'rejected'), exceptRefundId ? ne(refunds.id, exceptRefundId) : undefined));
  return Number(row?.total ?? 0);
}

export function refuse(message: string, field: 'amount' | 'orderId') {
  return new ActionError<RefundFieldRefusal>(message, { fieldErrors: { [field]: [message] } });
}

/** Why a refund does not fit in the money received, for the refusal message. */
export function ceilingMessage(orderNumber: string, receivedKobo: number, leftKobo: number) {
  if (receivedKobo <= 0) return `Nothing has been received on ${orderNumber}, so there is nothing to refund.`;
  return leftKobo > 0
    ? `This refund would exceed what was received on ${orderNumber} less its other refunds: at most ${formatNaira(leftKobo)}.`
    : `Nothing is left to refund on ${orderNumber}: earlier refunds already cover the ${formatNaira(receivedKobo)} received.`;
}

/** Refuses `amountKobo` when it does not fit in the order's money received less its other refunds (`exceptRefundId` left out). */
export async function refuseOverCeiling(tx: Transaction, order: { id: string; orderNumber: string }, amountKobo: number, exceptRefundId: string | null) {
  const { receivedKobo } = await ledgerSums(tx, order.id);
  const leftKobo = receivedKobo - (await heldBackKobo(tx, order.id, exceptRefundId));
  if (amountKobo > leftKobo) throw refuse(ceilingMessage(order.orderNumber, receivedKobo, leftKobo), 'amount');
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
  const locked = await lockRefundOrders(tx, [before?.orderId, after?.orderId]);
  if (refundId && before) await refuseChangingReportedRefund(tx, refundId, before, after);

  if (after?.orderId) {
    const order = locked.get(after.orderId);
    if (!order) throw refuse('That order no longer exists. Choose another order.', 'orderId');
    if (after.status !== 'rejected') await refuseOverCeiling(tx, order, after.amountKobo, refundId);
  }

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

  for (const order of locked.values()) await updateDerivedPaymentStatus(tx, order);
  return result;
}
