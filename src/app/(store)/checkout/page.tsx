import type { Metadata } from 'next';
import { CheckoutPlaceholder } from '@/components/store/checkout-placeholder';

export const metadata: Metadata = { title: 'Checkout' };

export default function CheckoutPage() {
  return <CheckoutPlaceholder />;
}
