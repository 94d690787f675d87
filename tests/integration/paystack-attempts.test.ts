// @postgres: twenty-four payment attempts asked for at once against the hourly limit
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { as, signedInShopper, type TestCaller } from '../helpers/sessions';
import { PICKUP, takeBankTransfers } from '../helpers/checkout';
import { jobsOfKind, makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { db } from '@/server/db/client';
import { jobs, orders, payments, users } from '@/server/db/schema';
import { placeOrder } from '@/server/checkout/place-order';
import { nextStepAfterPlacing } from '@/server/checkout/after-placing';
import { payNowAction } from '@/server/payments/actions/store/pay-now';
import { ATTEMPTS_PER_ACCOUNT_PER_HOUR, ATTEMPTS_PER_ORDER, startPaystackAttempt } from '@/server/payments/paystack/start-attempt';
import { RESERVATION_EXPIRY_JOB } from '@/server/payments/reservations';
import { UNLIMITED_ATTEMPTS } from '@/server/jobs/queue';
import { GET as paystackReturn } from '@/app/(store)/checkout/paystack/return/route';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { newCategory, newProduct } from '../helpers/factories';
import { CATALOGUE, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Paystack attempts under replay and outage (docs/security.md, "Money at checkout"): how many a
// shopper may start, a checkout submitted twice, the return page replayed, and the expiry of a
// Paystack order while Paystack keeps failing. Against the fake Paystack, on a real database.

const { paystack } = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
  const { startPaystackFake } = await import('../helpers/paystack-fake');
  const fake = await startPaystackFake({ secretKey: 'sk_test_attempts_0123456789', webhookUrl: null });
  process.env.PAYSTACK_SECRET_KEY = fake.secretKey;
  process.env.PAYSTACK_API_URL = fake.url;
  return { paystack: fake };
});

let database: TestDatabase;
let shopper: TestCaller;
let productId: string;
const PRICE = 80_000_00;

beforeAll(async () => {
  database = await createTestDatabase();
  shopper = await signedInShopper();
  await newCategory('Chairs');
  const product = await newProduct({ name: 'Ikoyi Chair', category: 'chairs', priceKobo: PRICE, stockQuantity: 1_000 });
  productId = product.id;
});
afterAll(async () => {
  await paystack.close();
  await database.dispose();
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, ...CATALOGUE] });
  await takeBankTransfers({ paystackEnabled: true });
  paystack.reset();
});

const checkout = (idempotencyKey = randomUUID()) =>
  placeOrderSchema.parse({
    shipping: { fullName: 'Tunde Bakare', email: 'tunde@example.com', phone: '0803 123 4567', address: '3 Marina', state: 'Lagos', notes: '' },
    lines: [{ productId, quantity: 1, unitPriceKobo: PRICE }],
    delivery: PICKUP,
    paymentMethod: 'paystack',
    idempotencyKey,
  });

async function shopperId() {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
  return user!.id;
}

const initializeCalls = () => paystack.calls('/transaction/initialize').length;

