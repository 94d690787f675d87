import { formatLongDate } from '@/lib/dates';
import { paymentMethodLabel } from '@/lib/payment-labels';
import type { RefundStatus } from '@/lib/constants';
import type { Receipt } from './receipt';
import { paymentSteps, type PaymentKind, type ReceiptPaymentRow } from './payment-steps';

// The payments part of an order's (final) receipt (docs/decisions/0012-receipts-and-vat.md):
// every payment received, each reversal as a line of its own, every processed refund, oldest
// first, then what was paid, refunded and is still owed, summed as the ledger sums them
// (src/server/payments/ledger.ts). Pure, like buildReceipt.

export type ReceiptRefundRow = { id: string; amountKobo: number; status: RefundStatus; reason: string; updatedAt: Date };

export type HistoryEntry = {
  kind: PaymentKind | 'reversal' | 'refund';
  /** 'Deposit (P1)', 'Balance (P2), reversed', 'Reversal of P2', 'Refund': P<n> ends the payment's receipt number. */
  description: string;
  date: string;
  /** The payment method; empty for a refund. */
  method: string;
  /** Negative for a reversal or a refund. */
  amountKobo: number;
};

export type PaymentHistory = {
  entries: HistoryEntry[];
  /** Money received: succeeded payments less their reversals. */
  paidKobo: number;
  /** Processed refunds. */
  refundedKobo: number;
  /** Still owed: the total less money received, never below zero. */
  balanceKobo: number;
};

/** The order's receipt with its payments: what /receipts/<order number> prints. */
/** `einvoice`: the IRN and QR code of the order's e-invoice at MBS (qr null while it waits to be signed). */
export type FinalReceipt = Receipt & { history: PaymentHistory; einvoice?: { irn: string; qr: string | null } | null };

const KIND_LABELS: Record<PaymentKind, string> = { deposit: 'Deposit', balance: 'Balance', payment: 'Payment' };

export function buildPaymentHistory(
  order: { totalAmountKobo: number; depositKobo: number | null },
  payments: readonly ReceiptPaymentRow[],
  refunds: readonly ReceiptRefundRow[],
): PaymentHistory {
  const steps = paymentSteps(order, payments);
  // Short: the table has room for 'P2', and the receipt's own number is <order number>-P2.
  const numbers = new Map(steps.map((step) => [step.payment.id, `P${step.number}`]));
  const dated: { at: Date; entry: HistoryEntry }[] = [];
  for (const step of steps) {
    const { payment } = step;
    const description = `${KIND_LABELS[step.kind]} (${numbers.get(payment.id)})${step.reversal ? ', reversed' : ''}`;
    dated.push({ at: payment.paidAt ?? payment.createdAt, entry: { kind: step.kind, description, date: '', method: paymentMethodLabel(payment.method), amountKobo: payment.amountKobo } });
  }
  for (const reversal of payments.filter((row) => row.status === 'succeeded' && row.reversesPaymentId !== null)) {
    const reversed = numbers.get(reversal.reversesPaymentId!);
    dated.push({
      at: reversal.paidAt ?? reversal.createdAt,
      entry: { kind: 'reversal', description: reversed ? `Reversal of ${reversed}` : 'Reversal', date: '', method: paymentMethodLabel(reversal.method), amountKobo: reversal.amountKobo },
    });
  }
  const processed = refunds.filter((refund) => refund.status === 'processed');
  // A refund is processed on the day of its last change (as the dashboard counts it).
  for (const refund of processed) dated.push({ at: refund.updatedAt, entry: { kind: 'refund', description: 'Refund', date: '', method: '', amountKobo: -refund.amountKobo } });

  const paidKobo = payments.reduce((sum, row) => (row.status === 'succeeded' ? sum + row.amountKobo : sum), 0);
  const refundedKobo = processed.reduce((sum, refund) => sum + refund.amountKobo, 0);
  return {
    // Stable: sort keeps rows of the same moment in the order they were added (payments first).
    entries: dated.sort((a, b) => a.at.getTime() - b.at.getTime()).map(({ at, entry }) => ({ ...entry, date: formatLongDate(at) })),
    paidKobo,
    refundedKobo,
    balanceKobo: Math.max(0, order.totalAmountKobo - paidKobo),
  };
}
