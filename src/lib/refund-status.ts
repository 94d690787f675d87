import type { StatusTone } from './order-status';

// The colours of refund statuses (docs/product.md section 4): pending yellow, approved green, rejected
// red, processed blue. Anything else (old data) is grey, as for orders.

const REFUND_STATUS_TONES: Record<string, StatusTone> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  processed: 'blue',
};

export function refundStatusTone(status: string | null | undefined): StatusTone {
  return (status && Object.hasOwn(REFUND_STATUS_TONES, status) ? REFUND_STATUS_TONES[status] : undefined) ?? 'grey';
}

/** Said to the admin once a refund has gone back through Paystack (src/server/payments/paystack/refund-payout.ts). */
export const PAYSTACK_REFUND_SENT = 'Refund sent to Paystack, waiting for confirmation';

/** What the admin reads about a refund Paystack holds, by the state Paystack last reported; null for other refunds. */
export function paystackRefundNote(paystackStatus: string | null | undefined): string | null {
  if (!paystackStatus) return null;
  if (paystackStatus === 'processed') return 'Refunded through Paystack.';
  if (paystackStatus === 'failed') return 'Paystack could not make this refund. Delete it, or save it as processed to send it again.';
  if (paystackStatus === 'needs-attention') return 'Paystack needs the customer’s bank details: finish it in the Paystack dashboard.';
  return PAYSTACK_REFUND_SENT;
}
