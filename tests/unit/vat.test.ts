import { describe, expect, it } from 'vitest';
import {
  formatVatRatePercent,
  MAX_VAT_RATE_BASIS_POINTS,
  parseVatRatePercent,
  splitVat,
  vatBreakdown,
  vatContainedKobo,
} from '@/lib/vat';

// The VAT contained in VAT-inclusive prices (docs/decisions/0012-receipts-and-vat.md), checked
// against known figures and, over many amounts, against the exact fraction worked out here in
// BigInt by a different formula.

/** gross × rate / (10000 + rate) as an exact fraction, rounded half up: floor((2p + q) / 2q). */
function exactHalfUp(gross: bigint, rate: bigint): bigint {
  const p = gross * rate;
  const q = 10_000n + rate;
  return (2n * p + q) / (2n * q);
}

/** The rounded value is within half a kobo of the exact fraction, and a tie went up. */
function isNearestHalfUp(gross: bigint, rate: bigint, vat: bigint): boolean {
  const p = gross * rate;
  const q = 10_000n + rate;
  const twiceError = 2n * (vat * q - p); // 2q × (vat − exact)
  return twiceError > -q && twiceError <= q;
}

/** A small seeded generator, so a failure names amounts that can be tried again. */
function seededRandom(seed: bigint) {
  let state = seed;
  return (below: bigint) => {
    state = (state * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
    return (state >> 11n) % below;
  };
}

describe('vatContainedKobo', () => {
  it('gives the VAT in known VAT-inclusive prices at 7.5%', () => {
    expect(vatContainedKobo(10_750, 750)).toBe(750); // ₦107.50 holds exactly ₦7.50
    expect(vatContainedKobo(45_000_000, 750)).toBe(3_139_535); // ₦450,000 holds ₦31,395.348… → ₦31,395.35
    expect(vatContainedKobo(100, 750)).toBe(7); // 6.976… kobo
    expect(vatContainedKobo(107, 750)).toBe(7); // 7.465… kobo rounds down
    expect(vatContainedKobo(0, 750)).toBe(0);
    expect(vatContainedKobo(45_000_000, 0)).toBe(0);
  });

  it('rounds an exact half up, not to even and not down', () => {
    // At 20%, VAT is gross / 6: 3 → 0.5, 9 → 1.5, 15 → 2.5 kobo.
    expect(vatContainedKobo(3, 2_000)).toBe(1);
    expect(vatContainedKobo(9, 2_000)).toBe(2);
    expect(vatContainedKobo(15, 2_000)).toBe(3);
    expect(vatContainedKobo(2, 2_000)).toBe(0); // 0.333…
    expect(vatContainedKobo(4, 2_000)).toBe(1); // 0.666…
  });

  it('rounds a credit like the same amount charged, so a half goes away from zero', () => {
    expect(vatContainedKobo(-3, 2_000)).toBe(-1);
    expect(vatContainedKobo(-15, 2_000)).toBe(-3);
    expect(vatContainedKobo(-45_000_000, 750)).toBe(-3_139_535);
  });

  it('refuses money that is not whole kobo and rates outside 0 to 50% in whole basis points', () => {
    expect(() => vatContainedKobo(12.5, 750)).toThrow(TypeError);
    expect(() => vatContainedKobo(Number.MAX_SAFE_INTEGER + 1, 750)).toThrow(TypeError);
    for (const rate of [-1, 7.5, MAX_VAT_RATE_BASIS_POINTS + 1, Number.NaN]) {
      expect(() => vatContainedKobo(100, rate), String(rate)).toThrow(RangeError);
    }
  });

  it('matches the exact fraction for every amount from 0 to ₦2,000 at 7.5%', () => {
    const mismatches: number[] = [];
    for (let gross = 0; gross <= 200_000; gross += 1) {
      const vat = vatContainedKobo(gross, 750);
      if (BigInt(vat) !== exactHalfUp(BigInt(gross), 750n) || !isNearestHalfUp(BigInt(gross), 750n, BigInt(vat))) mismatches.push(gross);
    }
    expect(mismatches).toEqual([]);
  });

  it('matches the exact fraction for every amount to ₦200 at other rates, halves included', () => {
    const mismatches: string[] = [];
    for (const rate of [0, 1, 500, 1_000, 2_000, 2_500, 3_333, MAX_VAT_RATE_BASIS_POINTS]) {
      for (let gross = 0; gross <= 20_000; gross += 1) {
        const vat = vatContainedKobo(gross, rate);
        if (BigInt(vat) !== exactHalfUp(BigInt(gross), BigInt(rate))) mismatches.push(`${gross}@${rate}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('matches the exact fraction for random large amounts at random rates, and VAT + net = gross', () => {
    const random = seededRandom(20_260_750n);
    const mismatches: string[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const gross = random(BigInt(Number.MAX_SAFE_INTEGER) + 1n);
      const rate = random(BigInt(MAX_VAT_RATE_BASIS_POINTS) + 1n);
      const split = splitVat(Number(gross), Number(rate));
      const ok =
        BigInt(split.vatKobo) === exactHalfUp(gross, rate) &&
        isNearestHalfUp(gross, rate, BigInt(split.vatKobo)) &&
        BigInt(split.vatKobo) + BigInt(split.netKobo) === gross &&
        split.netKobo >= 0;
      if (!ok) mismatches.push(`${gross}@${rate}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('vatBreakdown', () => {
  it('works out VAT per line and totals the rounded lines', () => {
    // Two sofas at ₦450,000, a cushion at ₦1.00 and ₦25,000 delivery, at 7.5%.
    const breakdown = vatBreakdown([90_000_000, 100, 2_500_000], 750);
    expect(breakdown.lines.map((line) => line.vatKobo)).toEqual([6_279_070, 7, 174_419]);
    expect(breakdown.totalVatKobo).toBe(6_279_070 + 7 + 174_419);
    expect(breakdown.totalGrossKobo).toBe(92_500_100);
    expect(breakdown.totalNetKobo + breakdown.totalVatKobo).toBe(breakdown.totalGrossKobo);
    for (const line of breakdown.lines) expect(line.netKobo + line.vatKobo).toBe(line.grossKobo);
  });

  it('sums the lines even where VAT on the total would round differently', () => {
    // Three lines of 3 kobo at 20% hold 0.5 each: 1 + 1 + 1 on the lines, 1.5 → 2 on the total.
    const breakdown = vatBreakdown([3, 3, 3], 2_000);
    expect(breakdown.totalVatKobo).toBe(3);
    expect(vatContainedKobo(9, 2_000)).toBe(2);
  });

  it('is all zeros without lines or at a zero rate', () => {
    expect(vatBreakdown([], 750)).toEqual({ lines: [], totalVatKobo: 0, totalNetKobo: 0, totalGrossKobo: 0 });
    expect(vatBreakdown([45_000_000], 0).totalVatKobo).toBe(0);
  });
});

describe('the rate as a percent', () => {
  it('shows basis points as a person writes the percent', () => {
    expect(formatVatRatePercent(750)).toBe('7.5');
    expect(formatVatRatePercent(1_000)).toBe('10');
    expect(formatVatRatePercent(725)).toBe('7.25');
    expect(formatVatRatePercent(5)).toBe('0.05');
    expect(formatVatRatePercent(0)).toBe('0');
    expect(formatVatRatePercent(MAX_VAT_RATE_BASIS_POINTS)).toBe('50');
  });

  it.each([
    ['7.5', 750],
    ['7.50', 750],
    [' 7.5 % ', 750],
    ['07.5', 750],
    ['10', 1_000],
    ['0.05', 5],
    ['0', 0],
    ['50', 5_000],
  ])('reads %j as %i basis points', (input, expected) => {
    expect(parseVatRatePercent(input)).toBe(expected);
  });

  it.each(['', 'abc', '7,5', '7.555', '.5', '-1', '50.01', '51', '100', '7.5.0', '1e1'])('refuses %j', (input) => {
    expect(parseVatRatePercent(input)).toBeNull();
  });

  it('reads back every rate it shows', () => {
    const lost: number[] = [];
    for (let rate = 0; rate <= MAX_VAT_RATE_BASIS_POINTS; rate += 1) {
      if (parseVatRatePercent(formatVatRatePercent(rate)) !== rate) lost.push(rate);
    }
    expect(lost).toEqual([]);
  });
});
