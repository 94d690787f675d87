// How variants are told apart and how one count is shared among them: what the back office's variant
// editor, the variant writes and the import use. Apart from variant-rules.ts, whose price and label rules
// the storefront's scripts carry, so these never ship to a shopper's page (the bundler keeps every export
// a browser module uses in every page that imports the module: docs/architecture.md section 7).

/** What tells a product's variants apart: their values, compared without case. */
export const variantKey = (values: readonly (string | null)[]) => values.map((value) => (value ?? '').toLocaleLowerCase('en')).join('\u0000').replace(/\u0000+$/, '');

/**
 * One count shared out among `count` variants evenly, the first taking one more while some is left
 * over (as the move to variants did): 7 among three is 3, 2, 2. No unit is invented or lost.
 */
export function shareStock(count: number, total: number): number[] {
  return Array.from({ length: count }, (_, index) => Math.floor(total / count) + (index < total % count ? 1 : 0));
}

/** shareStock keyed by each colour in lower case. */
export function shareStockAmongColours(colours: readonly string[], total: number): Record<string, number> {
  const shares = shareStock(colours.length, total);
  return Object.fromEntries(colours.map((colour, index) => [colour.toLocaleLowerCase('en'), shares[index]!]));
}
