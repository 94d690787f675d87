import type { Metadata } from 'next';
import { CheckoutView } from '@/app/(store)/checkout/_components/checkout-view';
import { CheckoutReached } from '@/app/(store)/checkout/_components/checkout-reached';
import { getSessionUser } from '@/server/auth/session';
import { getCheckoutPrefill } from '@/server/checkout/checkout-prefill';
import { loadDeliveryRules } from '@/server/delivery/rules';
import { pickupLocations } from '@/server/stock/pickup-locations';

// Personal and per request (it reads the session): never indexed, never cached.
export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function CheckoutPage() {
  const user = await getSessionUser();
  const [prefill, rules, places] = await Promise.all([getCheckoutPrefill(user), loadDeliveryRules(), pickupLocations()]);
  // Pickup is offered while it is on and some location offers it; how long each takes comes with the price.
  const locations = rules.pickup.enabled ? places.map(({ id, name, address, openingHours }) => ({ id, name, address, openingHours })) : [];
  const pickup = { locations, readyBusinessDays: rules.pickup.readyBusinessDays };
  return (
    <>
      <CheckoutView prefill={prefill} signedIn={user !== null} pickup={pickup} />
      {user ? <CheckoutReached /> : null}
    </>
  );
}
