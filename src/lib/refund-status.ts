import type { StatusTone } from './order-status';

// The colours of refund statuses (spec section 4): pending yellow, approved green, rejected
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
