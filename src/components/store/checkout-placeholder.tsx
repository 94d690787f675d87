'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useCart } from '@/lib/cart/cart-store';
import { formatNaira } from '@/lib/money';
import { PagePlaceholder } from './page-placeholder';

/** Until checkout is built: an empty cart goes to /cart (once it has loaded), else a summary line. */
export function CheckoutPlaceholder() {
  const router = useRouter();
  const { items, totalItems, totalPrice, ready } = useCart();

  useEffect(() => {
    if (ready && items.length === 0) router.replace('/cart');
  }, [ready, items.length, router]);

  return (
    <PagePlaceholder
      eyebrow="Checkout"
      title="Checkout"
      text={
        ready && totalItems > 0
          ? `${totalItems} ${totalItems === 1 ? 'item' : 'items'} · ${formatNaira(totalPrice)}. Secure checkout opens here very soon.`
          : 'Secure checkout opens here very soon.'
      }
      action={{ href: '/cart', label: 'Back to Cart' }}
    />
  );
}
