// Joining two carts (docs/product.md, "Abandoned checkouts"): a signed-in shopper's browser cart and
// the one kept on the server, or a restored cart and the browser's. Every line of either is kept; a
// line in both (same product, same variant) keeps the larger quantity, so joining the same cart twice
// changes nothing and no device's addition is lost. Pure: used by the server and, on demand, the browser.

export type MergeableLine = { quantity: number };

/** The lines of `first` in their order, then those only in `second`; shared keys take the larger quantity. */
export function mergeLines<Line extends MergeableLine>(first: readonly Line[], second: readonly Line[], key: (line: Line) => string): Line[] {
  const merged = new Map<string, Line>();
  for (const line of [...first, ...second]) {
    const seen = merged.get(key(line));
    if (!seen) merged.set(key(line), line);
    else if (line.quantity > seen.quantity) merged.set(key(line), { ...seen, quantity: line.quantity });
  }
  return [...merged.values()];
}
