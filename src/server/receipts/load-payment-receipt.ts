import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { orderReceiptSource } from './load-receipt';
import { receiptPaymentRows } from './ledger-rows';
import { buildPaymentReceipt, PAYMENT_RECEIPT_TITLES, type PaymentReceipt } from './payment-receipt';
import { offersPaymentReceipts, paymentReceiptNumber, paymentSteps } from './payment-steps';

// The receipts of an order's payments (docs/decisions/0012-receipts-and-vat.md, "Payment
// receipts"), made on demand from the stored order and its ledger like the order's receipt.
// Nothing here checks who asks: the route and the pages have (receiptOrderIdFor, the order page).

/** The receipt of one payment received for this order; null for any other payment id. */
export async function paymentReceiptFor(orderId: string, paymentId: string): Promise<PaymentReceipt | null> {
  const [source, payments] = await Promise.all([orderReceiptSource(orderId), receiptPaymentRows(orderId)]);
  if (!source) return null;
  return buildPaymentReceipt({ order: source.receipt, depositKobo: source.depositKobo, depositPolicy: source.depositPolicy, payments }, paymentId);
}

export type PaymentReceiptLink = { paymentId: string; invoiceNumber: string; title: string; amountKobo: number; paidAt: Date; reversed: boolean };

/**
 * The payment receipts the order's owner is offered, oldest first: one per payment received, on
 * a deposit order or one paid in several payments; none for an order paid in full in one go,
 * whose order receipt says it all.
 */
export async function paymentReceiptLinks(orderId: string): Promise<PaymentReceiptLink[]> {
  const [[order], payments] = await Promise.all([
    db.select({ orderNumber: orders.orderNumber, totalAmountKobo: orders.totalAmountKobo, depositKobo: orders.depositKobo }).from(orders).where(eq(orders.id, orderId)),
    receiptPaymentRows(orderId),
  ]);
  if (!order) return [];
  const steps = paymentSteps(order, payments);
  if (!offersPaymentReceipts(order, steps)) return [];
  return steps.map(({ payment, number, kind, reversal }) => ({
    paymentId: payment.id,
    invoiceNumber: paymentReceiptNumber(order.orderNumber, number),
    title: PAYMENT_RECEIPT_TITLES[kind],
    amountKobo: payment.amountKobo,
    paidAt: payment.paidAt ?? payment.createdAt,
    reversed: reversal !== null,
  }));
}
