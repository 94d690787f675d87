// A module of its own: the product card (a client component on every list page) needs only this,
// and the bundler keeps every export of a module a page imports (docs/decisions/0019-storefront-islands.md).

/** The average of approved reviews to one decimal ("4.5"), or null without any. */
export function averageRating(count: number, sum: number): string | null {
  if (count <= 0) return null;
  return (Math.round((sum / count) * 10) / 10).toFixed(1);
}
