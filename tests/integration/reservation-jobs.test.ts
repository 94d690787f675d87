// @postgres: jobs found in their JSON payload and deleted in SQL; the reservation's end in Lagos time
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { jobsOfKind, makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { takeBankTransfers } from '../helpers/checkout';
import { placePaystackOrder } from '../helpers/paystack-orders';
import { auditRowsOf } from '../helpers/audit-rows-of';
import { db } from '@/server/db/client';
import { categories, customers, jobs, orders, payments, products, websiteSettings } from '@/server/db/schema';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { RESERVATION_EXPIRY_JOB, scheduleReservation, TRANSFER_REMINDER_JOB } from '@/server/payments/reservations';
import { storefrontVersion } from '@/server/storefront-cache';
import type { CheckoutPaymentMethod } from '@/lib/constants';
import { newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { resetDatabase } from '../helpers/reset-database';

// Reservations that end (docs/decisions/0013-payments-ledger.md): at the due time an unpaid order
// is cancelled as an admin cancel does (stock back, customer totals corrected), the shopper is
// mailed, and a paid order is left alone; a transfer buyer is reminded how to pay before then.
// Through the real job worker, on PGlite (PostgreSQL with TEST_DATABASE_URL).

// The SMTP sink's port, DATA_DIR and the fake Paystack must be set before anything reads the
// environment. The fake sends no webhooks here: every Paystack payment is a missed webhook.
const { smtpPort, paystack } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  process.env.SHOP_EMAIL = 'orders@adireliving.test';
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
  const { startPaystackFake } = await import('../helpers/paystack-fake');
  const fake = await startPaystackFake({ secretKey: 'sk_test_reservations_0123456789', webhookUrl: null });
  process.env.PAYSTACK_SECRET_KEY = fake.secretKey;
  process.env.PAYSTACK_API_URL = fake.url;
  return { smtpPort: port, paystack: fake };
});

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink(smtpPort);
  await newCategory('Sofas');
  await db.insert(websiteSettings).values({ id: 1, siteName: 'Adire Living', siteDescription: 'Furniture from Lagos', bankName: 'Zenith Bank', bankAccountName: 'Adire Living Ltd', bankAccountNumber: '1012345678' });
});
afterAll(async () => {
  await paystack.close();
  await smtp.close();
  await database.dispose();
});
beforeEach(async () => {
  await resetDatabase({ keep: [categories, websiteSettings] });
  smtp.received.length = 0;
  paystack.reset();
});

const HOUR = 3_600_000;

/** An order of `quantity` sofas from a stock of 5, reserved for `method` until `dueAt`. */
/** `depositKobo`: the sofa is made to order (the shop's 50% deposit) and the buyer chose to pay that deposit first. */
async function reservedOrder(
  method: CheckoutPaymentMethod,
  { quantity = 2, placedAt = new Date(), dueAt = new Date(Date.now() + 48 * HOUR), depositKobo = null as number | null } = {},
) {
  const madeToOrder = depositKobo === null ? {} : { leadTimeMinDays: 21, leadTimeMaxDays: 35 };
  const sofa = await newProduct({ priceKobo: 100_000_00, stockQuantity: 5, ...madeToOrder });
  await takeBankTransfers({ bankName: 'Zenith Bank', bankAccountNumber: '1012345678' });
  const { buyer, ...placed } = await placeTestOrder([{ productId: sofa.id, quantity, unitPriceKobo: 100_000_00 }], { depositKobo });
  const accountEmail = buyer.email;
  await db.transaction(async (tx) => {
    // Checkout scheduled its own transfer reservation; these tests set the method and times.
    await tx.delete(jobs).where(sql`${jobs.payload}->>'orderId' = ${placed.orderId} and ${jobs.kind} <> 'order-placed-mails'`);
    await tx.update(orders).set({ paymentMethod: method, paymentDueAt: dueAt }).where(eq(orders.id, placed.orderId));
    await scheduleReservation(tx, { orderId: placed.orderId, method, placedAt, dueAt });
  });
  // The order's own mails are not what these tests look at.
  await runJobsUntilIdle();
  smtp.received.length = 0;
  return { ...placed, productId: sofa.id, accountEmail };
}

/** The due time has come: the order's and its expiry job's. */
async function reachDueTime(orderId: string) {
  await db.update(orders).set({ paymentDueAt: new Date(Date.now() - 1_000) }).where(eq(orders.id, orderId));
  await makeJobsDue(RESERVATION_EXPIRY_JOB);
}

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: string) => (await db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.s;
const customerTotals = async () =>
  (await db.select({ totalOrders: customers.totalOrders, totalSpentKobo: customers.totalSpentKobo }).from(customers).where(sql`lower(${customers.email}) = 'amaka@example.com'`))[0];
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => readableMail(mail.raw));

