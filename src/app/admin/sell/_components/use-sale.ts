'use client';
import { useState } from 'react';
import { SHOWROOM_LIMITS, type ShowroomPaymentMethod } from '@/lib/schemas/showroom-sale';
import type { PieceToSell } from '@/server/pos/sell-reads';
import { maxQuantity, pieceTitle, type CustomerChoice, type DiscountChoice, type PaymentDraft, type SaleLineDraft } from './sale-state';

let paymentKeys = 0;
const newPayment = (method: ShowroomPaymentMethod = 'cash'): PaymentDraft => ({ key: `payment-${(paymentKeys += 1)}`, method, amount: '', reference: '' });

/**
 * The sale being built on the Sell screen: its pieces, buyer, discount, deposit and payments.
 * `onChange` runs on every edit (the screen clears the last refusal, which no longer applies).
 */
export function useSale(onChange: () => void) {
  const [lines, setLines] = useState<SaleLineDraft[]>([]);
  const [customer, setCustomerState] = useState<CustomerChoice>({ kind: 'walk_in' });
  const [discount, setDiscountState] = useState<DiscountChoice>({ kind: 'none' });
  const [deposit, setDepositState] = useState(false);
  const [payments, setPayments] = useState<PaymentDraft[]>(() => [newPayment()]);

  const edit =
    <Value>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      onChange();
    };

  /** Adds one of `piece` (or one more); a message when the sale already holds all there are. */
  function add(piece: PieceToSell): string | null {
    const held = lines.find((line) => line.piece.variantId === piece.variantId);
    const most = maxQuantity(piece);
    if ((held?.quantity ?? 0) >= most) return most === 0 ? `${pieceTitle(piece)} is out of stock everywhere.` : `All ${most} of ${pieceTitle(piece)} in stock are in this sale.`;
    if (!held && lines.length >= SHOWROOM_LIMITS.lines) return `A sale holds at most ${SHOWROOM_LIMITS.lines} pieces.`;
    setLines(held ? lines.map((line) => (line === held ? { piece, quantity: line.quantity + 1 } : line)) : [...lines, { piece, quantity: 1 }]);
    onChange();
    return null;
  }

  const setQuantity = edit((change: { variantId: string; quantity: number }) =>
    setLines((current) =>
      change.quantity <= 0
        ? current.filter((line) => line.piece.variantId !== change.variantId)
        : current.map((line) => (line.piece.variantId === change.variantId ? { ...line, quantity: Math.min(change.quantity, maxQuantity(line.piece)) } : line)),
    ),
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
    setDiscountState({ kind: 'none' });
    setDepositState(false);
    setPayments([newPayment()]);
    onChange();
  }

  return {
    lines,
    customer,
    discount,
    deposit,
    payments,
    add,
    setQuantity,
    setCustomer: edit(setCustomerState),
    setDiscount: edit(setDiscountState),
    setDeposit: edit(setDepositState),
    updatePayment,
    addPayment,
    removePayment,
    reset,
  };
}

export type Sale = ReturnType<typeof useSale>;
