import { randomUUID } from 'node:crypto';
import { db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { startPaystackAttempt } from '@/server/payments/paystack/start-attempt';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { PICKUP } from './checkout';

// An order placed through checkout's own code by a fresh account, paid with Paystack (the test
// file sets PAYSTACK_SECRET_KEY and points PAYSTACK_API_URL at the fake), and one Paystack
// attempt started for it (initialize on the fake Paystack).

export async function placePaystackOrder(product: { id: string; priceKobo: number }, quantity = 1, email = 'amaka@example.com') {
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, name: 'Amaka Obi', email: `${userId}@example.com` });
  const placed = await placeOrder(
    { id: userId },
    placeOrderSchema.parse({
      shipping: { fullName: 'Amaka Obi', email, phone: '08031234567', address: '12 Admiralty Way', state: 'Lagos', notes: '' },
      lines: [{ productId: product.id, quantity, unitPriceKobo: product.priceKobo }],
      idempotencyKey: randomUUID(),
      delivery: PICKUP,
      paymentMethod: 'paystack',
    }),
  );
  const { reference } = await startPaystackAttempt(placed.orderId);
  return { ...placed, reference, accountEmail: `${userId}@example.com` };
}
