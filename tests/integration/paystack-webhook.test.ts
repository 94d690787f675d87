// @postgres: one webhook delivered three times at once is recorded once
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { serveRoute, type RouteServer } from '../helpers/route-server';
import { placePaystackOrder } from '../helpers/paystack-orders';
import { auditRowsOf } from '../helpers/audit-rows-of';
import { db } from '@/server/db/client';
import { jobs, orders, payments, refunds } from '@/server/db/schema';
import { POST } from '@/app/api/payments/paystack/route';
import { verifyTransaction } from '@/server/payments/paystack/client';
import { settlePaystackTransaction } from '@/server/payments/paystack/settle';
import { recheckPaystackPayments } from '@/server/payments/paystack/recheck';
import { newCategory, newProduct } from '../helpers/factories';
import { CATALOGUE, resetDatabase } from '../helpers/reset-database';

// Paystack's side of a payment, against the local fake Paystack and a real database (PGlite;
// PostgreSQL with TEST_DATABASE_URL): webhooks reach the real route handler over HTTP, signed
// as Paystack signs them, and the shop verifies each one with the fake's API.

const fake = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  const { startPaystackFake } = await import('../helpers/paystack-fake');
  pointDataDirAtTempFolder();
  const started = await startPaystackFake({ secretKey: 'sk_test_webhook_suite_0123456789', refunds: 'manual' });
  // Read once, when the shop's environment is first parsed (at import).
  process.env.PAYSTACK_SECRET_KEY = started.secretKey;
  process.env.PAYSTACK_API_URL = started.url;
  return started;
});

let database: TestDatabase;
let shop: RouteServer;
let product: { id: string; priceKobo: number };

beforeAll(async () => {
  database = await createTestDatabase();
  shop = await serveRoute(POST, '/api/payments/paystack');
  fake.setWebhookUrl(shop.url);
  await newCategory('Sofas');
  const row = await newProduct({ name: 'Ikoyi Sofa', category: 'sofas', priceKobo: 350_000_00, stockQuantity: 1000 });
  product = { id: row.id, priceKobo: row.priceKobo };
});
afterAll(async () => {
  await fake.whenIdle();
  await fake.close();
  await shop.close();
  await database.dispose();
});
beforeEach(async () => {
  await fake.whenIdle();
  fake.reset();
  await resetDatabase({ keep: CATALOGUE });
});

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentsOf = (orderId: string) => db.select().from(payments).where(eq(payments.orderId, orderId));
const count = async (table: typeof payments | typeof jobs | typeof refunds) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** Everything a webhook could change, to compare before and after one that must change nothing. */
async function snapshot(orderId: string) {
  const order = await orderRow(orderId);
  const rows = await paymentsOf(orderId);
  return {
    order: { status: order.status, paymentStatus: order.paymentStatus, paymentDueAt: order.paymentDueAt },
    payments: rows.map(({ id, status, amountKobo, providerEventId, reason, updatedAt }) => ({ id, status, amountKobo, providerEventId, reason, updatedAt })),
    jobs: await count(jobs),
    refunds: await count(refunds),
  };
}

