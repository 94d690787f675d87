// Value added tax on a receipt (docs/decisions/0012-receipts-and-vat.md). Shop prices already
// include VAT, so a receipt states the VAT *contained* in each amount:
//
//   VAT = gross × rate / (10000 + rate)      (rate in basis points: 7.5% = 750)
//
// computed per line on the line's amount and on the delivery fee, in BigInt, and rounded to
// the kobo by one rule only: half up (to the nearest kobo, a half away from zero). The totals
// are the sums of the rounded lines, so every figure printed adds up to the figures beside it.

/** 100% in basis points. */
export const BASIS_POINTS_PER_WHOLE = 10_000;
/** The highest rate the settings accept (50%), as the database also checks. */
export const MAX_VAT_RATE_BASIS_POINTS = 5_000;

function checkKobo(kobo: number) {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`Money must be whole kobo, got ${kobo}`);
}

function checkRate(rate: number) {
  if (!Number.isInteger(rate) || rate < 0 || rate > MAX_VAT_RATE_BASIS_POINTS) {
    throw new RangeError(`A VAT rate must be whole basis points from 0 to ${MAX_VAT_RATE_BASIS_POINTS}, got ${rate}`);
  }
}

/** numerator / denominator (both ≥ 0, denominator > 0) rounded half up. */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

/** The VAT contained in a VAT-inclusive amount, in kobo, rounded half up. */
export function vatContainedKobo(grossKobo: number, rateBasisPoints: number): number {
  checkKobo(grossKobo);
  checkRate(rateBasisPoints);
  // A negative amount (a credit) mirrors a positive one, so a half rounds away from zero.
  const sign = grossKobo < 0 ? -1n : 1n;
  const gross = BigInt(grossKobo) * sign;
  const rate = BigInt(rateBasisPoints);
  const vat = divideRoundingHalfUp(gross * rate, BigInt(BASIS_POINTS_PER_WHOLE) + rate);
  // |vat| ≤ |gross|, so it is a safe integer again.
  return Number(vat * sign);
}

export type VatSplit = { grossKobo: number; vatKobo: number; netKobo: number };

/** One amount split into the VAT it contains and the rest: net + VAT = gross, always. */
export function splitVat(grossKobo: number, rateBasisPoints: number): VatSplit {
  const vatKobo = vatContainedKobo(grossKobo, rateBasisPoints);
  return { grossKobo, vatKobo, netKobo: grossKobo - vatKobo };
}

export type VatBreakdown = { lines: VatSplit[]; totalVatKobo: number; totalNetKobo: number; totalGrossKobo: number };

/** Each amount's own VAT, and totals that are the sums of those rounded lines. */
export function vatBreakdown(grossAmountsKobo: readonly number[], rateBasisPoints: number): VatBreakdown {
  const lines = grossAmountsKobo.map((gross) => splitVat(gross, rateBasisPoints));
  const sum = (pick: (line: VatSplit) => number) => {
    const total = lines.reduce((acc, line) => acc + pick(line), 0);
    checkKobo(total);
    return total;
  };
  return { lines, totalVatKobo: sum((l) => l.vatKobo), totalNetKobo: sum((l) => l.netKobo), totalGrossKobo: sum((l) => l.grossKobo) };
}

/** 750 -> '7.5', 1000 -> '10', 725 -> '7.25': the rate as a person types and reads it. */
export function formatVatRatePercent(rateBasisPoints: number): string {
  checkRate(rateBasisPoints);
  const whole = Math.trunc(rateBasisPoints / 100);
  const hundredths = String(rateBasisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return hundredths ? `${whole}.${hundredths}` : String(whole);
}

const PERCENT = /^(\d{1,2})(?:\.(\d{1,2}))?$/;

/** '7.5' (or '7.5%', '7.50') -> 750 basis points, without floats; null if it is not a rate from 0 to 50%. */
export function parseVatRatePercent(input: string): number | null {
  const match = PERCENT.exec(input.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const rate = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return rate <= MAX_VAT_RATE_BASIS_POINTS ? rate : null;
}
