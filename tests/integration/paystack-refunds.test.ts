// @postgres: a refund held open while another waits on the order's row lock
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInAdmin } from '../helpers/sessions';
import { serveRoute, type RouteServer } from '../helpers/route-server';
import { placePaystackOrder } from '../helpers/paystack-orders';
import { db } from '@/server/db/client';
import { customers, orders, payments, refunds } from '@/server/db/schema';
import { POST } from '@/app/api/payments/paystack/route';
import { createRefundAction } from '@/server/refunds/actions/create-refund';
import { updateRefundAction } from '@/server/refunds/actions/update-refund';
import { deleteRefundAction } from '@/server/refunds/actions/delete-refund';
import { listAdminRefunds } from '@/server/refunds/admin-refund-reads';
import { createRefund } from '@/server/payments/paystack/client';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { startPaystackAttempt } from '@/server/payments/paystack/start-attempt';
import { readOrderLedgers } from '@/server/payments/order-ledger';
import type { RefundFormInput } from '@/lib/schemas/refund';
import type { FakeDelivery } from '../helpers/paystack-fake';
import { newCategory, newProduct } from '../helpers/factories';
import { CATALOGUE, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Refunding an order paid through Paystack, by an admin with a real session, against the fake
// Paystack and a real database (PGlite; PostgreSQL with TEST_DATABASE_URL): the money goes back
// through Paystack's refund API, the refund waits as approved, and only Paystack's word (its
// webhook, read back with GET /refund/:id) makes it processed, once.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});
const fake = await vi.hoisted(async () => {
  const { startPaystackFake } = await import('../helpers/paystack-fake');
  const started = await startPaystackFake({ secretKey: 'sk_test_refund_suite_0123456789', refunds: 'manual' });
  process.env.PAYSTACK_SECRET_KEY = started.secretKey;
  process.env.PAYSTACK_API_URL = started.url;
  return started;
});

const callers = setUpAdminTestDatabase(dataDir);
let shop: RouteServer;
let product: { id: string; priceKobo: number };
let madeToOrder: { id: string; priceKobo: number };
const PRICE = 50_000_00;
const EMAIL = 'tolu@example.com';

beforeAll(async () => {
  shop = await serveRoute(POST, '/api/payments/paystack');
  fake.setWebhookUrl(shop.url);
  await newCategory('Tables');
  const row = await newProduct({ name: 'Jos Dining Table', category: 'tables', priceKobo: PRICE, stockQuantity: 1000 });
  product = { id: row.id, priceKobo: row.priceKobo };
  // Made to order (a lead time): checkout offers the shop's 50% deposit (docs/decisions/0035-deposits-and-balances.md).
  const piece = await newProduct({ name: 'Made-to-order Jos Table', category: 'tables', priceKobo: PRICE, stockQuantity: 1000, leadTimeMinDays: 21, leadTimeMaxDays: 35 });
  madeToOrder = { id: piece.id, priceKobo: piece.priceKobo };
});
afterAll(async () => {
  await fake.whenIdle();
  await fake.close();
  await shop.close();
});
beforeEach(async () => {
  await fake.whenIdle();
  fake.reset();
  fake.setRefunds('manual');
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, ...CATALOGUE] });
});

const input = (orderId: string, amount: string, status: RefundFormInput['status'] = 'processed'): RefundFormInput => ({
  orderId,
  amount,
  reason: 'One chair arrived with a split leg',
  status,
  notes: '',
  // Asked when processed, and kept only then; a Paystack share is recorded as Paystack whatever it says.
  payoutMethod: 'bank_transfer',
});
const create = (form: RefundFormInput, idempotencyKey: string = randomUUID()) => as(callers.admin, () => createRefundAction({ ...form, idempotencyKey }));
const update = (id: string, form: RefundFormInput) => as(callers.admin, () => updateRefundAction({ id, ...form }));
const remove = (id: string) => as(callers.admin, () => deleteRefundAction({ id }));

