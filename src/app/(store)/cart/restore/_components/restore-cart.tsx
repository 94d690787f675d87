'use client';
import { useEffect } from 'react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { cartLineKey, type CartLine } from '@/lib/cart/cart';
import { cartStore, useCart } from '@/lib/cart/cart-store';
import { mergeLines } from '@/lib/cart/merge-lines';

/**
 * Puts a restored cart's lines into this browser's cart (docs/product.md, "Abandoned checkouts"):
 * joined with what is already there, a piece in both at the larger quantity, so restoring twice adds
 * nothing. A signed-in shopper's cart sync then keeps it on their account too.
 */
export function RestoreCart({ lines }: { lines: readonly CartLine[] }) {
  // False until the page runs in the browser, whose first effect below restores the lines.
  const { ready: restored } = useCart();
  useEffect(() => {
    cartStore.replaceLines(mergeLines(cartStore.getSnapshot(), lines, cartLineKey));
  }, [lines]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row" aria-live="polite">
      {restored ? (
        <>
          <p className="sr-only">Your cart is restored.</p>
          <Link href="/cart" className={buttonVariants()}>
            View your cart
          </Link>
          <Link href="/checkout" className={buttonVariants({ variant: 'outline' })}>
            Go to checkout
          </Link>
        </>
      ) : (
        <p className="text-muted-foreground">Restoring your cart…</p>
      )}
    </div>
  );
}
