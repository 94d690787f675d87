import 'server-only';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { payments, refunds } from '@/server/db/schema';
import type { PaymentMethod } from '@/lib/constants';
import { formatNaira } from '@/lib/money';
import { refuse, refuseOverCeiling } from './refund-ledger';

// Which payment a refund's money comes back from (docs/decisions/0051-refunds-split-across-payments.md).
// An order may be paid in several parts (a deposit and its balance, docs/decisions/0035-deposits-and-balances.md),
// each by its own method: a refund is split across the payments, newest first (the last money in is
// the first out), each share up to what is left on its payment, and each share is a refund row that
// names its payment. So a Paystack share goes back against that payment's own transaction, and a
// share of money taken another way is recorded by hand. Read under the order's row lock, taken by
// every refund change first, so the room read here is the room written against.

/** A received payment of the order and what is left to refund on it. */
export type PaymentRoom = {
  paymentId: string;
  method: PaymentMethod;
  /** Paystack: our reference of the transaction, which its refund names. */
  reference: string | null;
  /** When the money came in, to name the payment to people. */
  receivedAt: Date;
  roomKobo: number;
};

/** One part of a refund: what comes back from one payment. */
export type RefundShare = { payment: PaymentRoom; amountKobo: number };

/**
 * The order's received payments, newest first, each with its amount less its reversal and less the
 * refunds that hold money back from it (all but rejected ones), `exceptRefundId` left out. A refund
 * of no particular payment (recorded before refunds were split), or one a reversal left larger than
 * its payment, takes its room from the payments in the same order, so the rooms always add up to
 * the order's ceiling: the money received less its refunds that are not rejected.
 */
async function paymentRooms(tx: Transaction, orderId: string, exceptRefundId: string | null): Promise<PaymentRoom[]> {
  const received = await tx
    .select({
      paymentId: payments.id,
      method: payments.method,
      reference: payments.providerReference,
      receivedAt: sql<Date>`coalesce(${payments.paidAt}, ${payments.createdAt})`.mapWith(payments.createdAt),
      amountKobo: payments.amountKobo,
      reversedKobo: sql<string>`coalesce((select sum(r.amount_kobo) from payments r where r.reverses_payment_id = ${payments.id} and r.status = 'succeeded'), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), isNull(payments.reversesPaymentId)))
    .orderBy(desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`), desc(payments.id));
  const heldBack = await tx
    .select({ paymentId: refunds.paymentId, kobo: sql<string>`sum(${refunds.amountKobo})` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'rejected'), exceptRefundId ? ne(refunds.id, exceptRefundId) : undefined))
    .groupBy(refunds.paymentId);
  const heldBy = new Map(heldBack.map((row) => [row.paymentId, Number(row.kobo)]));

  const rooms = received.map(({ reversedKobo, amountKobo, ...payment }) => ({
    ...payment,
    roomKobo: amountKobo + Number(reversedKobo) - (heldBy.get(payment.paymentId) ?? 0),
  }));
  // What no payment's own room can carry: refunds of the order as a whole, and what a payment's
  // refunds exceed it by; taken from the payments newest first.
  let unplacedKobo = (heldBy.get(null) ?? 0) + rooms.reduce((sum, room) => sum + Math.max(0, -room.roomKobo), 0);
  for (const room of rooms) {
    const taken = Math.min(Math.max(0, room.roomKobo), unplacedKobo);
    room.roomKobo = Math.max(0, room.roomKobo) - taken;
    unplacedKobo -= taken;
  }
  return rooms;
}

/** `amountKobo` split across `rooms` in their order, each share up to its room; null when they cannot carry it all. */
function splitAcrossPayments(amountKobo: number, rooms: readonly PaymentRoom[]): RefundShare[] | null {
  const shares: RefundShare[] = [];
  let leftKobo = amountKobo;
  for (const payment of rooms) {
    if (leftKobo === 0) break;
    const share = Math.min(payment.roomKobo, leftKobo);
    if (share > 0) shares.push({ payment, amountKobo: share });
    leftKobo -= share;
  }
  return leftKobo === 0 ? shares : null;
}

type RefundedOrder = { id: string; orderNumber: string };

/** A new refund's shares, one per payment it comes back from; refused when the order's ceiling cannot take it. */
export async function splitRefund(tx: Transaction, order: RefundedOrder, amountKobo: number): Promise<RefundShare[]> {
  await refuseOverCeiling(tx, order, amountKobo, null);
  // Within the ceiling the rooms carry it all: they add up to it (paymentRooms).
  return splitAcrossPayments(amountKobo, await paymentRooms(tx, order.id, null))!;
}

/**
 * The one payment an edited refund comes back from: its own payment while that still has room for
 * the amount, else the newest payment that has. A refund row is one share, so an amount no single
 * payment can carry is refused, with the most one payment can give back.
 */
export async function paymentForEdit(
  tx: Transaction,
  order: RefundedOrder,
  refund: { id: string; paymentId: string | null; amountKobo: number },
): Promise<PaymentRoom> {
  await refuseOverCeiling(tx, order, refund.amountKobo, refund.id);
  const rooms = await paymentRooms(tx, order.id, refund.id);
  const fits = (room: PaymentRoom) => room.roomKobo >= refund.amountKobo;
  const chosen = rooms.find((room) => room.paymentId === refund.paymentId && fits(room)) ?? rooms.find(fits);
  if (chosen) return chosen;
  const mostKobo = Math.max(0, ...rooms.map((room) => room.roomKobo));
  throw refuse(
    `A refund comes back from one payment, and at most ${formatNaira(mostKobo)} is left on any one payment of ${order.orderNumber}. ` +
      'Lower this amount and create another refund for the rest: a new refund is split across the payments.',
    'amount',
  );
}
