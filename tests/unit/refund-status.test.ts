import { describe, expect, it } from 'vitest';
import { PAYSTACK_REFUND_SENT, refundCreatedMessage, refundSourceLabel } from '@/lib/refund-status';

// What the admin reads about a new refund and where its money comes back from
// (src/server/refunds/refund-shares.ts): one refund per payment of an order paid in parts.

describe('refundCreatedMessage', () => {
  it('says a single refund was created, or sent to Paystack', () => {
    expect(refundCreatedMessage({ ids: ['a'], sentToPaystack: false })).toBe('Refund created successfully');
    expect(refundCreatedMessage({ ids: ['a'], sentToPaystack: true })).toBe(PAYSTACK_REFUND_SENT);
  });

  it('says a refund was split, one per payment, and that Paystack’s part waits for Paystack', () => {
    expect(refundCreatedMessage({ ids: ['a', 'b'], sentToPaystack: false })).toBe('Refund split into 2 refunds, one for each payment it comes back from.');
    expect(refundCreatedMessage({ ids: ['a', 'b'], sentToPaystack: true })).toBe(
      'Refund split into 2 refunds, one for each payment it comes back from. Paystack’s part was sent to Paystack and waits for its confirmation.',
    );
  });
});

describe('refundSourceLabel', () => {
  it('names the payment by its method and reference, and nothing for a refund of the order as a whole', () => {
    expect(refundSourceLabel({ method: 'paystack', reference: 'ORD-20261125-0001-ab12cd34ef' })).toBe('From Paystack payment ORD-20261125-0001-ab12cd34ef');
    expect(refundSourceLabel({ method: 'bank_transfer', reference: null })).toBe('From Bank transfer payment');
    expect(refundSourceLabel({ method: null, reference: null })).toBeNull();
  });
});