function postToShop(body: string, headers: Record<string, string>) {
  return fetch(shop.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

describe('Paystack webhooks', () => {
  it('pays the order from the webhook alone (the shopper closed the tab), after verifying it with Paystack', async () => {
    const order = await placePaystackOrder(product, 2);
    const [initialize] = fake.calls('/transaction/initialize');
    expect(initialize!.body).toMatchObject({ amount: order.totalKobo, currency: 'NGN', reference: order.reference, email: order.accountEmail });
    expect((initialize!.body as { callback_url: string }).callback_url).toMatch(/\/checkout\/paystack\/return$/);
    expect((initialize!.body as { metadata: object }).metadata).toMatchObject({ order_number: order.orderNumber });

    const event = await fake.pay(order.reference);

    expect(event.deliveries[0]).toMatchObject({ status: 200 });
    expect(fake.calls(`/transaction/verify/${order.reference}`)).toHaveLength(1);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'paid', paymentDueAt: null });
    const [payment] = await paymentsOf(order.orderId);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountKobo: order.totalKobo,
      channel: 'card',
      providerReference: order.reference,
      providerEventId: String(fake.transaction(order.reference)!.id),
    });
    const mails = await db.select().from(jobs).where(eq(jobs.kind, 'payment-mail'));
    expect(mails.map((job) => job.payload)).toEqual([{ paymentId: payment!.id, outcome: 'paid' }]);
    // Recorded on the order as the shop's own decision (no staff member, no client address).
    expect((await auditRowsOf('order', order.orderId)).filter((row) => row.action === 'payment_confirmed')).toEqual([
      expect.objectContaining({
        actorKind: 'system',
        actorName: 'The shop',
        actorId: null,
        clientIp: null,
        changes: { amountKobo: { before: null, after: order.totalKobo }, paymentStatus: { before: 'pending', after: 'paid' } },
        details: expect.objectContaining({ paymentId: payment!.id, method: 'paystack', providerReference: order.reference }),
      }),
    ]);
  });

  it('changes nothing when the same event comes again, also several times at once', async () => {
    const order = await placePaystackOrder(product);
    const event = await fake.pay(order.reference);
    const before = await snapshot(order.orderId);

    const again = await Promise.all([fake.deliver(event), fake.deliver(event), fake.deliver(event)]);

    expect(again.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(await snapshot(order.orderId)).toEqual(before);
    // Three jobs: the order's own mails and its reservation's end (queued when it was placed), and one payment mail.
    expect(before).toMatchObject({ order: { paymentStatus: 'paid' }, jobs: 3 });
  });

  it('refuses a forged, unsigned or altered event with 401, without asking Paystack or changing anything', async () => {
    const order = await placePaystackOrder(product);
    fake.holdWebhooks(true);
    const event = await fake.pay(order.reference);
    const before = await snapshot(order.orderId);
    const otherKey = createHmac('sha512', 'sk_test_someone_else').update(event.body).digest('hex');
    const altered = event.body.replace(`"amount":${order.totalKobo}`, `"amount":${order.totalKobo + 1}`);
    expect(altered).not.toBe(event.body);

    const forged = await fake.deliver(event, { signature: otherKey });
    const truncated = await fake.deliver(event, { signature: fake.sign(event.body).slice(0, 64) });
    const unsigned = await postToShop(event.body, {});
    const tampered = await postToShop(altered, { 'x-paystack-signature': fake.sign(event.body) });

    expect([forged.status, truncated.status, unsigned.status, tampered.status]).toEqual([401, 401, 401, 401]);
    expect(fake.calls('/transaction/verify')).toHaveLength(0);
    expect(await snapshot(order.orderId)).toEqual(before);
    expect(before.order.paymentStatus).toBe('pending');
  });

  it('takes a signed event whatever Origin and Sec-Fetch-Site it carries: the signature is its check', async () => {
    const order = await placePaystackOrder(product);
    fake.holdWebhooks(true);
    const event = await fake.pay(order.reference);

    const response = await postToShop(event.body, {
      'x-paystack-signature': fake.sign(event.body),
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });

    expect(response.status).toBe(200);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
  });

  it('refuses a body over the cap with 413 before reading it as an event', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'x', padding: 'x'.repeat(70 * 1024) } });
    const response = await postToShop(body, { 'x-paystack-signature': fake.sign(body) });
    expect(response.status).toBe(413);
    expect(fake.calls()).toHaveLength(0);
  });

  it('holds money of the wrong amount or currency for review, never as paid', async () => {
    const short = await placePaystackOrder(product);
    const dollars = await placePaystackOrder(product);

    await fake.pay(short.reference, { amount: short.totalKobo - 100 });
    fake.setCharge(dollars.reference, { currency: 'USD' });
    await fake.pay(dollars.reference);

    const [shortPayment] = await paymentsOf(short.orderId);
    const [dollarPayment] = await paymentsOf(dollars.orderId);
    expect(shortPayment).toMatchObject({ status: 'needs_review', amountKobo: short.totalKobo - 100 });
    expect(shortPayment!.reason).toMatch(/was due/);
    expect(dollarPayment).toMatchObject({ status: 'needs_review', currency: 'USD' });
    expect((await orderRow(short.orderId)).paymentStatus).toBe('pending');
    expect((await orderRow(dollars.orderId)).paymentStatus).toBe('pending');
    // Sent to review by the shop: recorded on each order, with why.
    for (const [order, currency] of [
      [short, undefined],
      [dollars, 'USD'],
    ] as const) {
      const [review] = (await auditRowsOf('order', order.orderId)).filter((row) => row.action === 'payment_review');
      expect(review).toMatchObject({ actorKind: 'system', details: { outcome: 'needs_review', reason: expect.any(String) } });
      expect(review!.details.currency).toBe(currency);
    }
  });

  it('does not pay an order because a signed event says so when Paystack’s verify says it is not paid', async () => {
    const order = await placePaystackOrder(product);
    const claim = { ...fake.transaction(order.reference)!, status: 'success' };

    const event = await fake.emit('charge.success', { reference: claim.reference, amount: claim.amount, currency: 'NGN', status: 'success' });

    expect(event.deliveries[0]!.status).toBe(200);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
    expect((await paymentsOf(order.orderId))[0]!.status).not.toBe('succeeded');
  });

  it('answers 200 to events out of order and to events it does not use, changing nothing', async () => {
    const order = await placePaystackOrder(product);
    const before = await snapshot(order.orderId);

    const refundFirst = await fake.emit('refund.processed', {
      status: 'processed',
      transaction_reference: order.reference,
      refund_reference: 'TRF_early',
      amount: String(order.totalKobo),
      currency: 'NGN',
    });
    const unknown = await fake.emit('subscription.create', { subscription_code: 'SUB_x' });
    const strangerRefund = await fake.emit('refund.processed', { status: 'processed', transaction_reference: 'not-ours-123', amount: '100' });

    expect([refundFirst, unknown, strangerRefund].map((e) => e.deliveries[0]!.status)).toEqual([200, 200, 200]);
    expect(await snapshot(order.orderId)).toEqual(before);

    // The charge that came "after" its refund event still pays the order, once.
    const charge = await fake.pay(order.reference);
    await fake.deliver(charge);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
    expect(await count(payments)).toBe(1);
  });

  it('answers 500 when Paystack cannot be asked, so Paystack sends the event again; the retry pays', async () => {
    const order = await placePaystackOrder(product);
    fake.failNext({ path: '/transaction/verify', status: 503, message: 'Service unavailable' });

    const event = await fake.pay(order.reference);
    expect(event.deliveries[0]!.status).toBe(500);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');

    expect((await fake.deliver(event)).status).toBe(200);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
  });
});

