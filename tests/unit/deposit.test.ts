import { describe, expect, it } from 'vitest';
import { depositForLines, depositPercentFor, percentOfKobo } from '@/lib/deposit';
import { amountDue, derivePaymentStatus } from '@/server/payments/ledger';

// The arithmetic of deposits (docs/decisions/0035-deposits-and-balances.md), in integer kobo.

describe('percentOfKobo', () => {
  it('rounds half a kobo up and anything less down', () => {
    expect(percentOfKobo(333_333_33, 50)).toBe(166_666_67); // 16,666,666.5
    expect(percentOfKobo(333_333_33, 30)).toBe(100_000_00); // 9,999,999.9
    expect(percentOfKobo(101, 10)).toBe(10); // 10.1
    expect(percentOfKobo(5, 10)).toBe(1); // 0.5
  });
});

describe('depositPercentFor', () => {
  const shop = 50;
  it('takes the shop default for made-to-order pieces only, or the product’s own terms', () => {
    expect(depositPercentFor({ paymentTerms: 'shop_default', depositPercent: null, madeToOrder: true }, shop)).toBe(50);
    expect(depositPercentFor({ paymentTerms: 'shop_default', depositPercent: null, madeToOrder: false }, shop)).toBeNull();
    expect(depositPercentFor({ paymentTerms: 'deposit', depositPercent: 30, madeToOrder: false }, shop)).toBe(30);
    expect(depositPercentFor({ paymentTerms: 'full', depositPercent: null, madeToOrder: true }, shop)).toBeNull();
  });
});

describe('depositForLines', () => {
  it('adds each deposit line’s share to the lines paid whole, and is null when nothing takes a deposit or it would be the whole total', () => {
    expect(depositForLines([{ totalKobo: 1000, depositPercent: 50 }, { totalKobo: 300, depositPercent: null }], 1500)).toBe(800);
    expect(depositForLines([{ totalKobo: 1000, depositPercent: null }], 1000)).toBeNull();
    expect(depositForLines([{ totalKobo: 0, depositPercent: 50 }], 0)).toBeNull();
  });
});

describe('the ledger’s steps', () => {
  const order = { totalAmountKobo: 1000, depositKobo: 400 };
  it('asks for the deposit (or the whole) first, then only the balance, then nothing', () => {
    expect(amountDue(order, { receivedKobo: 0, refundedKobo: 0 })).toEqual({ step: 'deposit', nextKobo: 400, acceptedKobo: [400, 1000] });
    expect(amountDue(order, { receivedKobo: 400, refundedKobo: 0 })).toEqual({ step: 'balance', nextKobo: 600, acceptedKobo: [600] });
    expect(amountDue(order, { receivedKobo: 1000, refundedKobo: 0 })).toBeNull();
    expect(amountDue({ totalAmountKobo: 1000, depositKobo: null }, { receivedKobo: 0, refundedKobo: 0 })).toEqual({ step: 'balance', nextKobo: 1000, acceptedKobo: [1000] });
  });

  it('reads deposit paid between pending and paid', () => {
    expect(derivePaymentStatus(1000, { receivedKobo: 399, refundedKobo: 0 }, 400)).toBe('pending');
    expect(derivePaymentStatus(1000, { receivedKobo: 400, refundedKobo: 0 }, 400)).toBe('deposit_paid');
    expect(derivePaymentStatus(1000, { receivedKobo: 1000, refundedKobo: 0 }, 400)).toBe('paid');
    expect(derivePaymentStatus(1000, { receivedKobo: 400, refundedKobo: 400 }, 400)).toBe('refunded');
  });
});
