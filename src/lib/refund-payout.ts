// How a refund's money went back to the customer (docs/decisions/0074-how-a-refund-went-back.md): cash handed
// over at one of the shop's locations, a bank transfer, or Paystack (recorded on its own when the refund goes
// back through Paystack). Only cash at a location comes out of that location's drawer.

export const REFUND_PAYOUT_METHODS = ['cash', 'bank_transfer', 'paystack'] as const;
export type RefundPayoutMethod = (typeof REFUND_PAYOUT_METHODS)[number];

export const REFUND_PAYOUT_LABELS: Record<RefundPayoutMethod, string> = {
  cash: 'Cash at a location',
  bank_transfer: 'Bank transfer',
  paystack: 'Paystack',
};

/** 'Cash at Lekki showroom', 'Bank transfer', 'Paystack': how a refund went back, for the Refunds list; null before it has. */
export function payoutText(refund: { payoutMethod: RefundPayoutMethod | null; payoutLocationName: string | null }): string | null {
  if (!refund.payoutMethod) return null;
  if (refund.payoutMethod === 'cash') return refund.payoutLocationName ? `Cash at ${refund.payoutLocationName}` : 'Cash';
  return REFUND_PAYOUT_LABELS[refund.payoutMethod];
}