describe('reservation expiry', () => {
  it('cancels an unpaid order at its due time: stock back, customer totals corrected, the shopper mailed, the storefront refreshed', async () => {
    const order = await reservedOrder('bank_transfer');
    expect(await stockOf(order.productId)).toBe(3);
    expect(await customerTotals()).toEqual({ totalOrders: 1, totalSpentKobo: 200_000_00 });

    // Not before its time.
    await makeJobsDue(RESERVATION_EXPIRY_JOB);
    await runJobsUntilIdle();
    expect((await orderRow(order.orderId)).status).toBe('pending');

    await reachDueTime(order.orderId);
    const version = storefrontVersion();
    await runJobsUntilIdle();

    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'not paid in time', paymentDueAt: null, paymentStatus: 'pending' });
    expect(await stockOf(order.productId)).toBe(5);
    expect(await customerTotals()).toEqual({ totalOrders: 0, totalSpentKobo: 0 });
    expect(storefrontVersion()).toBeGreaterThan(version);
    const [mail] = mailsTo(order.accountEmail);
    expect(mail).toContain(`Subject: Your order ${order.orderNumber} was cancelled: not paid in time`);
    expect(mail).toContain(`Your order ${order.orderNumber} was cancelled because it was not paid in time, and the items it held have been released`);
    expect(smtp.received).toHaveLength(1);
    expect((await jobsOfKind(RESERVATION_EXPIRY_JOB))[0]).toMatchObject({ status: 'done' });

    // Run again (a retried job): nothing more happens.
    await db.update(jobs).set({ status: 'pending', runAt: new Date(Date.now() - 1_000) }).where(eq(jobs.kind, RESERVATION_EXPIRY_JOB));
    await runJobsUntilIdle();
    expect(await stockOf(order.productId)).toBe(5);
    expect(await customerTotals()).toEqual({ totalOrders: 0, totalSpentKobo: 0 });
    expect(smtp.received).toHaveLength(1);
    // The shop decided it, once: one row on the order, by the shop itself.
    expect((await auditRowsOf('order', order.orderId)).filter((row) => row.action === 'reservation_expired')).toEqual([
      expect.objectContaining({
        actorKind: 'system',
        actorName: 'The shop',
        entityLabel: `Order ${order.orderNumber}`,
        changes: { status: { before: 'pending', after: 'cancelled' }, cancelReason: { before: null, after: 'not paid in time' } },
      }),
    ]);
  });

  it('leaves a paid order alone', async () => {
    const order = await reservedOrder('bank_transfer');
    await confirmPayment({ orderId: order.orderId, method: 'bank_transfer', amountKobo: order.totalKobo, currency: 'NGN', partialAllowed: true });
    await runJobsUntilIdle();
    smtp.received.length = 0;

    await makeJobsDue(RESERVATION_EXPIRY_JOB);
    await runJobsUntilIdle();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid', cancelReason: null });
    expect(await stockOf(order.productId)).toBe(3);
    expect(await customerTotals()).toEqual({ totalOrders: 1, totalSpentKobo: 200_000_00 });
    expect(smtp.received).toHaveLength(0);
    expect((await jobsOfKind(RESERVATION_EXPIRY_JOB))[0]).toMatchObject({ status: 'done' });
  });

  it('comes back at the new due time when the due time moved, and cancels nothing before it', async () => {
    const order = await reservedOrder('bank_transfer');
    const moved = new Date(Date.now() + 72 * HOUR);
    await db.update(orders).set({ paymentDueAt: moved }).where(eq(orders.id, order.orderId));
    await makeJobsDue(RESERVATION_EXPIRY_JOB);
    await runJobsUntilIdle();

    expect((await orderRow(order.orderId)).status).toBe('pending');
    const [job] = await jobsOfKind(RESERVATION_EXPIRY_JOB);
    expect(job).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(job!.runAt.getTime()).toBe(moved.getTime());
  });

  it('waits while a transfer proof is with the admin, and cancels once the proof was rejected', async () => {
    const order = await reservedOrder('bank_transfer');
    const [proof] = await db
      .insert(payments)
      .values({ orderId: order.orderId, method: 'bank_transfer', amountKobo: order.totalKobo, proofKey: 'proofs/receipt.pdf', proofContentType: 'application/pdf' })
      .returning();
    await reachDueTime(order.orderId);
    await runJobsUntilIdle();
    expect((await orderRow(order.orderId)).status).toBe('pending');
    const [job] = await jobsOfKind(RESERVATION_EXPIRY_JOB);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 11 * HOUR);

    await db.update(payments).set({ status: 'failed', reason: 'The amount on the receipt does not match.' }).where(eq(payments.id, proof!.id));
    await makeJobsDue(RESERVATION_EXPIRY_JOB);
    await runJobsUntilIdle();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'not paid in time' });
    expect(await stockOf(order.productId)).toBe(5);
  });

  it('money that arrives after the expiry reopens the order while its stock is still there', async () => {
    const order = await reservedOrder('bank_transfer');
    await reachDueTime(order.orderId);
    await runJobsUntilIdle();
    expect((await orderRow(order.orderId)).status).toBe('cancelled');

    const late = await confirmPayment({ orderId: order.orderId, method: 'bank_transfer', amountKobo: order.totalKobo, currency: 'NGN', partialAllowed: true });
    expect(late.outcome).toBe('reopened');
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid', cancelReason: null });
    expect(await stockOf(order.productId)).toBe(3);
    expect(await customerTotals()).toEqual({ totalOrders: 1, totalSpentKobo: 200_000_00 });
  });
});