describe('verifying on return, and the re-check before a reservation ends', () => {
  it('pays on the return page’s verify; the webhook arriving after it changes nothing', async () => {
    const order = await placePaystackOrder(product);
    fake.holdWebhooks(true);
    const event = await fake.pay(order.reference);

    const settled = await settlePaystackTransaction(await verifyTransaction(order.reference));
    expect(settled.outcome).toBe('paid');
    const before = await snapshot(order.orderId);

    expect((await fake.deliver(event)).status).toBe(200);
    expect(await snapshot(order.orderId)).toEqual(before);
    // Three jobs: the order's own mails and its reservation's end (queued when it was placed), and one payment mail.
    expect(before).toMatchObject({ order: { paymentStatus: 'paid' }, jobs: 3 });
  });

  it('marks a declined attempt failed and leaves the order to be paid', async () => {
    const order = await placePaystackOrder(product);
    fake.decline(order.reference);

    const settled = await settlePaystackTransaction(await verifyTransaction(order.reference));

    expect(settled.outcome).toBe('failed');
    expect((await paymentsOf(order.orderId))[0]).toMatchObject({ status: 'failed', reason: 'Declined' });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
  });

  it('finds a payment whose webhook was missed, also on an attempt an early verify had marked failed', async () => {
    const order = await placePaystackOrder(product);
    // The shopper came back before paying: Paystack says "abandoned", and the attempt is marked failed.
    expect((await settlePaystackTransaction(await verifyTransaction(order.reference))).outcome).toBe('failed');
    fake.holdWebhooks(true);
    await fake.pay(order.reference);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');

    expect(await recheckPaystackPayments(order.orderId)).toBe(true);

    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'paid', paymentDueAt: null });
    expect((await paymentsOf(order.orderId))[0]).toMatchObject({ status: 'succeeded' });
  });

  it('answers false for an order nobody paid, and true for an order already paid', async () => {
    const unpaid = await placePaystackOrder(product);
    const paid = await placePaystackOrder(product);
    await fake.pay(paid.reference);

    expect(await recheckPaystackPayments(unpaid.orderId)).toBe(false);
    expect(await recheckPaystackPayments(paid.orderId)).toBe(true);
    expect((await orderRow(unpaid.orderId)).paymentStatus).toBe('pending');
  });

  it('throws when Paystack is down or does not answer, so the caller retries instead of cancelling', async () => {
    const order = await placePaystackOrder(product);
    fake.holdWebhooks(true);
    await fake.pay(order.reference);

    fake.failNext({ path: '/transaction/verify', status: 503 });
    await expect(recheckPaystackPayments(order.orderId)).rejects.toThrow();
    fake.failNext({ path: '/transaction/verify', status: 'drop' });
    await expect(recheckPaystackPayments(order.orderId)).rejects.toThrow();
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');

    expect(await recheckPaystackPayments(order.orderId)).toBe(true);
  });

  it('passes over an attempt Paystack never saw (its initialize failed), without throwing', async () => {
    fake.failNext({ path: '/transaction/initialize', status: 'drop' });
    await expect(placePaystackOrder(product)).rejects.toThrow(/could not reach/);
    const [attempt] = await db.select().from(payments);
    expect(attempt).toMatchObject({ status: 'failed' });

    expect(await recheckPaystackPayments(attempt!.orderId!)).toBe(false);
  });
});
