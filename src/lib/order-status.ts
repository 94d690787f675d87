// The colours of order and payment statuses (docs/product.md section 4), shared by My Account and
// the admin orders screen. Values outside the lists (old data, a typo in the database)
// fall back to grey rather than breaking the page.

export type StatusTone = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'grey';

const ORDER_STATUS_TONES: Record<string, StatusTone> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

const PAYMENT_STATUS_TONES: Record<string, StatusTone> = {
  pending: 'yellow',
  deposit_paid: 'blue',
  paid: 'green',
  failed: 'red',
  refunded: 'grey',
};

export function orderStatusTone(status: string | null | undefined): StatusTone {
  return (status && Object.hasOwn(ORDER_STATUS_TONES, status) ? ORDER_STATUS_TONES[status] : undefined) ?? 'grey';
}

export function paymentStatusTone(status: string | null | undefined): StatusTone {
  return (status && Object.hasOwn(PAYMENT_STATUS_TONES, status) ? PAYMENT_STATUS_TONES[status] : undefined) ?? 'grey';
}

/** 'pending' -> 'Pending'; a missing value reads 'Unknown'. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}