describe('reservation expiry of a Paystack order', () => {
  /** A Paystack order of 2 sofas from a stock of 5, its reservation scheduled as checkout does. */
  async function paystackOrder() {
    const sofa = await newProduct({ priceKobo: 100_000_00, stockQuantity: 5 });
    const order = await placePaystackOrder({ id: sofa.id, priceKobo: sofa.priceKobo }, 2);
    const placedAt = new Date();
    await db.transaction((tx) => scheduleReservation(tx, { orderId: order.orderId, method: 'paystack', placedAt, dueAt: new Date(placedAt.getTime() + HOUR) }));
    await runJobsUntilIdle();
    smtp.received.length = 0;
    return { ...order, productId: sofa.id };
  }

  it('asks Paystack once more: an order paid whose webhook never came is recorded as paid, never cancelled', async () => {
    const order = await paystackOrder();
    await paystack.pay(order.reference, { webhook: false });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');

    await reachDueTime(order.orderId);
    await runJobsUntilIdle();

    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid', cancelReason: null });
    expect(await stockOf(order.productId)).toBe(3);
    expect(paystack.calls('/transaction/verify')).toHaveLength(1);
    expect(mailsTo(order.accountEmail).map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1])).toEqual([`Payment received for order ${order.orderNumber}`]);
  });

  it('when Paystack cannot be reached, retries later instead of cancelling; cancels once Paystack says it was not paid', async () => {
    const order = await paystackOrder();
    paystack.failNext({ path: '/transaction/verify', status: 503 });
    await reachDueTime(order.orderId);
    await runJobsUntilIdle();

    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await stockOf(order.productId)).toBe(3);
    const [job] = await jobsOfKind(RESERVATION_EXPIRY_JOB);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toBeTruthy();

    await makeJobsDue(RESERVATION_EXPIRY_JOB);
    await runJobsUntilIdle();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'not paid in time' });
    expect(await stockOf(order.productId)).toBe(5);
    expect(mailsTo(order.accountEmail)[0]).toContain('was cancelled because it was not paid in time');
  });
});

describe('transfer reminder', () => {
  it('mails the bank details, the amount and the due time while the order is unpaid and reserved', async () => {
    const placedAt = new Date();
    const order = await reservedOrder('bank_transfer', { placedAt, dueAt: new Date(placedAt.getTime() + 48 * HOUR) });
    const [reminder] = await jobsOfKind(TRANSFER_REMINDER_JOB);
    // 12 hours before the due time.
    expect(reminder!.runAt.getTime()).toBe(placedAt.getTime() + 36 * HOUR);

    await makeJobsDue(TRANSFER_REMINDER_JOB);
    await runJobsUntilIdle();
    const [mail] = mailsTo(order.accountEmail);
    expect(mail).toContain(`Subject: Reminder: order ${order.orderNumber} is waiting for your transfer`);
    for (const line of ['Bank: Zenith Bank', 'Account name: Adire Living Ltd', 'Account number: 1012345678', 'Amount: ₦200,000', `Reference: ${order.orderNumber}`]) {
      expect(mail).toContain(line);
    }
    expect(mail).toMatch(/until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Lagos time\)/);
    expect(smtp.received).toHaveLength(1);
  });

  it('asks a deposit order for its deposit, not the whole total', async () => {
    const order = await reservedOrder('bank_transfer', { depositKobo: 100_000_00 });
    expect(order.totalKobo).toBe(200_000_00);
    await makeJobsDue(TRANSFER_REMINDER_JOB);
    await runJobsUntilIdle();
    const [mail] = mailsTo(order.accountEmail);
    expect(mail).toContain('please transfer ₦100,000 (the deposit) before then');
    expect(mail).toContain('Amount: ₦100,000 (the deposit)');
    expect(mail).not.toContain('₦200,000');
  });

  it('stays silent once the order is paid', async () => {
    const order = await reservedOrder('bank_transfer');
    await confirmPayment({ orderId: order.orderId, method: 'bank_transfer', amountKobo: order.totalKobo, currency: 'NGN', partialAllowed: true });
    await makeJobsDue(TRANSFER_REMINDER_JOB);
    await runJobsUntilIdle();
    expect(mailsTo(order.accountEmail).filter((mail) => mail.includes('Subject: Reminder'))).toEqual([]);
    expect((await jobsOfKind(TRANSFER_REMINDER_JOB))[0]).toMatchObject({ status: 'done' });
  });
});
