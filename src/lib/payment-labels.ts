import type { StatusTone } from './order-status';

// How the ledger's payments read to people (docs/decisions/0013-payments-ledger.md): the method's
// name and the colour of a payment's own status. Values outside the lists (old data) read as they
// are stored, in grey, rather than breaking the page.

const METHOD_LABELS: Record<string, string> = {
  paystack: 'Paystack',
  bank_transfer: 'Bank transfer',
  pay_on_delivery: 'Pay on delivery',
  manual: 'Recorded by hand',
};

/** 'bank_transfer' -> 'Bank transfer'. */
export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return 'Not chosen';
  return (Object.hasOwn(METHOD_LABELS, method) ? METHOD_LABELS[method] : undefined) ?? method;
}

const PAYMENT_RECORD_TONES: Record<string, StatusTone> = {
  pending: 'yellow',
  succeeded: 'green',
  failed: 'red',
  needs_review: 'purple',
};

export function paymentRecordTone(status: string | null | undefined): StatusTone {
  return (status && Object.hasOwn(PAYMENT_RECORD_TONES, status) ? PAYMENT_RECORD_TONES[status] : undefined) ?? 'grey';
}
