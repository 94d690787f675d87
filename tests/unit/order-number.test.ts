import { describe, expect, it } from 'vitest';
import { newOrderNumber } from '@/server/orders/order-number';

describe('order numbers', () => {
  it('carry the Lagos date and six readable characters', () => {
    // 23:30 UTC on 31 December is already 1 January in Lagos (UTC+1).
    expect(newOrderNumber(new Date('2026-12-31T23:30:00Z'))).toMatch(/^ORD-20270101-[2-9A-HJ-NP-Z]{6}$/);
  });
});
