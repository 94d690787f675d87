import type { StatusTone } from './order-status';
import { paymentMethodLabel } from './payment-labels';

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

/** Said to the admin once a new refund is saved: split across the order's payments, it is one refund per payment. */
export function refundCreatedMessage(saved: { ids: readonly string[]; sentToPaystack: boolean }): string {
  if (saved.ids.length === 1) return saved.sentToPaystack ? PAYSTACK_REFUND_SENT : 'Refund created successfully';
  const split = `Refund split into ${saved.ids.length} refunds, one for each payment it comes back from.`;
  return saved.sentToPaystack ? `${split} Paystack’s part was sent to Paystack and waits for its confirmation.` : split;
}

/**
 * The payment a refund comes back from, as the admin reads it (src/server/refunds/refund-shares.ts):
 * 'From Paystack payment ORD-…', 'From Bank transfer payment'; null for a refund of the order as a
 * whole (recorded before refunds were split) or one rejected.
 */
export function refundSourceLabel(payment: { method: string | null; reference: string | null }): string | null {
  if (!payment.method) return null;
  return `From ${paymentMethodLabel(payment.method)} payment${payment.reference ? ` ${payment.reference}` : ''}`;
}
