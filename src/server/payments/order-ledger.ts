import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/server/db/client';
import { payments, refunds, users } from '@/server/db/schema';
import type { OrderStatus, PaymentMethod, PaymentRecordStatus, RefundStatus } from '@/lib/constants';
import { reversalRefusal } from '@/lib/payment-reversal';
import { balanceKobo, sumLedger } from './ledger';

// The ledger of each order on the admin's Orders page (docs/decisions/0013-payments-ledger.md):
// every payment and every refund with who handled it, and the sums derived from them. Read for
// one page of orders at a time, in two queries. A reversal (money recorded by mistake, undone)
// is a payment row of its own with a negative amount; the payment it reverses says who reversed
// it, when and why. Nothing here checks who is asking: the Orders
// page's query (listAdminOrders) has checked for an admin before it calls this.

export type LedgerPayment = {
  id: string;
  method: PaymentMethod;
  status: PaymentRecordStatus;
  amountKobo: number;
  /** Paystack's reference for the attempt, or the POS or teller reference an admin typed. */
  reference: string | null;
  /** How Paystack was paid (card, bank, ussd...). */
  channel: string | null;
  /** Why it needs review or was rejected, and the admin's note when resolved. */
  reason: string | null;
  /** The shopper uploaded proof of the transfer (served by /api/payments/proofs/{id}). */
  hasProof: boolean;
  /** The order was cancelled when this money came in. */
  arrivedLate: boolean;
  /** The admin who confirmed or recorded it; null for Paystack's word. */
  confirmedBy: string | null;
  /** Started (pending, failed) or settled (succeeded, needs review). */
  createdAt: Date;
  paidAt: Date | null;
  /** Set on a reversal: the payment it undoes (this row's amount is that one's, negative). */
  reversesPaymentId: string | null;
  /** Set on a payment that was reversed: by whom (null once that account is gone), when and why. */
  reversedBy: { name: string | null; at: Date; reason: string | null } | null;
  /** An admin may reverse it (src/lib/payment-reversal.ts). */
  reversible: boolean;
};

export type LedgerRefund = {
  id: string;
  amountKobo: number;
  status: RefundStatus;
  reason: string;
  processedBy: string | null;
  /** Sent back through Paystack's refund API, with the state Paystack last reported. */
  paystackStatus: string | null;
  /** The payment it comes back from (src/server/refunds/refund-shares.ts); null for a refund of the order as a whole. */
  paymentId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type OrderLedger = {
  payments: LedgerPayment[];
  refunds: LedgerRefund[];
  receivedKobo: number;
  refundedKobo: number;
  /** Still owed: the total less money received. */
  balanceKobo: number;
  /** A cancelled order's money not yet given back (late money, or a paid order cancelled). */
  refundDueKobo: number;
};

type LedgerOrder = { id: string; totalAmountKobo: number; status: OrderStatus };

const confirmers = alias(users, 'confirmers');
const processors = alias(users, 'processors');

/** The ledgers of these orders, by order id; an order with no payments or refunds has an empty one. */
export async function readOrderLedgers(orders: LedgerOrder[]): Promise<Map<string, OrderLedger>> {
  const ids = orders.map((order) => order.id);
  const [paymentRows, refundRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              orderId: payments.orderId,
              id: payments.id,
              method: payments.method,
              status: payments.status,
              amountKobo: payments.amountKobo,
              reference: payments.providerReference,
              channel: payments.channel,
              reason: payments.reason,
              proofKey: payments.proofKey,
              arrivedLate: payments.arrivedLate,
              confirmedBy: confirmers.name,
              confirmedById: payments.confirmedBy,
              createdAt: payments.createdAt,
              paidAt: payments.paidAt,
              reversesPaymentId: payments.reversesPaymentId,
            })
            .from(payments)
            .leftJoin(confirmers, eq(confirmers.id, payments.confirmedBy))
            .where(inArray(payments.orderId, ids))
            .orderBy(asc(payments.createdAt), asc(payments.id)),
          db
            .select({
              orderId: refunds.orderId,
              id: refunds.id,
              amountKobo: refunds.amountKobo,
              status: refunds.status,
              reason: refunds.reason,
              processedBy: processors.name,
              paystackStatus: refunds.paystackStatus,
              paymentId: refunds.paymentId,
              createdAt: refunds.createdAt,
              updatedAt: refunds.updatedAt,
            })
            .from(refunds)
            .leftJoin(processors, eq(processors.id, refunds.processedBy))
            .where(inArray(refunds.orderId, ids))
            .orderBy(asc(refunds.createdAt), asc(refunds.id)),
        ]);

  const paymentsByOrder = groupByOrder(withReversals(paymentRows));
  const refundsByOrder = groupByOrder(refundRows);
  const ledgers = new Map<string, OrderLedger>();
  for (const order of orders) {
    const orderPayments = paymentsByOrder.get(order.id) ?? [];
    const orderRefunds = refundsByOrder.get(order.id) ?? [];
    const sums = sumLedger(orderPayments, orderRefunds);
    ledgers.set(order.id, {
      payments: orderPayments,
      refunds: orderRefunds,
      ...sums,
      balanceKobo: balanceKobo(order.totalAmountKobo, sums),
      refundDueKobo: order.status === 'cancelled' ? Math.max(0, sums.receivedKobo - sums.refundedKobo) : 0,
    });
  }
  return ledgers;
}

type PaymentRow = Omit<LedgerPayment, 'hasProof' | 'reversedBy' | 'reversible'> & {
  orderId: string | null;
  proofKey: string | null;
  confirmedById: string | null;
};

/** Each payment as the ledger shows it: a reversed one names its reversal's admin, time and reason. */
function withReversals(rows: PaymentRow[]): (LedgerPayment & { orderId: string | null })[] {
  const reversals = new Map(rows.filter((row) => row.reversesPaymentId).map((row) => [row.reversesPaymentId!, row]));
  return rows.map(({ proofKey, confirmedById, ...row }) => {
    const reversal = reversals.get(row.id);
    return {
      ...row,
      hasProof: proofKey !== null,
      reversedBy: reversal ? { name: reversal.confirmedBy, at: reversal.paidAt ?? reversal.createdAt, reason: reversal.reason } : null,
      reversible: reversalRefusal({ ...row, confirmedBy: confirmedById, reversed: reversal !== undefined }) === null,
    };
  });
}

/** Rows by their order, each list keeping the rows' order; the order id itself is dropped. */
function groupByOrder<Row extends { orderId: string | null }>(rows: Row[]): Map<string, Omit<Row, 'orderId'>[]> {
  const grouped = new Map<string, Omit<Row, 'orderId'>[]>();
  for (const { orderId, ...row } of rows) {
    if (!orderId) continue;
    const list = grouped.get(orderId);
    if (list) list.push(row);
    else grouped.set(orderId, [row]);
  }
  return grouped;
}
