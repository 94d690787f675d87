'use client';
import { useEffect, useMemo, useState } from 'react';
import { cartLineKey, fitToStock, type CartLine } from '@/lib/cart/cart';
import { cartStore } from '@/lib/cart/cart-store';
import { checkCartAction, type CartLineCheck } from '@/server/catalog/actions/store/check-cart';
import { settle } from '@/components/settle-action';

export type CartChecks = { byId: ReadonlyMap<string, CartLineCheck>; lowered: ReadonlySet<string> };

/**
 * Checks the lines against the catalogue whenever the set of lines or their prices change:
 * a product that is gone, repriced or short of stock is shown as such. Quantities above the
 * stock (counted across a product's colours) are brought down and each line's stock
 * refreshed at once; a new price waits for the shopper's 'Update price'.
 */
export function useCartChecks(items: readonly CartLine[], ready: boolean): CartChecks | null {
  const [checks, setChecks] = useState<CartChecks | null>(null);
  // Quantity changes need no new check; a new line or price does.
  const key = useMemo(() => items.map((line) => `${cartLineKey(line)}:${line.unitPriceKobo}`).join('|'), [items]);

  useEffect(() => {
    if (!ready || key === '') return;
    let cancelled = false;
    // One check per product, however many colours of it the cart holds.
    const byProduct = new Map(cartStore.getSnapshot().map(({ id, unitPriceKobo }) => [id, { id, unitPriceKobo }]));
    settle(checkCartAction, [...byProduct.values()], 'The cart could not be checked (no answer).')
      .then((result) => {
        if (cancelled) return;
        if (!result.ok) throw new Error(result.error);
        const byId = new Map(result.data.map((check) => [check.id, check]));
        const current = cartStore.getSnapshot();
        const { lines, lowered } = fitToStock(current, (id) => {
          const check = byId.get(id);
          return check?.available ? check.stockQuantity : undefined;
        });
        if (lines.some((line, index) => line !== current[index])) cartStore.replaceLines(lines);
        setChecks({ byId, lowered });
      })
      .catch((error: unknown) => console.warn('Could not check the cart:', error));
    return () => {
      cancelled = true;
    };
  }, [key, ready]);

  return checks;
}