describe('starting a Paystack attempt', () => {
  it(`stops at ${ATTEMPTS_PER_ORDER} attempts for one order, however they are asked for`, async () => {
    const order = await placeOrder({ id: await shopperId() }, checkout());
    for (let n = 0; n < ATTEMPTS_PER_ORDER; n++) await startPaystackAttempt(order.orderId);
    await expect(startPaystackAttempt(order.orderId)).rejects.toThrow('This order has had too many payment attempts. Please contact us to pay for it.');
    expect(await as(shopper, () => payNowAction({ orderNumber: order.orderNumber }))).toMatchObject({ ok: false, error: expect.stringContaining('too many payment attempts') });
    expect(initializeCalls()).toBe(ATTEMPTS_PER_ORDER);
    expect(await db.$count(payments, eq(payments.orderId, order.orderId))).toBe(ATTEMPTS_PER_ORDER);
  });

  it(`stops at ${ATTEMPTS_PER_ACCOUNT_PER_HOUR} attempts an hour for one account, across its orders, also when asked for at once`, async () => {
    const userId = await shopperId();
    const first = await placeOrder({ id: userId }, checkout());
    const second = await placeOrder({ id: userId }, checkout());
    const third = await placeOrder({ id: userId }, checkout());
    const asked = [first, second, third].flatMap((order) => Array.from({ length: 8 }, () => startPaystackAttempt(order.orderId)));
    const answers = await Promise.allSettled(asked);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(ATTEMPTS_PER_ACCOUNT_PER_HOUR);
    const refused = answers.filter((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
    expect(refused.map((answer) => (answer.reason as Error).message)).toEqual(
      Array(3 * 8 - ATTEMPTS_PER_ACCOUNT_PER_HOUR).fill('You have started several payments in the last hour. Please wait a little, or contact us.'),
    );
    expect(initializeCalls()).toBe(ATTEMPTS_PER_ACCOUNT_PER_HOUR);

    // An hour on, the account may try again.
    await db.update(payments).set({ createdAt: new Date(Date.now() - 61 * 60_000) });
    await expect(startPaystackAttempt(third.orderId)).resolves.toMatchObject({ reference: expect.stringContaining(third.orderNumber) });
  });

  it('a checkout submitted again with the same key gets the same Paystack page, and no new attempt', async () => {
    // What placeOrderAction does with each submit: place (or find) the order, then the next step.
    const submit = async (key: ReturnType<typeof randomUUID>) => nextStepAfterPlacing(await placeOrder({ id: await shopperId() }, checkout(key)));
    const key = randomUUID();
    const first = await submit(key);
    const again = await submit(key);
    const third = await submit(key);
    expect(first).toMatchObject({ kind: 'paystack', authorizationUrl: expect.stringContaining('/checkout/') });
    expect(again).toEqual(first);
    expect(third).toEqual(first);
    expect(initializeCalls()).toBe(1);
    expect(await db.$count(payments)).toBe(1);
    expect(await db.$count(orders)).toBe(1);
  });
});

describe('the return page', () => {
  it('is limited per client: a replayed return stops reaching Paystack, and other shoppers still come back', async () => {
    const order = await placeOrder({ id: await shopperId() }, checkout());
    const { reference } = await startPaystackAttempt(order.orderId);
    const back = (client: string) =>
      paystackReturn(new Request(`http://localhost:3000/checkout/paystack/return?reference=${reference}`, { headers: { [CLIENT_IP_HEADER]: client } }));
    const statuses: number[] = [];
    for (let n = 0; n < 25; n++) statuses.push((await back('203.0.113.7')).status);
    expect(statuses.slice(0, 20).every((status) => status === 303)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect(paystack.calls('/transaction/verify')).toHaveLength(20);
    expect((await back('203.0.113.8')).status).toBe(303);
  });
});

describe('the expiry of a Paystack order', () => {
  it('never gives up while Paystack keeps failing: it is retried at a capped backoff, long past the usual attempts', async () => {
    const order = await placeOrder({ id: await shopperId() }, checkout());
    await startPaystackAttempt(order.orderId);
    paystack.failNext({ count: 1_000, status: 429, message: 'Too many requests', path: '/transaction/verify' });
    await db.update(orders).set({ paymentDueAt: new Date(Date.now() - 1_000) }).where(eq(orders.id, order.orderId));
    const [expiry] = await jobsOfKind(RESERVATION_EXPIRY_JOB);
    expect(expiry!.maxAttempts).toBe(UNLIMITED_ATTEMPTS);
    // As if it had failed for three hours already: the eight attempts that used to be its last.
    await db.update(jobs).set({ attempts: 8 }).where(eq(jobs.id, expiry!.id));

    for (let round = 0; round < 3; round++) {
      await makeJobsDue(RESERVATION_EXPIRY_JOB);
      await runJobsUntilIdle();
    }
    const [after] = await jobsOfKind(RESERVATION_EXPIRY_JOB);
    expect(after).toMatchObject({ status: 'pending', attempts: 11 });
    expect(after!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect((await db.select().from(orders).where(eq(orders.id, order.orderId)))[0]).toMatchObject({ status: 'pending' });

    // Paystack answers again: the order is ended as it should be.
    paystack.reset();
    await makeJobsDue(RESERVATION_EXPIRY_JOB);
    await runJobsUntilIdle();
    expect((await db.select().from(orders).where(eq(orders.id, order.orderId)))[0]).toMatchObject({ status: 'cancelled', cancelReason: 'not paid in time' });
  });
});