const refundRow = async (id: string) => (await db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const spent = async () =>
  (await db.select({ kobo: customers.totalSpentKobo }).from(customers).where(sql`lower(${customers.email}) = lower(${EMAIL})`))[0]!.kobo;

/** A ₦100,000 order (two tables) paid through the fake's hosted-page flow and its webhook. */
async function paidOrder() {
  const order = await placePaystackOrder(product, 2, EMAIL);
  await fake.pay(order.reference);
  expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
  return order;
}

async function sent(form: RefundFormInput, idempotencyKey?: string) {
  const result = await create(form, idempotencyKey);
  if (!result.ok) throw new Error(`refund refused: ${result.error}`);
  expect(result.data.sentToPaystack).toBe(true);
  await fake.whenIdle();
  const row = await refundRow(result.data.id);
  return { row, paystack: fake.refund(Number(row.paystackRefundId))! };
}

describe('refunding a Paystack payment', () => {
  it('sends a partial refund to Paystack, waits as approved, and is processed once when Paystack says so', async () => {
    const order = await paidOrder();
    const spentBefore = await spent();

    const { row, paystack } = await sent(input(order.orderId, '20000'));

    expect(paystack).toMatchObject({ transactionReference: order.reference, amount: 20_000_00, status: 'pending' });
    // Recorded as gone back through Paystack whatever the form said, and processed only once Paystack says so.
    expect(row).toMatchObject({ status: 'approved', paystackRefundId: String(paystack.id), paystackStatus: 'pending', amountKobo: 20_000_00, payoutMethod: 'paystack', processedAt: null });
    expect(fake.events('refund.pending')[0]!.deliveries[0]!.status).toBe(200);
    expect(await spent()).toBe(spentBefore);
    const listed = await as(callers.admin, () => listAdminRefunds({ q: '', page: 1 }));
    expect(listed.rows[0]).toMatchObject({ id: row.id, status: 'approved', paystackStatus: 'pending' });

    const processed = await fake.settleRefund(paystack.id, 'processed');

    expect(processed.deliveries[0]!.status).toBe(200);
    expect(await refundRow(row.id)).toMatchObject({ status: 'processed', paystackStatus: 'processed', payoutMethod: 'paystack', processedAt: expect.any(Date) });
    expect(await spent()).toBe(spentBefore - 20_000_00);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');

    // The same event again, and the earlier refund.pending arriving last: nothing moves twice.
    await fake.deliver(processed);
    await fake.deliver(fake.events('refund.pending')[0]!);
    expect(await refundRow(row.id)).toMatchObject({ status: 'processed', paystackStatus: 'processed' });
    expect(await spent()).toBe(spentBefore - 20_000_00);
  });

  it('marks the order refunded once Paystack has processed refunds of its whole total', async () => {
    const order = await paidOrder();
    const first = await sent(input(order.orderId, '30000'));
    const rest = await sent(input(order.orderId, '70000'));
    expect(rest.paystack.amount).toBe(70_000_00);

    await fake.settleRefund(first.paystack.id, 'processed');
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
    await fake.settleRefund(rest.paystack.id, 'processed');

    expect((await orderRow(order.orderId)).paymentStatus).toBe('refunded');
    expect(fake.transaction(order.reference)!.status).toBe('reversed');
  });

  it('an event that overtakes the admin’s save waits for it, and still makes the refund processed', async () => {
    const order = await paidOrder();
    const spentBefore = await spent();
    fake.holdWebhooks(true);
    let delivery: Promise<FakeDelivery> | undefined;

    // What the refund action does, held open: the order locked, Paystack's refund made, the row
    // written but not committed, while Paystack's refund.processed arrives.
    const refundId = await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.orderId)).for('update');
      const paystack = await createRefund({ transactionReference: order.reference, amountKobo: 10_000_00 });
      const [row] = await tx
        .insert(refunds)
        .values({ orderId: order.orderId, amountKobo: 10_000_00, reason: 'Scratched top', status: 'approved', paystackRefundId: String(paystack.id), paystackStatus: paystack.status })
        .returning({ id: refunds.id });
      delivery = fake.deliver(await fake.settleRefund(paystack.id, 'processed', { webhook: false }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      return row!.id;
    });

    expect((await delivery!).status).toBe(200);
    expect(await refundRow(refundId)).toMatchObject({ status: 'processed', paystackStatus: 'processed' });
    expect(await spent()).toBe(spentBefore - 10_000_00);
  });

  it('two admins refunding 60% of the same Paystack payment at once: one reaches Paystack, the other is refused first', async () => {
    const order = await paidOrder();
    const otherAdmin = await signedInAdmin();

    const results = await Promise.all([
      as(callers.admin, () => createRefundAction({ ...input(order.orderId, '60000'), idempotencyKey: randomUUID() })),
      as(otherAdmin, () => createRefundAction({ ...input(order.orderId, '60000'), idempotencyKey: randomUUID() })),
    ]);

    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({
      error: `This refund would exceed what was received on ${order.orderNumber} less its other refunds: at most ₦40,000.`,
    });
    expect(fake.refunds().map((refund) => refund.amount)).toEqual([60_000_00]);
    expect(await db.select().from(refunds)).toHaveLength(1);
  });

  it('keeps a refund Paystack could not make visible, counted nowhere, and lets the admin send it again', async () => {
    const order = await paidOrder();
    const spentBefore = await spent();
    const { row, paystack } = await sent(input(order.orderId, '15000'));

    await fake.settleRefund(paystack.id, 'failed');

    expect(await refundRow(row.id)).toMatchObject({ status: 'approved', paystackStatus: 'failed' });
    expect(await spent()).toBe(spentBefore);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');

    // Saved as processed again: a new refund at Paystack, followed as before.
    const again = await update(row.id, input(order.orderId, '15000'));
    expect(again).toMatchObject({ ok: true, data: { sentToPaystack: true } });
    await fake.whenIdle();
    const resent = await refundRow(row.id);
    expect(resent).toMatchObject({ status: 'approved', paystackStatus: 'pending' });
    expect(resent.paystackRefundId).not.toBe(String(paystack.id));
    await fake.settleRefund(Number(resent.paystackRefundId), 'processed');
    expect(await refundRow(row.id)).toMatchObject({ status: 'processed' });
    expect(await spent()).toBe(spentBefore - 15_000_00);
  });

  it('two saves at once of a refund Paystack could not make send it to Paystack once', async () => {
    const order = await paidOrder();
    const otherAdmin = await signedInAdmin();
    const { row, paystack } = await sent(input(order.orderId, '15000'));
    await fake.settleRefund(paystack.id, 'failed');
    const refundCalls = () => fake.calls('/refund').filter((call) => call.method === 'POST');
    expect(refundCalls()).toHaveLength(1);

    // Two admins (or a request sent again) save it as processed at the same moment: both read it
    // as failed; only the first may send it again, the second finds Paystack's new refund.
    const results = await Promise.all([
      as(callers.admin, () => updateRefundAction({ id: row.id, ...input(order.orderId, '15000') })),
      as(otherAdmin, () => updateRefundAction({ id: row.id, ...input(order.orderId, '15000') })),
    ]);
    await fake.whenIdle();

    expect(refundCalls()).toHaveLength(2);
    expect(fake.refunds().filter((refund) => refund.status !== 'failed')).toHaveLength(1);
    expect(results.filter((result) => result.ok)).toEqual([{ ok: true, data: { id: row.id, sentToPaystack: true } }]);
    // PostgreSQL: the second waited on the order's lock and finds the row changed; PGlite runs
    // one transaction at a time, so the second reads the refund as Paystack holds it now.
    expect(results.find((result) => !result.ok)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^(Someone else changed this refund just now|This refund was sent to Paystack and is waiting)/),
    });
    const resent = await refundRow(row.id);
    expect(resent).toMatchObject({ status: 'approved', paystackStatus: 'pending' });
    expect(resent.paystackRefundId).not.toBe(String(paystack.id));
  });

  it('sends each refund with an idempotency key: the same key again makes no second refund at Paystack', async () => {
    const order = await paidOrder();
    const formKey = randomUUID();
    const { row, paystack } = await sent(input(order.orderId, '15000'), formKey);
    const [call] = fake.calls('/refund').filter((c) => c.method === 'POST');
    expect(call!.body).toMatchObject({ transaction: order.reference, amount: 15_000_00 });

    // The key the shop sent names the create form's key and the payment, the first time (no Paystack refund replaced).
    const key = `refund-${formKey}-${row.paymentId}-first-${15_000_00}`;
    const again = await createRefund({ transactionReference: order.reference, amountKobo: 15_000_00 }, { idempotencyKey: key });
    const other = await createRefund({ transactionReference: order.reference, amountKobo: 15_000_00 }, { idempotencyKey: `${key}-other` });

    expect(again.id).toBe(paystack.id);
    expect(other.id).not.toBe(paystack.id);
    expect(fake.refunds().map((refund) => refund.id)).toEqual([paystack.id, other.id]);
  });

  it('shows the admin what Paystack needs when it asks for attention', async () => {
    const order = await paidOrder();
    const { row, paystack } = await sent(input(order.orderId, '5000'));

    const event = await fake.settleRefund(paystack.id, 'needs-attention');

    expect(event.data).toMatchObject({ id: String(paystack.id), status: 'needs-attention' });
    expect(await refundRow(row.id)).toMatchObject({ status: 'approved', paystackStatus: 'needs-attention' });
  });

  it('writes nothing when Paystack refuses or does not answer, and says so', async () => {
    const order = await paidOrder();

    fake.failNext({ path: '/refund', status: 400, message: 'Transaction has been fully reversed' });
    const refused = await create(input(order.orderId, '10000'));
    fake.failNext({ path: '/refund', status: 'drop' });
    const silent = await create(input(order.orderId, '10000'));

    expect(refused).toMatchObject({ ok: false, error: 'Paystack refused this refund: Transaction has been fully reversed. Nothing was recorded.' });
    expect(silent).toMatchObject({ ok: false, error: expect.stringMatching(/^Paystack did not answer, so this refund was not recorded/) });
    expect(await db.select().from(refunds)).toEqual([]);
    expect(fake.refunds()).toEqual([]);
  });

  it('keeps the order, amount and status of a refund Paystack holds; its reason and notes may change; it cannot be deleted', async () => {
    const order = await paidOrder();
    const { row } = await sent(input(order.orderId, '10000'));

    const moreMoney = await update(row.id, { ...input(order.orderId, '12000'), status: 'approved' });
    const processedByHand = await update(row.id, input(order.orderId, '10000', 'processed'));
    const rejected = await update(row.id, input(order.orderId, '10000', 'rejected'));
    const deleted = await remove(row.id);
    const notes = await update(row.id, { ...input(order.orderId, '10000', 'approved'), notes: 'Customer told by phone' });

    for (const refusal of [moreMoney, processedByHand, rejected]) {
      expect(refusal).toMatchObject({ ok: false, error: expect.stringMatching(/^This refund was sent to Paystack and is waiting for its confirmation/) });
    }
    expect(deleted).toMatchObject({ ok: false, error: expect.stringMatching(/went back through Paystack/) });
    expect(notes).toMatchObject({ ok: true, data: { sentToPaystack: false } });
    expect(await refundRow(row.id)).toMatchObject({ status: 'approved', amountKobo: 10_000_00, notes: 'Customer told by phone', paystackStatus: 'pending' });
    expect(fake.refunds()).toHaveLength(1);
  });

  it('records refunds as before when they are not processed yet, or when the order was not paid through Paystack', async () => {
    const order = await paidOrder();
    // Paid another way: the admin took the money by hand (a refund can only give back money received).
    const paidByHand = await placePaystackOrder(product, 1, EMAIL);
    await confirmPayment({ orderId: paidByHand.orderId, method: 'manual', amountKobo: PRICE, currency: 'NGN', partialAllowed: true });

    const pending = await create(input(order.orderId, '1000', 'pending'));
    const byHand = await create(input(paidByHand.orderId, '1000', 'processed'));

    expect(pending).toMatchObject({ ok: true, data: { sentToPaystack: false } });
    expect(byHand).toMatchObject({ ok: true, data: { sentToPaystack: false } });
    expect(await refundRow(byHand.ok ? byHand.data.id : '')).toMatchObject({ status: 'processed', paystackRefundId: null });
    expect(fake.calls('/refund')).toHaveLength(0);
  });
});

