// @postgres: jobs found in their JSON payload (->>)
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { as, signedInShopper, type TestCaller } from '../helpers/sessions';
import { PICKUP, takeBankTransfers } from '../helpers/checkout';
import { db } from '@/server/db/client';
import { jobs, orders, payments, users } from '@/server/db/schema';
import { placeOrder } from '@/server/checkout/place-order';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import type { CheckoutPaymentMethod } from '@/lib/constants';
import { payNowAction } from '@/server/payments/actions/store/pay-now';
import { getOrderPayment } from '@/server/payments/order-payment';
import { GET as paystackReturn } from '@/app/(store)/checkout/paystack/return/route';
import { newCategory, newProduct } from '../helpers/factories';
import { CATALOGUE, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// The shopper's side of Paystack that holds when Paystack cannot be reached: a Paystack order
// is placed with its one-hour hold, "Pay now" is its owner's alone and reports the outage (the
// attempt is marked failed, the order stays), and the return page settles only our own
// references and, without Paystack's word, says the payment is being confirmed. The paths with
// Paystack answering run against the fake Paystack (tests/helpers/paystack-fake.ts).

await vi.hoisted(async () => {
  const { createServer } = await import('node:net');
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
  // A port that was free a moment ago and has nothing listening: Paystack is down.
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });
  process.env.PAYSTACK_SECRET_KEY = 'sk_test_unreachable';
  process.env.PAYSTACK_API_URL = `http://127.0.0.1:${port}`;
});

let database: TestDatabase;
let owner: TestCaller;
let stranger: TestCaller;
let productId: string;
const PRICE = 80_000_00;

beforeAll(async () => {
  database = await createTestDatabase();
  await takeBankTransfers();
  [owner, stranger] = await Promise.all([signedInShopper(), signedInShopper()]);
  await newCategory('Chairs');
  const product = await newProduct({ name: 'Ikoyi Chair', category: 'chairs', priceKobo: PRICE, stockQuantity: 1_000 });
  productId = product.id;
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, ...CATALOGUE] });
  await takeBankTransfers({ paystackEnabled: true });
});

async function placed(paymentMethod: CheckoutPaymentMethod = 'paystack', caller = owner) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return placeOrder(
    user!,
    placeOrderSchema.parse({
      shipping: { fullName: 'Tunde Bakare', email: caller.email, phone: '0803 123 4567', address: '3 Marina', state: 'Lagos' },
      lines: [{ productId, quantity: 1, unitPriceKobo: PRICE }],
      delivery: PICKUP,
      paymentMethod,
      idempotencyKey: randomUUID(),
    }),
  );
}

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const payNow = (orderNumber: string, caller = owner) => as(caller, () => payNowAction({ orderNumber }));
const back = (query: string) => paystackReturn(new Request(`http://localhost:3000/checkout/paystack/return${query}`));

describe('a Paystack order', () => {
  it('holds its stock for the Paystack reservation (an hour by default), with only the expiry scheduled', async () => {
    const before = Date.now();
    const order = await placed();
    const row = await orderRow(order.orderId);
    expect(row.paymentMethod).toBe('paystack');
    expect(row.paymentDueAt!.getTime() - before).toBeGreaterThanOrEqual(3_600_000);
    expect(row.paymentDueAt!.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    // The order's jobs (the shopper's sign-up queued its verification mail, which is not the order's).
    const kinds = (await db.select().from(jobs).where(sql`${jobs.payload}->>'orderId' = ${order.orderId}`)).map((job) => job.kind).sort();
    expect(kinds).toEqual(['order-placed-mails', 'reservation-expiry']); // no transfer reminder
  });

  it('is refused when the shop has switched Paystack off, even with its key set', async () => {
    await takeBankTransfers({ paystackEnabled: false });
    await expect(placed()).rejects.toThrow('Paying online with Paystack is not available right now.');
  });
});

describe('Pay now', () => {
  it('reports an unreachable Paystack and leaves the order placed, its failed attempt on record', async () => {
    const order = await placed();
    const result = await payNow(order.orderNumber);
    expect(result).toMatchObject({ ok: false, error: 'We could not reach our payment provider. Please try again in a moment.' });
    const attempts = await db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(attempts).toMatchObject([{ method: 'paystack', status: 'failed', amountKobo: PRICE }]);
    expect(attempts[0]!.providerReference).toMatch(new RegExp(`^${order.orderNumber}-[0-9a-f]{10}$`));
    const shown = await getOrderPayment(await orderRow(order.orderId));
    expect(shown).toMatchObject({ method: 'paystack', reserved: true, payNow: true, lastAttempt: 'failed', balanceKobo: PRICE });
  });

  it("is the owner's alone: another shopper's order reads as one that does not exist", async () => {
    const order = await placed();
    expect(await payNow(order.orderNumber, stranger)).toMatchObject({ ok: false, error: 'This order does not exist.' });
    expect(await db.$count(payments)).toBe(0);
  });

  it('is refused for orders not paid through Paystack, and once the reservation has ended', async () => {
    const transfer = await placed('bank_transfer');
    expect(await payNow(transfer.orderNumber)).toMatchObject({ ok: false, error: 'This order can no longer be paid online.' });
    const late = await placed();
    await db.update(orders).set({ paymentDueAt: new Date(Date.now() - 1_000) }).where(eq(orders.id, late.orderId));
    expect(await payNow(late.orderNumber)).toMatchObject({ ok: false, error: 'This order can no longer be paid online.' });
    expect((await getOrderPayment(await orderRow(late.orderId))).payNow).toBe(false);
    expect(await db.$count(payments)).toBe(0);
  });

  it('is refused while the shop has Paystack switched off', async () => {
    const order = await placed();
    await takeBankTransfers({ paystackEnabled: false });
    expect(await payNow(order.orderNumber)).toMatchObject({ ok: false, error: expect.stringMatching(/^Online payment is not available right now/) });
  });

  it('checks its input and needs a signed-in shopper', async () => {
    expect(await payNow('not-an-order')).toMatchObject({ ok: false, code: 'invalid' });
    expect(await as({ email: '', headers: new Headers() }, () => payNowAction({ orderNumber: 'ORD-1234' }))).toMatchObject({ ok: false, code: 'signed-out' });
  });
});

describe('the Paystack return', () => {
  it('settles only references of our own attempts: anything else goes to My Account, touching nothing', async () => {
    const order = await placed();
    for (const query of ['', '?reference=', '?reference=ORD-NOPE-0000000000', '?reference=%3Cscript%3E']) {
      const response = await back(query);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/account');
    }
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
  });

  it("without Paystack's word, shows the order as being confirmed and leaves the attempt for the webhook", async () => {
    const order = await placed();
    const reference = `${order.orderNumber}-0123456789`;
    await db.insert(payments).values({ orderId: order.orderId, method: 'paystack', providerReference: reference, amountKobo: PRICE });
    const response = await back(`?trxref=${reference}&reference=${reference}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/account/orders/${order.orderNumber}?payment=confirming`);
    const [attempt] = await db.select().from(payments).where(eq(payments.providerReference, reference));
    expect(attempt).toMatchObject({ status: 'pending' });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
  });
});
