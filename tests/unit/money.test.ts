import { describe, expect, it } from 'vitest';
import { formatNaira, formatNairaWithKobo } from '@/lib/money';
import { koboToDecimalString, parseNairaToKobo } from '@/lib/money-input';

describe('formatNaira', () => {
  it('shows whole naira with the ₦ symbol and thousands grouping, no decimals', () => {
    expect(formatNaira(45_000_000)).toBe('₦450,000');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(100)).toBe('₦1');
    expect(formatNaira(123_456_789_00)).toBe('₦123,456,789');
  });

  it('shows kobo with two digits when there are any', () => {
    expect(formatNaira(125_050)).toBe('₦1,250.50');
    expect(formatNaira(125_005)).toBe('₦1,250.05');
    expect(formatNaira(199)).toBe('₦1.99');
    expect(formatNaira(1)).toBe('₦0.01');
  });

  it('shows a negative amount with its minus sign, under ₦1 too', () => {
    expect(formatNaira(-50)).toBe('-₦0.50');
    expect(formatNaira(-1)).toBe('-₦0.01');
    expect(formatNaira(-100)).toBe('-₦1');
    expect(formatNaira(-125_050)).toBe('-₦1,250.50');
    expect(formatNaira(-45_000_000)).toBe('-₦450,000');
  });

  it('refuses anything that is not whole kobo', () => {
    expect(() => formatNaira(12.5)).toThrow(TypeError);
    expect(() => formatNaira(Number.NaN)).toThrow(TypeError);
  });
});

describe('parseNairaToKobo', () => {
  it.each([
    ['450000', 45_000_000],
    ['1250.5', 125_050],
    ['1250.50', 125_050],
    ['1,250.50', 125_050],
    ['₦1,250.50', 125_050],
    [' 99.99 ', 9_999],
    ['0.01', 1],
    ['0', 0],
    ['12.', null],
  ])('parses %j to %j kobo', (input, expected) => {
    expect(parseNairaToKobo(input)).toBe(expected);
  });

  it.each(['', 'abc', '-5', '1.234', '1e5', '12..5', '₦'])('rejects %j', (input) => {
    expect(parseNairaToKobo(input)).toBeNull();
  });

  it('never goes through floats: 0.29 and 1.15 stay exact', () => {
    expect(parseNairaToKobo('0.29')).toBe(29);
    expect(parseNairaToKobo('1.15')).toBe(115);
    expect(parseNairaToKobo('19.99')).toBe(1_999);
  });
});

describe('koboToDecimalString', () => {
  it('gives form fields a plain decimal', () => {
    expect(koboToDecimalString(125_050)).toBe('1250.50');
    expect(koboToDecimalString(45_000_000)).toBe('450000');
    expect(koboToDecimalString(5)).toBe('0.05');
  });

  it('round-trips with parseNairaToKobo', () => {
    for (const kobo of [0, 1, 99, 100, 125_050, 45_000_000]) {
      expect(parseNairaToKobo(koboToDecimalString(kobo))).toBe(kobo);
    }
  });
});

describe('formatNairaWithKobo', () => {
  it('always shows two kobo digits, with thousands grouping', () => {
    expect(formatNairaWithKobo(45_000_000)).toBe('₦450,000.00');
    expect(formatNairaWithKobo(125_005)).toBe('₦1,250.05');
    expect(formatNairaWithKobo(1)).toBe('₦0.01');
    expect(formatNairaWithKobo(0)).toBe('₦0.00');
    expect(formatNairaWithKobo(900_719_925_474_099)).toBe('₦9,007,199,254,740.99');
    expect(formatNairaWithKobo(-3_139_535)).toBe('-₦31,395.35');
  });

  it('refuses anything that is not whole kobo', () => {
    expect(() => formatNairaWithKobo(0.5)).toThrow(TypeError);
  });
});
