import type { DISCOUNT_KINDS } from './discount-kinds';

// What a discount code takes off an order (docs/decisions/0038-discount-codes.md). Pure integer
// arithmetic shared by checkout's summary (through the server's delivery price) and the order's transaction,
// so the saving shown is the saving charged:
// - a percentage of the lines it applies to, rounded UP to the kobo (the customer's favour);
// - a fixed amount, at most those lines' total;
// - free delivery: exactly the delivery fee, and nothing off the lines.
// Only free delivery touches the fee. The saving is shared out over the lines it applies to in
// proportion to their totals, so no line goes below zero and a deposit can be worked out on what
// each line really costs (src/server/sales/deposit-terms.ts).

export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What the code says, as the database stores it. */
export type DiscountTerms = {
  kind: DiscountKind;
  /** Percentage codes: 1250 = 12.5%. */
  percentBasisPoints: number | null;
  /** Fixed codes: the amount off, in kobo. */
  amountKobo: number | null;
  /**
   * Empty (all three): every piece. Otherwise only lines of these products (whichever variant), of
   * these variants, or of these categories count.
   */
  productIds: readonly string[];
  variantIds: readonly string[];
  categorySlugs: readonly string[];
};

/** `variantId`: the variant the line buys (checkout and the order always know it). */
export type DiscountLine = { productId: string; variantId?: string | null; category: string | null; totalKobo: number };

export type DiscountAmount = {
  /** Everything taken off the order: the lines' share plus the delivery fee for free delivery. */
  discountKobo: number;
  /** Each line's share, in the order given. */
  lineDiscountsKobo: number[];
  deliveryDiscountKobo: number;
  /** The total of the lines the code applies to. */
  eligibleSubtotalKobo: number;
};

const BASIS_POINTS = 10_000n;

/** Whether the code is limited to some pieces (else it applies to every line). */
export const isLimited = (terms: Pick<DiscountTerms, 'productIds' | 'variantIds' | 'categorySlugs'>) =>
  terms.productIds.length > 0 || terms.variantIds.length > 0 || terms.categorySlugs.length > 0;

/** Whether the code applies to this line (a code limited to nothing applies to every line). */
export function lineIsEligible(terms: Pick<DiscountTerms, 'productIds' | 'variantIds' | 'categorySlugs'>, line: Pick<DiscountLine, 'productId' | 'variantId' | 'category'>) {
  if (!isLimited(terms)) return true;
  return (
    terms.productIds.includes(line.productId) ||
    (line.variantId != null && terms.variantIds.includes(line.variantId)) ||
    (line.category !== null && terms.categorySlugs.includes(line.category))
  );
}

/** percent of an amount rounded up to the kobo, in BigInt (amounts times basis points outgrow a double). */
function percentRoundedUp(amountKobo: number, basisPoints: number): number {
  const product = BigInt(amountKobo) * BigInt(basisPoints);
  return Number((product + BASIS_POINTS - 1n) / BASIS_POINTS);
}

/**
 * `amount` shared over `totals` in proportion (largest remainder), never more than a line's own
 * total: every share is floor(amount × total / sum), and the kobo left go one each to the lines
 * with the largest remainders. Equal remainders go by `keys` (the lines' product ids), not by
 * position: checkout's delivery price and the order list a cart's lines in different orders, and a deposit
 * worked out from the shares must come out the same in both.
 */
export function shareOut(amountKobo: number, totals: readonly number[], keys: readonly string[] = []): number[] {
  const sum = totals.reduce((acc, total) => acc + total, 0);
  if (amountKobo <= 0 || sum <= 0) return totals.map(() => 0);
  const amount = BigInt(Math.min(amountKobo, sum));
  const whole = BigInt(sum);
  const shares = totals.map((total) => {
    const exact = amount * BigInt(total);
    return { share: exact / whole, remainder: exact % whole };
  });
  let left = amount - shares.reduce((acc, { share }) => acc + share, 0n);
  const byRemainder = shares
    .map((entry, index) => ({ ...entry, index, key: keys[index] ?? '' }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.key.localeCompare(b.key) || a.index - b.index));
  for (const entry of byRemainder) {
    if (left === 0n) break;
    if (entry.remainder === 0n) continue;
    shares[entry.index]!.share += 1n;
    left -= 1n;
  }
  return shares.map(({ share }) => Number(share));
}

export function discountAmount(terms: DiscountTerms, lines: readonly DiscountLine[], deliveryFeeKobo: number): DiscountAmount {
  const eligible = lines.map((line) => (lineIsEligible(terms, line) ? line.totalKobo : 0));
  const eligibleSubtotalKobo = eligible.reduce((acc, total) => acc + total, 0);
  let linesOff = 0;
  if (terms.kind === 'percentage') linesOff = percentRoundedUp(eligibleSubtotalKobo, terms.percentBasisPoints ?? 0);
  else if (terms.kind === 'fixed') linesOff = terms.amountKobo ?? 0;
  linesOff = Math.min(linesOff, eligibleSubtotalKobo);
  const lineDiscountsKobo = shareOut(linesOff, eligible, lines.map((line) => line.productId));
  const deliveryDiscountKobo = terms.kind === 'free_delivery' ? deliveryFeeKobo : 0;
  return { discountKobo: linesOff + deliveryDiscountKobo, lineDiscountsKobo, deliveryDiscountKobo, eligibleSubtotalKobo };
}
