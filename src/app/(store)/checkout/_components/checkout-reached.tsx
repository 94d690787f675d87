'use client';
import { useEffect } from 'react';

/**
 * Rendered on the checkout page for a signed-in shopper: the server notes that they reached checkout
 * with their cart (docs/product.md, "Abandoned checkouts"), through the cart's sync, loaded on demand.
 */
export function CheckoutReached() {
  useEffect(() => {
    void import('@/lib/cart/cart-sync').then((sync) => sync.reachedCheckout(), () => undefined);
  }, []);
  return null;
}
