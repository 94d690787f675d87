'use client';
import { useEffect, useMemo, useState } from 'react';
import { cartLineKey, fitToStock, type CartLine } from '@/lib/cart/cart';
import { cartStore } from '@/lib/cart/cart-store';
import { checkCartAction, type CartLineCheck } from '@/server/catalog/actions/store/check-cart';
import { settle } from '@/components/settle-action';

/** Each line's check by its cartLineKey, and the lines brought down to their stock. */
export type CartChecks = { byLine: ReadonlyMap<string, CartLineCheck>; lowered: ReadonlySet<string> };

/**
 * Checks the lines against the catalogue whenever the set of lines or their prices change:
 * a product (or variant) that is gone, repriced or short of stock is shown as such. Quantities above
 * the line's stock (its variant's) are brought down and each line's stock refreshed at once; a new
 * price waits for the shopper's 'Update price'.
 */
export function useCartChecks(items: readonly CartLine[], ready: boolean): CartChecks | null {
  const [checks, setChecks] = useState<CartChecks | null>(null);
  // Quantity changes need no new check; a new line or price does.
  const key = useMemo(() => items.map((line) => `${cartLineKey(line)}:${line.unitPriceKobo}`).join('|'), [items]);

  useEffect(() => {
    if (!ready || key === '') return;
    let cancelled = false;
    const lines = cartStore.getSnapshot().map(({ id, variant, measure, swatch, unitPriceKobo }) => ({ id, variant, measure, swatch, unitPriceKobo }));
    settle(checkCartAction, lines, 'The cart could not be checked (no answer).')
      .then((result) => {
        if (cancelled) return;
        if (!result.ok) throw new Error(result.error);
        const byLine = new Map(result.data.map((check) => [cartLineKey(check), check]));
        const current = cartStore.getSnapshot();
        const fitted = fitToStock(current, (line) => {
          const check = byLine.get(cartLineKey(line));
          return check?.available ? check.stockQuantity : undefined;
        });
        if (fitted.lines.some((line, index) => line !== current[index])) cartStore.replaceLines(fitted.lines);
        setChecks({ byLine, lowered: fitted.lowered });
      })
      .catch((error: unknown) => console.warn('Could not check the cart:', error));
    return () => {
      cancelled = true;
    };
  }, [key, ready]);

  return checks;
}
