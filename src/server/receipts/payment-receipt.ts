import 'server-only';
import { formatLongDate } from '@/lib/dates';
import { paymentMethodLabel } from '@/lib/payment-labels';
import { vatContainedKobo } from '@/lib/vat';
import type { Receipt } from './receipt';
import { paymentReceiptNumber, paymentSteps, type PaymentKind, type PaymentStep, type ReceiptPaymentRow } from './payment-steps';

// What the receipt of one payment says (docs/decisions/0012-receipts-and-vat.md, "Payment
// receipts"), worked out from the order's receipt and its payment rows alone, so it is tested
// without reading a PDF: which payment it is, the money received and the VAT in it, what was
// paid before and what is still owed, and, on a deposit, the shop's deposit policy.

export const PAYMENT_RECEIPT_TITLES: Record<PaymentKind, string> = {
  deposit: 'Deposit receipt',
  balance: 'Balance receipt',
  payment: 'Payment receipt',
};

export type PaymentReceipt = {
  kind: PaymentKind;
  /** 'Deposit receipt', 'Balance receipt' or 'Payment receipt'. */
  title: string;
  /** '<order number>-P<n>'. */
  invoiceNumber: string;
  /** The day the money was received, in Lagos. */
  date: string;
  /** The order it pays, for reference: supplier, buyer, lines and totals as on the order's receipt. */
  order: Receipt;
  method: string;
  reference: string | null;
  amountKobo: number;
  /** The VAT contained in the money received; null for a shop that is not VAT registered. */
  vat: { rateBasisPoints: number; kobo: number } | null;
  paidBeforeKobo: number;
  owedAfterKobo: number;
  /** The shop's deposit policy, on a deposit receipt when the shop has one. */
  depositPolicy: string | null;
  /** Set once an admin reversed this payment: it no longer counts towards the order. */
  reversed: { date: string; reason: string | null } | null;
};

export type PaymentReceiptSource = {
  order: Receipt;
  depositKobo: number | null;
  depositPolicy: string | null;
  payments: readonly ReceiptPaymentRow[];
};

/** The receipt of this step of the order (its number, step and figures from paymentSteps). */
function paymentReceiptOf(source: PaymentReceiptSource, step: PaymentStep): PaymentReceipt {
  const { order } = source;
  const { payment, kind, reversal } = step;
  const policy = source.depositPolicy?.trim();
  return {
    kind,
    title: PAYMENT_RECEIPT_TITLES[kind],
    invoiceNumber: paymentReceiptNumber(order.invoiceNumber, step.number),
    date: formatLongDate(payment.paidAt ?? payment.createdAt),
    order,
    method: paymentMethodLabel(payment.method),
    reference: payment.reference,
    amountKobo: payment.amountKobo,
    // Prices include VAT, so money paid towards them contains VAT at the shop's rate: the VAT
    // in this payment is amount × rate / (10000 + rate), rounded half up to the kobo
    // (src/lib/vat.ts), on the amount received as one figure. It is not shared out over the
    // order's lines: a deposit is a payment on account of the whole order, and the VAT falls
    // due on money as it is received. The order's own receipt keeps its VAT per line, so the VAT
    // of its payment receipts may differ from the order's VAT total by a kobo or two of rounding.
    vat: order.vat ? { rateBasisPoints: order.vat.rateBasisPoints, kobo: vatContainedKobo(payment.amountKobo, order.vat.rateBasisPoints) } : null,
    paidBeforeKobo: step.paidBeforeKobo,
    owedAfterKobo: step.owedAfterKobo,
    depositPolicy: kind === 'deposit' && policy ? policy : null,
    reversed: reversal ? { date: formatLongDate(reversal.paidAt ?? reversal.createdAt), reason: reversal.reason } : null,
  };
}

/**
 * The receipt of one payment of the order: a payment received (succeeded, not itself a
 * reversal). Null for anything else: an attempt, money held for review or refused, a reversal,
 * or a payment of another order.
 */
export function buildPaymentReceipt(source: PaymentReceiptSource, paymentId: string): PaymentReceipt | null {
  const step = paymentSteps({ totalAmountKobo: source.order.totalKobo, depositKobo: source.depositKobo }, source.payments).find(
    (candidate) => candidate.payment.id === paymentId,
  );
  return step ? paymentReceiptOf(source, step) : null;
}
