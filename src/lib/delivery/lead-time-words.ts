// How long a piece takes to make, in words: the product page's script shows it for the variant
// chosen, so it is apart from the rest of format.ts (the bundler keeps every export a page imports).

/** '3 weeks', '1-3 days'. */
export const span = (min: number, max: number, unit: string) => `${min === max ? min : `${min}-${max}`} ${unit}${max === 1 ? '' : 's'}`;

/** 'ready in 3-4 weeks' when both ends are whole weeks, else 'ready in 10-14 days'. */
export function formatLeadTime(minDays: number, maxDays: number): string {
  if (minDays % 7 === 0 && maxDays % 7 === 0) return `ready in ${span(minDays / 7, maxDays / 7, 'week')}`;
  return `ready in ${span(minDays, maxDays, 'day')}`;
}
