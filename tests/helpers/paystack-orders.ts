import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, users } from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { startPaystackAttempt } from '@/server/payments/paystack/start-attempt';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from './checkout';

// An order placed through checkout's own code by a fresh account, set to be paid with Paystack
// within the hour, and one Paystack attempt started for it (initialize on the fake Paystack).

export async function placePaystackOrder(product: { id: string; priceKobo: number }, quantity = 1, email = 'amaka@example.com') {
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, name: 'Amaka Obi', email: `${userId}@example.com` });
  await takeBankTransfers();
  const placed = await placeOrder(
    { id: userId },
    placeOrderSchema.parse({
      shipping: { fullName: 'Amaka Obi', email, phone: '08031234567', address: '12 Admiralty Way', state: 'Lagos', notes: '' },
      lines: [{ productId: product.id, quantity, unitPriceKobo: product.priceKobo }],
      idempotencyKey: randomUUID(),
      delivery: PICKUP,
      paymentMethod: BANK_TRANSFER,
    }),
  );
  await db
    .update(orders)
    .set({ paymentMethod: 'paystack', paymentDueAt: new Date(Date.now() + 3_600_000) })
    .where(eq(orders.id, placed.orderId));
  const { reference } = await startPaystackAttempt(placed.orderId);
  return { ...placed, reference, accountEmail: `${userId}@example.com` };
}
