import type { CartLine } from '@/lib/cart/cart';
import type { CartChange } from '@/server/checkout/place-order';

// The server refuses an order whose cart no longer matches the shop and says which lines
// changed; these bring the cart in line so the shopper can review it and place it again.

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A change names a product and, when the server knows it, the variant of the line. */
const concerns = (change: CartChange, line: CartLine) =>
  sameId(change.productId, line.id) && (change.variant === undefined || change.variant === line.variant);

/** New prices taken, quantities capped at the stock left, sold-out and unavailable lines removed. */
export function applyCartChanges(lines: readonly CartLine[], changes: readonly CartChange[]): CartLine[] {
  return lines.flatMap((line) => {
    const change = changes.find((c) => concerns(c, line));
    if (!change) return [line];
    switch (change.change) {
      case 'unavailable':
      case 'variant':
        return [];
      case 'price':
        return change.unitPriceKobo === undefined ? [line] : [{ ...line, unitPriceKobo: change.unitPriceKobo }];
      case 'stock': {
        const left = change.stockQuantity ?? 0;
        return left <= 0 ? [] : [{ ...line, quantity: Math.min(line.quantity, left), stockQuantity: left }];
      }
    }
  });
}

/** The changes that still concern a line of the cart (it may have been edited since). */
export function pendingChanges(lines: readonly CartLine[], changes: readonly CartChange[]) {
  return changes.flatMap((change) => {
    const line = lines.find((l) => concerns(change, l));
    if (!line) return [];
    if (change.change === 'price' && line.unitPriceKobo === change.unitPriceKobo) return [];
    if (change.change === 'stock' && change.stockQuantity !== undefined && change.stockQuantity > 0 && line.quantity <= change.stockQuantity) return [];
    return [{ change, line }];
  });
}

/**
 * Lines the server's validation refused outright (an id that is not a product id): keys
 * like 'lines.0.productId' point at the request's lines, which are the cart's in order.
 */
export function unavailableFromFieldErrors(lines: readonly CartLine[], fieldErrors: Record<string, string[]> | undefined): CartChange[] {
  if (!fieldErrors) return [];
  const changes: CartChange[] = [];
  for (const key of Object.keys(fieldErrors)) {
    const match = /^lines\.(\d+)\.productId$/.exec(key);
    const line = match ? lines[Number(match[1])] : undefined;
    if (line) changes.push({ productId: line.id, variant: line.variant, name: line.name, change: 'unavailable' });
  }
  return changes;
}
