// @postgres: ten checkouts by one buyer at once against the open-orders limit, under the user's row lock
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { db } from '@/server/db/client';
import { categories, orders, products, rateLimits, websiteSettings } from '@/server/db/schema';
import { placeOrder } from '@/server/checkout/place-order';
import { ActionError } from '@/server/action-error';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { newBuyer, newCategory, newProduct } from '../helpers/factories';
import { resetDatabase } from '../helpers/reset-database';

// Hoarding through checkout (docs/security.md): one account, or one address with many
// accounts, trying to take the whole stock and leave it unpaid. Each test performs it.

let database: TestDatabase;
let sofa: { id: string; priceKobo: number };

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await newCategory('Sofas');
  await takeBankTransfers();
});
afterAll(() => database.dispose());

beforeEach(async () => {
  await resetDatabase({ keep: [categories, websiteSettings] });
  await db.update(websiteSettings).set({ maxLineQuantity: 20, maxOpenUnpaidOrders: 3 });
  const row = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 1_000 });
  sofa = { id: row.id, priceKobo: row.priceKobo };
});

function order(quantity = 1) {
  return placeOrderSchema.parse({
    shipping: { fullName: 'Amaka Obi', email: 'amaka@example.com', phone: '0803 123 4567', address: '12 Admiralty Way', state: 'Lagos', notes: '' },
    lines: [{ productId: sofa.id, quantity, unitPriceKobo: sofa.priceKobo }],
    idempotencyKey: randomUUID(),
    delivery: PICKUP,
    paymentMethod: BANK_TRANSFER,
  });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionError);
  return (error as ActionError).message;
}

const stock = async () => (await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, sofa.id)))[0]!.stock;
const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]!.n;
const markAllPaid = () => db.update(orders).set({ paymentStatus: 'paid' });

describe('checkout limits', () => {
  it('refuses the sixth order of one account within an hour, writing nothing', async () => {
    const hoarder = await newBuyer();
    for (let i = 0; i < 5; i++) {
      await placeOrder(hoarder, order());
      await markAllPaid(); // paid orders, so only the hourly limit is in play
    }
    const message = await refusal(placeOrder(hoarder, order()));
    expect(message).toMatch(/several orders in the last hour/);
    expect(await orderCount()).toBe(5);
    expect(await stock()).toBe(995);
    // Another account is not slowed.
    await expect(placeOrder(await newBuyer(), order())).resolves.toMatchObject({ duplicate: false });
  });

  it('refuses the 21st order in an hour from one address, even from 21 accounts; its /64 counts as one address, another network passes', async () => {
    for (let i = 0; i < 20; i++) await placeOrder(await newBuyer(), order(), { clientAddress: `2001:db8:5:1::${i + 1}` });
    const message = await refusal(placeOrder(await newBuyer(), order(), { clientAddress: '2001:db8:5:1::ff' }));
    expect(message).toMatch(/from your network in the last hour/);
    expect(await orderCount()).toBe(20);
    await expect(placeOrder(await newBuyer(), order(), { clientAddress: '2001:db8:5:2::1' })).resolves.toMatchObject({ duplicate: false });
  });

  it('a refused or repeated checkout does not use up the address budget', async () => {
    const buyer = await newBuyer();
    const same = order();
    await placeOrder(buyer, same, { clientAddress: '198.51.100.7' });
    await placeOrder(buyer, same, { clientAddress: '198.51.100.7' }); // a double click
    await refusal(placeOrder(buyer, order(5_000), { clientAddress: '198.51.100.7' })); // more than the stock
    const [counter] = await db.select().from(rateLimits);
    expect(counter?.count).toBe(1);
  });

  it('caps one line at the Website Setting (20 by default), and lets the admin raise it', async () => {
    const buyer = await newBuyer();
    const message = await refusal(placeOrder(buyer, order(21)));
    expect(message).toBe('You can order at most 20 of Ikoyi Velvet Sofa online. Please lower the quantity, or contact us for a larger order.');
    expect(await stock()).toBe(1_000);
    await db.update(websiteSettings).set({ maxLineQuantity: 50 });
    await expect(placeOrder(buyer, order(21))).resolves.toMatchObject({ duplicate: false });
    expect(await stock()).toBe(979);
  });

  it('refuses a fourth open unpaid order of one account; cancelling one lets the next through', async () => {
    const buyer = await newBuyer();
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder(buyer, order()));
    const message = await refusal(placeOrder(buyer, order()));
    expect(message).toMatch(/already have 3 unpaid orders/);
    expect(await orderCount()).toBe(3);
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed[0]!.orderId));
    await expect(placeOrder(buyer, order())).resolves.toMatchObject({ duplicate: false });
  });

  it('holds when one account sends ten checkouts at once: at most the open-order limit goes through', async () => {
    const buyer = await newBuyer();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => placeOrder(buyer, order())));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await orderCount()).toBe(3);
    expect(await stock()).toBe(997);
  });
});
