import type { Metadata } from 'next';
import { CheckoutView } from '@/components/store/checkout/checkout-view';
import { getSessionUser } from '@/server/auth/session';
import { getCheckoutPrefill } from '@/server/orders/checkout-prefill';

// Personal and per request (it reads the session): never indexed, never cached.
export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function CheckoutPage() {
  const user = await getSessionUser();
  const prefill = await getCheckoutPrefill(user);
  return <CheckoutView prefill={prefill} signedIn={user !== null} />;
}