describe('refunding an order paid in several parts', () => {
  /** A ₦100,000 order (two made-to-order tables) with its ₦50,000 deposit paid through Paystack. */
  async function depositPaid() {
    const order = await placePaystackOrder(madeToOrder, 2, EMAIL, 50_000_00);
    await fake.pay(order.reference);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('deposit_paid');
    return order;
  }

  async function balancePaidThroughPaystack(orderId: string) {
    const { reference } = await startPaystackAttempt(orderId);
    await fake.pay(reference);
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
    return reference;
  }

  const rowsOf = (orderId: string) => db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const paymentOf = async (reference: string) => (await db.select().from(payments).where(eq(payments.providerReference, reference)))[0]!;

  it('a deposit and a balance both paid through Paystack: two Paystack refunds, each of its own payment, and the order reaches refunded', async () => {
    const order = await depositPaid();
    const balanceReference = await balancePaidThroughPaystack(order.orderId);
    const spentBefore = await spent();

    const result = await create(input(order.orderId, '100000'));
    await fake.whenIdle();

    expect(result).toMatchObject({ ok: true, data: { sentToPaystack: true } });
    expect(result.ok && result.data.ids).toHaveLength(2);
    // Newest money first: the balance, then the deposit, each its whole amount, each against its own transaction.
    expect(fake.refunds().map((refund) => [refund.transactionReference, refund.amount])).toEqual([
      [balanceReference, 50_000_00],
      [order.reference, 50_000_00],
    ]);
    const rows = await rowsOf(order.orderId);
    expect(rows.map((row) => [row.paymentId, row.amountKobo, row.status]).sort()).toEqual(
      [
        [(await paymentOf(balanceReference)).id, 50_000_00, 'approved'],
        [(await paymentOf(order.reference)).id, 50_000_00, 'approved'],
      ].sort(),
    );

    for (const refund of fake.refunds()) await fake.settleRefund(refund.id, 'processed');

    expect((await rowsOf(order.orderId)).map((row) => row.status)).toEqual(['processed', 'processed']);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('refunded');
    expect(await spent()).toBe(spentBefore - 100_000_00);
  });

  it('a Paystack deposit and a balance by transfer: Paystack refunds its share, the transfer’s share is recorded by hand, and both are shown', async () => {
    const order = await depositPaid();
    await confirmPayment({ orderId: order.orderId, method: 'bank_transfer', amountKobo: 50_000_00, currency: 'NGN' });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
    const spentBefore = await spent();

    const result = await create(input(order.orderId, '100000'));
    await fake.whenIdle();

    expect(result).toMatchObject({ ok: true, data: { sentToPaystack: true } });
    expect(fake.refunds().map((refund) => [refund.transactionReference, refund.amount])).toEqual([[order.reference, 50_000_00]]);
    const byHand = (await rowsOf(order.orderId)).find((row) => row.paystackRefundId === null)!;
    expect(byHand).toMatchObject({ amountKobo: 50_000_00, status: 'processed' });
    expect(await spent()).toBe(spentBefore - 50_000_00);

    await fake.settleRefund(fake.refunds()[0]!.id, 'processed');

    expect((await orderRow(order.orderId)).paymentStatus).toBe('refunded');
    expect(await spent()).toBe(spentBefore - 100_000_00);
    // The Refunds screen and Order Details say which payment each part came back from.
    const listed = await as(callers.admin, () => listAdminRefunds({ q: order.orderNumber, page: 1 }));
    expect(listed.rows.map((row) => [row.paymentMethod, row.paymentReference, row.amountKobo]).sort()).toEqual(
      [
        ['bank_transfer', null, 50_000_00],
        ['paystack', order.reference, 50_000_00],
      ].sort(),
    );
    const ledger = (await readOrderLedgers([{ id: order.orderId, totalAmountKobo: 100_000_00, status: 'pending' }])).get(order.orderId)!;
    const paymentIds = new Set(ledger.payments.map((payment) => payment.id));
    expect(ledger.refunds.every((refund) => refund.paymentId !== null && paymentIds.has(refund.paymentId))).toBe(true);
  });

  it('a pending refund split in parts: each part saved as processed later goes back its own way, and stays within its payment', async () => {
    const order = await depositPaid();
    const transfer = await confirmPayment({ orderId: order.orderId, method: 'bank_transfer', amountKobo: 50_000_00, currency: 'NGN' });
    const created = await create(input(order.orderId, '100000', 'pending'));
    const rows = await rowsOf(order.orderId);
    const byTransfer = rows.find((row) => row.paymentId === transfer.paymentId)!;
    const byPaystack = rows.find((row) => row.paymentId !== transfer.paymentId)!;
    expect(created).toMatchObject({ ok: true, data: { sentToPaystack: false } });
    expect([byTransfer.amountKobo, byPaystack.amountKobo]).toEqual([50_000_00, 50_000_00]);

    const tooMuch = await update(byTransfer.id, input(order.orderId, '60000', 'pending'));
    expect(tooMuch).toMatchObject({ ok: false, error: expect.stringMatching(/^This refund would exceed what was received/) });
    await update(byPaystack.id, input(order.orderId, '40000', 'pending'));
    const oneTooMany = await update(byTransfer.id, input(order.orderId, '60000', 'pending'));
    expect(oneTooMany).toMatchObject({ ok: false, error: expect.stringMatching(/^A refund comes back from one payment, and at most ₦50,000 is left on any one payment/) });

    expect(await update(byPaystack.id, input(order.orderId, '50000'))).toMatchObject({ ok: true, data: { sentToPaystack: true } });
    expect(await update(byTransfer.id, input(order.orderId, '50000'))).toMatchObject({ ok: true, data: { sentToPaystack: false } });
    await fake.whenIdle();
    expect(fake.refunds().map((refund) => [refund.transactionReference, refund.amount])).toEqual([[order.reference, 50_000_00]]);
    await fake.settleRefund(fake.refunds()[0]!.id, 'processed');
    expect((await orderRow(order.orderId)).paymentStatus).toBe('refunded');
  });

  it('a part refund takes the newest money first, and the next refund goes on from there', async () => {
    const order = await depositPaid();
    const balanceReference = await balancePaidThroughPaystack(order.orderId);

    await create(input(order.orderId, '30000'));
    await create(input(order.orderId, '40000'));
    await fake.whenIdle();

    expect(fake.refunds().map((refund) => [refund.transactionReference, refund.amount])).toEqual([
      [balanceReference, 30_000_00],
      [balanceReference, 20_000_00],
      [order.reference, 20_000_00],
    ]);
  });

  it('a create sent again with the same key makes one refund, also when both arrive at once', async () => {
    const order = await paidOrder();
    const key = randomUUID();

    const first = await create(input(order.orderId, '20000'), key);
    const again = await create(input(order.orderId, '20000'), key);
    const otherKey = randomUUID();
    const atOnce = await Promise.all([create(input(order.orderId, '10000'), otherKey), create(input(order.orderId, '10000'), otherKey)]);
    await fake.whenIdle();

    expect(first.ok && again.ok && again.data).toEqual(first.ok && first.data);
    expect(atOnce[0]).toEqual(atOnce[1]);
    expect(atOnce[0]).toMatchObject({ ok: true, data: { sentToPaystack: true } });
    expect(fake.refunds().map((refund) => refund.amount)).toEqual([20_000_00, 10_000_00]);
    expect((await rowsOf(order.orderId)).map((row) => row.amountKobo).sort()).toEqual([10_000_00, 20_000_00]);
  });

  it('Paystack refusing the second share: the first share that went back is recorded, the admin reads what went and what did not, and sending again sends the rest once', async () => {
    const order = await depositPaid();
    const balanceReference = await balancePaidThroughPaystack(order.orderId);
    const key = randomUUID();

    fake.failNext({ path: '/refund', transaction: order.reference, status: 400, message: 'Transaction is being disputed' });
    const refused = await create(input(order.orderId, '100000'), key);
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^₦50,000 went back to the Paystack payment of \d+ \w+ \d{4}; ₦50,000 to the Paystack payment of \d+ \w+ \d{4} was refused by Paystack: Transaction is being disputed\. ₦50,000 is still to refund: save this refund again to send the rest\.$/,
      ),
    });
    await fake.whenIdle();
    expect(fake.refunds().map((refund) => [refund.transactionReference, refund.amount])).toEqual([[balanceReference, 50_000_00]]);
    expect((await rowsOf(order.orderId)).map((row) => [row.paymentId, row.amountKobo, row.status, row.paystackRefundId])).toEqual([
      [(await paymentOf(balanceReference)).id, 50_000_00, 'approved', String(fake.refunds()[0]!.id)],
    ]);

    fake.failNext({ path: '/refund', transaction: order.reference, status: 400, message: 'Transaction is being disputed' });
    expect(await create(input(order.orderId, '100000'), key)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^₦50,000 went back when this refund was first saved; ₦50,000 to the Paystack payment of .* was refused by Paystack/),
    });
    const again = await create(input(order.orderId, '100000'), key);
    await fake.whenIdle();

    expect(again).toMatchObject({ ok: true, data: { sentToPaystack: true } });
    expect(again.ok && again.data.ids).toHaveLength(2);
    expect(fake.refunds().map((refund) => [refund.transactionReference, refund.amount])).toEqual([
      [balanceReference, 50_000_00],
      [order.reference, 50_000_00],
    ]);
    expect(await rowsOf(order.orderId)).toHaveLength(2);
    expect(await create(input(order.orderId, '100000'), key)).toEqual(again);
  });
});
