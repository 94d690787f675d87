import type { Metadata } from 'next';
import { CheckoutView } from '@/app/(store)/checkout/_components/checkout-view';
import { CheckoutReached } from '@/app/(store)/checkout/_components/checkout-reached';
import { getSessionUser } from '@/server/auth/session';
import { getCheckoutPrefill } from '@/server/orders/checkout-prefill';
import { loadDeliveryRules } from '@/server/delivery/rules';

// Personal and per request (it reads the session): never indexed, never cached.
export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function CheckoutPage() {
  const user = await getSessionUser();
  const [prefill, rules] = await Promise.all([getCheckoutPrefill(user), loadDeliveryRules()]);
  const pickup = { enabled: rules.pickup.enabled, address: rules.pickupAddress, readyBusinessDays: rules.pickup.readyBusinessDays };
  return (
    <>
      <CheckoutView prefill={prefill} signedIn={user !== null} pickup={pickup} />
      {user ? <CheckoutReached /> : null}
    </>
  );
}
