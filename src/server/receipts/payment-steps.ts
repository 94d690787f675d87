import type { PaymentMethod, PaymentRecordStatus } from '@/lib/constants';

// An order's payments as its receipts tell them (docs/decisions/0012-receipts-and-vat.md,
// "Payment receipts"): each payment's receipt number, which step of the order it paid (deposit,
// balance, or simply a payment), what had been received before it and what was still owed after
// it. Pure: worked out from the payment rows alone, for the payment receipts and the final one.

export type ReceiptPaymentRow = {
  id: string;
  method: PaymentMethod;
  status: PaymentRecordStatus;
  amountKobo: number;
  /** Paystack's reference for the attempt, or the POS or teller reference an admin typed. */
  reference: string | null;
  /** When the shop recorded the money (confirmPayment); null for attempts never settled. */
  paidAt: Date | null;
  createdAt: Date;
  /** Set on a reversal: the payment it undoes (its amount is that one's, negative). */
  reversesPaymentId: string | null;
  reason: string | null;
};

export type PaymentKind = 'deposit' | 'balance' | 'payment';

export type PaymentStep = {
  payment: ReceiptPaymentRow;
  /** n of the receipt number <order number>-P<n>. */
  number: number;
  kind: PaymentKind;
  /** Money received before this payment (less reversals made before it). */
  paidBeforeKobo: number;
  /** What the order still owed once this payment was in. */
  owedAfterKobo: number;
  /** The reversal that undid this payment, if an admin reversed it. */
  reversal: ReceiptPaymentRow | null;
};

const when = (row: ReceiptPaymentRow) => row.paidAt ?? row.createdAt;
const chronological = (a: ReceiptPaymentRow, b: ReceiptPaymentRow) => when(a).getTime() - when(b).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Receipt numbers, stable for ever: every payment the shop recorded money for (received, or
 * held for review), reversals aside, numbered in the order the money was recorded. paid_at is
 * written once, at "now" under the order's lock, and payment rows are never deleted, so a new
 * payment only ever takes the next number; money held for review and then refused keeps its
 * number without a receipt (a gap that says so).
 */
export function receiptNumbers(rows: readonly ReceiptPaymentRow[]): Map<string, number> {
  const recorded = rows.filter((row) => row.reversesPaymentId === null && (row.paidAt !== null || row.status === 'succeeded')).sort(chronological);
  return new Map(recorded.map((row, index) => [row.id, index + 1]));
}

/**
 * Which step a payment paid: on an order with a deposit, money in while the deposit was still
 * short pays the deposit (unless it paid the whole order at once), money after it the balance.
 * An order paid in full has plain payments.
 */
export function paymentKind(order: { totalAmountKobo: number; depositKobo: number | null }, paidBeforeKobo: number, amountKobo: number): PaymentKind {
  if (order.depositKobo === null) return 'payment';
  if (paidBeforeKobo >= order.depositKobo) return 'balance';
  return paidBeforeKobo + amountKobo >= order.totalAmountKobo ? 'payment' : 'deposit';
}

/**
 * Every received payment of the order with its receipt's figures, in the order the money came
 * in. The running sum counts succeeded rows as the ledger does (a reversal is a negative row), so
 * "paid before" is what the ledger said when the payment arrived.
 */
export function paymentSteps(order: { totalAmountKobo: number; depositKobo: number | null }, rows: readonly ReceiptPaymentRow[]): PaymentStep[] {
  const numbers = receiptNumbers(rows);
  const reversals = new Map(rows.filter((row) => row.reversesPaymentId !== null && row.status === 'succeeded').map((row) => [row.reversesPaymentId!, row]));
  const steps: PaymentStep[] = [];
  let receivedKobo = 0;
  for (const row of rows.filter((r) => r.status === 'succeeded').sort(chronological)) {
    const number = numbers.get(row.id);
    if (row.reversesPaymentId === null && number !== undefined && row.amountKobo > 0) {
      const paidAfter = receivedKobo + row.amountKobo;
      steps.push({
        payment: row,
        number,
        kind: paymentKind(order, receivedKobo, row.amountKobo),
        paidBeforeKobo: receivedKobo,
        owedAfterKobo: Math.max(0, order.totalAmountKobo - paidAfter),
        reversal: reversals.get(row.id) ?? null,
      });
    }
    receivedKobo += row.amountKobo;
  }
  return steps;
}

/** '<order number>-P<n>': a payment receipt's invoice number. */
export function paymentReceiptNumber(orderNumber: string, number: number): string {
  return `${orderNumber}-P${number}`;
}

/**
 * Whether the shopper is offered a receipt per payment: on a deposit order, or once an order was
 * paid in more than one payment. An order paid in full in one go has its order receipt only.
 */
export function offersPaymentReceipts(order: { depositKobo: number | null }, steps: readonly PaymentStep[]): boolean {
  return steps.length > 0 && (order.depositKobo !== null || steps.length > 1);
}
