import type { PaymentStatus } from './constants';

// The 'Update Order Status' dialog keeps its payment status select, but an order's payment status
// now follows its ledger (docs/decisions/0013-payments-ledger.md): choosing Paid records the
// balance as money received by hand; the others cannot be chosen, only derived. Shared by the
// dialog (which explains it) and the action (which enforces it).

/** Whether the select may move from `current` to `next`. */
export function paymentStatusChoiceAllowed(current: PaymentStatus, next: PaymentStatus) {
  return next === current || (next === 'paid' && current !== 'refunded');
}

export const PAYMENT_STATUS_FOLLOWS_LEDGER =
  'Payment status follows the order’s payments and refunds: record money or settle a payment in Order Details, and refunds on the Refunds screen.';
