import { describe, expect, it } from 'vitest';
import { offersPaymentReceipts, paymentKind, paymentSteps, receiptNumbers, type ReceiptPaymentRow } from '@/server/receipts/payment-steps';

// Which payment a receipt is for and what it says of the order's money, worked out from the
// payment rows alone (docs/decisions/0012-receipts-and-vat.md, "Payment receipts").

let seq = 0;
function row(values: Partial<ReceiptPaymentRow> & { amountKobo: number; at: string }): ReceiptPaymentRow {
  seq += 1;
  const { at, ...rest } = values;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    method: 'bank_transfer',
    status: 'succeeded',
    reference: null,
    paidAt: new Date(at),
    createdAt: new Date(at),
    reversesPaymentId: null,
    reason: null,
    ...rest,
  };
}

const DEPOSIT_ORDER = { totalAmountKobo: 1_000_00, depositKobo: 300_00 };

describe('receipt numbers', () => {
  it('count money the shop recorded, in the order it was recorded: attempts and reversals take none', () => {
    const attempt = row({ amountKobo: 300_00, at: '2026-10-01T09:00:00Z', status: 'pending', paidAt: null });
    const failed = row({ amountKobo: 300_00, at: '2026-10-01T09:05:00Z', status: 'failed', paidAt: null });
    const deposit = row({ amountKobo: 300_00, at: '2026-10-01T10:00:00Z' });
    const reversal = row({ amountKobo: -300_00, at: '2026-10-02T10:00:00Z', reversesPaymentId: deposit.id });
    const held = row({ amountKobo: 250_00, at: '2026-10-03T10:00:00Z', status: 'needs_review' });
    const balance = row({ amountKobo: 700_00, at: '2026-10-04T10:00:00Z' });
    const numbers = receiptNumbers([balance, reversal, held, failed, deposit, attempt]);
    expect([...numbers.entries()]).toEqual([
      [deposit.id, 1],
      [held.id, 2],
      [balance.id, 3],
    ]);
  });

  it('do not move when money held for review is accepted later: it keeps the number it was recorded under', () => {
    const held = row({ amountKobo: 300_00, at: '2026-10-01T10:00:00Z', status: 'needs_review' });
    const later = row({ amountKobo: 700_00, at: '2026-10-02T10:00:00Z' });
    const before = receiptNumbers([held, later]);
    const after = receiptNumbers([{ ...held, status: 'succeeded' }, later]);
    expect(after).toEqual(before);
  });
});

describe('payment steps', () => {
  it('a deposit then the balance: what was paid before and is owed after each', () => {
    const deposit = row({ amountKobo: 300_00, at: '2026-10-01T10:00:00Z' });
    const balance = row({ amountKobo: 700_00, at: '2026-10-05T10:00:00Z' });
    const steps = paymentSteps(DEPOSIT_ORDER, [balance, deposit]);
    expect(steps.map(({ number, kind, paidBeforeKobo, owedAfterKobo }) => ({ number, kind, paidBeforeKobo, owedAfterKobo }))).toEqual([
      { number: 1, kind: 'deposit', paidBeforeKobo: 0, owedAfterKobo: 700_00 },
      { number: 2, kind: 'balance', paidBeforeKobo: 300_00, owedAfterKobo: 0 },
    ]);
    expect(offersPaymentReceipts(DEPOSIT_ORDER, steps)).toBe(true);
  });

  it('a reversed deposit paid again: the reversal counts from when it was made, the new money pays the deposit again', () => {
    const first = row({ amountKobo: 300_00, at: '2026-10-01T10:00:00Z' });
    const reversal = row({ amountKobo: -300_00, at: '2026-10-02T10:00:00Z', reversesPaymentId: first.id });
    const again = row({ amountKobo: 300_00, at: '2026-10-03T10:00:00Z' });
    const steps = paymentSteps(DEPOSIT_ORDER, [first, reversal, again]);
    expect(steps.map(({ number, kind, paidBeforeKobo, reversal: r }) => ({ number, kind, paidBeforeKobo, reversed: r?.id ?? null }))).toEqual([
      { number: 1, kind: 'deposit', paidBeforeKobo: 0, reversed: reversal.id },
      { number: 2, kind: 'deposit', paidBeforeKobo: 0, reversed: null },
    ]);
  });

  it('the title follows the step: part of the deposit is a deposit, the whole order at once a payment', () => {
    expect(paymentKind(DEPOSIT_ORDER, 0, 100_00)).toBe('deposit');
    expect(paymentKind(DEPOSIT_ORDER, 100_00, 200_00)).toBe('deposit');
    expect(paymentKind(DEPOSIT_ORDER, 300_00, 100_00)).toBe('balance');
    expect(paymentKind(DEPOSIT_ORDER, 0, 1_000_00)).toBe('payment');
    expect(paymentKind({ totalAmountKobo: 1_000_00, depositKobo: null }, 0, 400_00)).toBe('payment');
  });

  it('an order paid in full in one go keeps its order receipt alone; paid in parts, each part has one', () => {
    const order = { totalAmountKobo: 1_000_00, depositKobo: null };
    const once = paymentSteps(order, [row({ amountKobo: 1_000_00, at: '2026-10-01T10:00:00Z' })]);
    expect(offersPaymentReceipts(order, once)).toBe(false);
    const parts = paymentSteps(order, [row({ amountKobo: 400_00, at: '2026-10-01T10:00:00Z' }), row({ amountKobo: 600_00, at: '2026-10-02T10:00:00Z' })]);
    expect(parts.map((step) => [step.kind, step.owedAfterKobo])).toEqual([
      ['payment', 600_00],
      ['payment', 0],
    ]);
    expect(offersPaymentReceipts(order, parts)).toBe(true);
    expect(offersPaymentReceipts(order, [])).toBe(false);
  });
});
