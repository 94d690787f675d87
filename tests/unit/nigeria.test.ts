import { describe, expect, it } from 'vitest';
import { NIGERIAN_STATES, isNigerianPhone } from '@/lib/nigeria';

describe('Nigerian phone numbers', () => {
  it('takes +234 or 0 followed by ten digits, with spaces, dashes or brackets', () => {
    for (const phone of ['08031234567', '0803 123 4567', '0803-123-4567', '+2348031234567', '+234 803 123 4567', '+234 (803) 123 4567']) {
      expect(isNigerianPhone(phone), phone).toBe(true);
    }
  });

  it('refuses other lengths, other countries and letters', () => {
    for (const phone of ['0803123456', '080312345678', '8031234567', '+1 212 555 0100', '+44 7700 900123', '0803 123 456a', '']) {
      expect(isNigerianPhone(phone), phone).toBe(false);
    }
  });
});

describe('states', () => {
  it('lists the 36 states and the Federal Capital Territory once each', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES).size).toBe(37);
    expect(NIGERIAN_STATES).toContain('Federal Capital Territory');
  });
});
