'use client';
import { useState } from 'react';
import { SHOWROOM_LIMITS, type ShowroomPaymentMethod } from '@/lib/schemas/showroom-sale';
import type { PieceToSell } from '@/server/pos/sell-reads';
import type { BusinessAsTyped } from '@/components/business-buyer-fields';
import type { MeasureAsTyped } from '@/lib/staff-pricing';
import { maxQuantity, NO_BUSINESS, pieceTitle, type CustomerChoice, type DiscountChoice, type PaymentDraft, type SaleLineDraft } from './sale-state';

let keys = 0;
const newKey = (kind: string) => `${kind}-${(keys += 1)}`;
const newPayment = (method: ShowroomPaymentMethod = 'cash'): PaymentDraft => ({ key: newKey('payment'), method, amount: '', reference: '' });

/**
 * The sale being built on the Sell screen: its pieces, buyer, discount, deposit and payments.
 * `onChange` runs on every edit (the screen clears the last refusal, which no longer applies).
 */
export function useSale(onChange: () => void) {
  const [lines, setLines] = useState<SaleLineDraft[]>([]);
  const [customer, setCustomerState] = useState<CustomerChoice>({ kind: 'walk_in' });
  const [business, setBusinessState] = useState<BusinessAsTyped>(NO_BUSINESS);
  const [discount, setDiscountState] = useState<DiscountChoice>({ kind: 'none' });
  const [deposit, setDepositState] = useState(false);
  const [payments, setPayments] = useState<PaymentDraft[]>(() => [newPayment()]);

  const edit =
    <Value>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      onChange();
    };

  /**
   * Adds one of `piece` (or one more); a message when the sale already holds all there are. A piece made
   * to measure is a new line each time, for its width and drop (one window's curtains each).
   */
  function add(piece: PieceToSell): string | null {
    const held = piece.madeToMeasure ? undefined : lines.find((line) => line.piece.variantId === piece.variantId);
    const most = maxQuantity(piece);
    if ((held?.quantity ?? 0) >= most) return most === 0 ? `${pieceTitle(piece)} is out of stock everywhere.` : `All ${most} of ${pieceTitle(piece)} in stock are in this sale.`;
    if (!held && lines.length >= SHOWROOM_LIMITS.lines) return `A sale holds at most ${SHOWROOM_LIMITS.lines} pieces.`;
    const measure: MeasureAsTyped | null = piece.madeToMeasure ? { widthCm: '', dropCm: '', lined: false } : null;
    setLines(held ? lines.map((line) => (line === held ? { ...line, piece, quantity: line.quantity + 1 } : line)) : [...lines, { key: newKey('line'), piece, quantity: 1, measure }]);
    onChange();
    return null;
  }

  const setQuantity = edit((change: { key: string; quantity: number }) =>
    setLines((current) =>
      change.quantity <= 0
        ? current.filter((line) => line.key !== change.key)
        : current.map((line) => (line.key === change.key ? { ...line, quantity: Math.min(change.quantity, maxQuantity(line.piece)) } : line)),
    ),
  );

  const setMeasure = edit(({ key, ...size }: { key: string } & Partial<MeasureAsTyped>) =>
    setLines((current) => current.map((line) => (line.key === key && line.measure ? { ...line, measure: { ...line.measure, ...size } } : line))),
  );

  const updatePayment = edit((change: { key: string } & Partial<Omit<PaymentDraft, 'key'>>) =>
    setPayments((current) => current.map((payment) => (payment.key === change.key ? { ...payment, ...change } : payment))),
  );
  const removePayment = edit((key: string) => setPayments((current) => current.filter((payment) => payment.key !== key)));

  /** A second payment is most often the rest by transfer. */
  function addPayment() {
    setPayments((current) => (current.length < SHOWROOM_LIMITS.payments ? [...current, newPayment(current.length === 0 ? 'cash' : 'bank_transfer')] : current));
    onChange();
  }

  function reset() {
    setLines([]);
    setCustomerState({ kind: 'walk_in' });
    setBusinessState(NO_BUSINESS);
    setDiscountState({ kind: 'none' });
    setDepositState(false);
    setPayments([newPayment()]);
    onChange();
  }

  return {
    lines,
    customer,
    business,
    discount,
    deposit,
    payments,
    add,
    setQuantity,
    setMeasure,
    setCustomer: edit(setCustomerState),
    setBusiness: edit(setBusinessState),
    setDiscount: edit(setDiscountState),
    setDeposit: edit(setDepositState),
    updatePayment,
    addPayment,
    removePayment,
    reset,
  };
}

export type Sale = ReturnType<typeof useSale>;
