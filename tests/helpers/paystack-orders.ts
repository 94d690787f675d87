import { startPaystackAttempt } from '@/server/payments/paystack/start-attempt';
import { placeTestOrder } from './factories';

// An order placed through checkout's own code by a fresh account, paid with Paystack (the test
// file sets PAYSTACK_SECRET_KEY and points PAYSTACK_API_URL at the fake), and one Paystack
// attempt started for it (initialize on the fake Paystack). With `depositKobo` (the deposit
// checkout offers for a made-to-order product, docs/decisions/0035-deposits-and-balances.md) the
// attempt is for the deposit; start another once it is paid for the balance.

export async function placePaystackOrder(
  product: { id: string; priceKobo: number },
  quantity = 1,
  email = 'amaka@example.com',
  depositKobo: number | null = null,
) {
  const { buyer, ...placed } = await placeTestOrder([{ productId: product.id, quantity, unitPriceKobo: product.priceKobo }], {
    shipping: { email },
    paymentMethod: 'paystack',
    depositKobo,
  });
  const { reference } = await startPaystackAttempt(placed.orderId);
  return { ...placed, reference, accountEmail: buyer.email };
}
