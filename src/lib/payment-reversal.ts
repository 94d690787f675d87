import type { PaymentMethod, PaymentRecordStatus } from './constants';

// Which payments an admin may reverse (docs/decisions/0044-refunds-capped-by-money-received.md): money an admin
// recorded or confirmed by hand (cash or POS, a manual payment, a bank transfer confirmed from
// its proof) that counts as received, when it is not itself a reversal and has not been
// reversed yet. Paystack's money is Paystack's word and goes back only as a refund. Shared by the
// reverse action (the rule) and the Orders screen's ledger (where the button shows).

type ReversibleFields = {
  method: PaymentMethod;
  status: PaymentRecordStatus;
  /** Who confirmed or recorded it: set for money an admin handled. */
  confirmedBy: string | null;
  reversesPaymentId: string | null;
  /** A reversal row of this payment exists. */
  reversed: boolean;
};

/** Why this payment cannot be reversed, or null when it can. */
export function reversalRefusal(payment: ReversibleFields): string | null {
  if (payment.reversesPaymentId) return 'This is a reversal; it cannot be reversed in turn.';
  if (payment.reversed) return 'This payment was already reversed.';
  if (payment.method === 'paystack') return 'Money taken through Paystack goes back as a refund, not a reversal.';
  if (payment.status !== 'succeeded') return 'Only money received can be reversed.';
  if (!payment.confirmedBy) return 'Only a payment an admin recorded or confirmed can be reversed.';
  return null;
}
