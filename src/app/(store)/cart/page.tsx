import type { Metadata } from 'next';
import { CartView } from '@/components/store/cart-view';

// The cart lives in the browser; search engines have nothing to find here.
export const metadata: Metadata = { title: 'Cart', robots: { index: false } };

export default function CartPage() {
  return <CartView />;
}
