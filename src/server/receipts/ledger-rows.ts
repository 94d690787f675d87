import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { payments, refunds } from '@/server/db/schema';
import type { ReceiptPaymentRow } from './payment-steps';
import type { ReceiptRefundRow } from './payment-history';

// The ledger rows an order's receipts are made from (docs/decisions/0013-payments-ledger.md):
// all its payment rows (attempts too: the receipt numbering decides what counts) and its refunds.

export async function receiptPaymentRows(orderId: string): Promise<ReceiptPaymentRow[]> {
  return db
    .select({
      id: payments.id,
      method: payments.method,
      status: payments.status,
      amountKobo: payments.amountKobo,
      reference: payments.providerReference,
      paidAt: payments.paidAt,
      createdAt: payments.createdAt,
      reversesPaymentId: payments.reversesPaymentId,
      reason: payments.reason,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function receiptRefundRows(orderId: string): Promise<ReceiptRefundRow[]> {
  return db
    .select({ id: refunds.id, amountKobo: refunds.amountKobo, status: refunds.status, reason: refunds.reason, updatedAt: refunds.updatedAt })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.updatedAt), asc(refunds.id));
}
