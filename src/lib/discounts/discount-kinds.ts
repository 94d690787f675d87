import { formatNaira } from '@/lib/money';

// The kinds of discount code and how they read, for the back office and checkout. The database
// (src/server/db/schema/discount-code-tables.ts, DISCOUNT_KINDS) checks the same three.

export const DISCOUNT_KINDS = ['percentage', 'fixed', 'free_delivery'] as const;

export const DISCOUNT_KIND_LABELS: Record<(typeof DISCOUNT_KINDS)[number], string> = {
  percentage: 'Percentage',
  fixed: 'Fixed amount',
  free_delivery: 'Free delivery',
};

/** 1250 -> '12.5%', 1000 -> '10%': basis points as a person reads a percentage. */
export function formatPercentBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = String(basisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return `${hundredths ? `${whole}.${hundredths}` : whole}%`;
}

/** '12.5% off', '₦5,000 off', 'Free delivery'. */
export function describeDiscount(code: { kind: (typeof DISCOUNT_KINDS)[number]; percentBasisPoints: number | null; amountKobo: number | null }): string {
  if (code.kind === 'percentage') return `${formatPercentBasisPoints(code.percentBasisPoints ?? 0)} off`;
  if (code.kind === 'fixed') return `${formatNaira(code.amountKobo ?? 0)} off`;
  return 'Free delivery';
}

/** 'Discount (DETTY25)': the line's label on the summary, the order, its mails and receipt. */
export function discountLineLabel(code: string): string {
  return `Discount (${code})`;
}

/** '−₦2,500': a saving, with a true minus sign. */
export function formatSaving(kobo: number): string {
  return `−${formatNaira(kobo)}`;
}
