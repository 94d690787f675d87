// @postgres: an expiry job already running is decided under the order's lock; jobs found in their JSON payload
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { takeBankTransfers } from '../helpers/checkout';
import { jobsOfKind, makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { db } from '@/server/db/client';
import { categories, jobs, orders, payments, products } from '@/server/db/schema';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { confirmTransferAction } from '@/server/payments/actions/confirm-transfer';
import { rejectTransferAction } from '@/server/payments/actions/reject-transfer';
import { reversePaymentAction } from '@/server/payments/actions/reverse-payment';
import { getOrderPayment } from '@/server/payments/order-payment';
import { resolveReviewAction } from '@/server/payments/actions/resolve-review';
import { saveTransferProof } from '@/server/payments/save-transfer-proof';
import { enqueueOverdueReservations, RESERVATION_EXPIRY_JOB, TRANSFER_REMINDER_JOB } from '@/server/payments/reservations';
import { NO_PAYSTACK_KEY_GRACE_MS, PAYSTACK_UNCHECKED } from '@/server/payments/reservation-jobs';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { adminOrderListParamsSchema } from '@/lib/schemas/order-admin';
import { newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Reservations under the faults an outside review found (docs/security.md, "Money at checkout"):
// an order an admin moved on, a review marked failed, proofs sent again and again, a lost
// expiry job, a shop without its Paystack key. Real database, real sessions, the real worker.
// This file runs without PAYSTACK_SECRET_KEY: the shop has no Paystack key.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
const PRICE = 300_000_00;
const HOUR = 3_600_000;

beforeAll(async () => {
  await newCategory('Sofas');
});

beforeEach(() => resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, categories] }));

/** A bank-transfer order of two sofas from a stock of 5, placed as checkout places it (with its reservation). */
async function transferOrder() {
  const sofa = await newProduct({ priceKobo: PRICE, stockQuantity: 5 });
  await takeBankTransfers();
  const placed = await placeTestOrder([{ productId: sofa.id, quantity: 2, unitPriceKobo: PRICE }]);
  // The order's own mails are not what these tests look at.
  await runJobsUntilIdle();
  return { ...placed, buyer: placed.buyer.id, productId: sofa.id };
}

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: string) => (await db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.s;
const pendingJobsOf = (orderId: string) =>
  db
    .select({ kind: jobs.kind })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), sql`${jobs.payload}->>'orderId' = ${orderId}`));

/** The order's due time has passed, and so has its expiry job's. */
async function reachDueTime(orderId: string, agoMs = 1_000) {
  await db.update(orders).set({ paymentDueAt: new Date(Date.now() - agoMs) }).where(eq(orders.id, orderId));
  await makeJobsDue(RESERVATION_EXPIRY_JOB);
}

describe('an order an admin moved on', () => {
  it('is never cancelled by its reservation: moving it past pending ends the reservation and its reminders, and the admin is told it is unpaid', async () => {
    const order = await transferOrder();
    expect((await pendingJobsOf(order.orderId)).map((job) => job.kind).sort()).toEqual([RESERVATION_EXPIRY_JOB, TRANSFER_REMINDER_JOB]);

    const result = await as(callers.admin, () =>
      updateOrderStatusAction({ id: order.orderId, status: 'shipped', paymentStatus: 'pending', notes: 'Paid by transfer, seen in the bank app' }),
    );
    expect(result).toMatchObject({ ok: true, data: { status: 'shipped', paymentStatus: 'pending', stillUnpaid: true } });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'shipped', paymentDueAt: null });
    expect(await pendingJobsOf(order.orderId)).toEqual([]);

    // Long after the old due time, the sweep finds nothing to end either.
    expect(await enqueueOverdueReservations()).toBe(0);
    await makeJobsDue();
    await runJobsUntilIdle();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'shipped', cancelReason: null });
    expect(await stockOf(order.productId)).toBe(3);
  });

  it('is left alone by an expiry job that was already running: only a pending order may expire, decided under its lock', async () => {
    const order = await transferOrder();
    // As an order moved on by an older version, which kept its due time and its job.
    await db.update(orders).set({ status: 'processing' }).where(eq(orders.id, order.orderId));
    await reachDueTime(order.orderId);
    await runJobsUntilIdle();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'processing', cancelReason: null });
    expect(await stockOf(order.productId)).toBe(3);
  });

  it('saved with Paid or cancelled is not told it is unpaid', async () => {
    const order = await transferOrder();
    const paid = await as(callers.admin, () => updateOrderStatusAction({ id: order.orderId, status: 'processing', paymentStatus: 'paid', notes: '' }));
    expect(paid).toMatchObject({ ok: true, data: { paymentStatus: 'paid', stillUnpaid: false } });
  });
});

describe('a review marked failed', () => {
  it('restarts the reservation, which then ends the order if nobody pays', async () => {
    const order = await transferOrder();
    // The wrong amount arrives: held for review, so the expiry leaves the order to an admin.
    const held = await confirmPayment({ orderId: order.orderId, method: 'bank_transfer', amountKobo: 1_000_00, currency: 'NGN' });
    expect(held.outcome).toBe('needs_review');
    await reachDueTime(order.orderId);
    await runJobsUntilIdle();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending' });
    expect((await pendingJobsOf(order.orderId)).map((job) => job.kind)).not.toContain(RESERVATION_EXPIRY_JOB);

    const failed = await as(callers.admin, () => resolveReviewAction({ paymentId: held.paymentId, decision: 'fail', note: 'Not our money' }));
    expect(failed).toMatchObject({ ok: true, data: { outcome: 'failed' } });
    const restarted = await orderRow(order.orderId);
    // A fresh bank-transfer reservation (48 hours by default), from now.
    expect(restarted.paymentDueAt!.getTime()).toBeGreaterThan(Date.now() + 47 * HOUR);
    expect((await pendingJobsOf(order.orderId)).map((job) => job.kind)).toContain(RESERVATION_EXPIRY_JOB);

    await reachDueTime(order.orderId);
    await runJobsUntilIdle();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'not paid in time' });
    expect(await stockOf(order.productId)).toBe(5);
  });
});

const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a4472a' } }).png().toBuffer();

describe('proofs of transfer', () => {
  it('after a rejection, a new proof is accepted only before the original due time', async () => {
    const order = await transferOrder();
    const first = await saveTransferProof({ orderNumber: order.orderNumber, ownerId: order.buyer, bytes: await png() });
    await as(callers.admin, () => rejectTransferAction({ paymentId: first.paymentId, reason: 'This receipt is for another account' }));

    // Before the due time: sent again, and waiting for the admin.
    const second = await saveTransferProof({ orderNumber: order.orderNumber, ownerId: order.buyer, bytes: await png() });
    await as(callers.admin, () => rejectTransferAction({ paymentId: second.paymentId, reason: 'Still not the transfer' }));

    // Past it: a third file would hold the stock another 12 hours, so it is refused.
    await db.update(orders).set({ paymentDueAt: new Date(Date.now() - 1_000) }).where(eq(orders.id, order.orderId));
    await expect(saveTransferProof({ orderNumber: order.orderNumber, ownerId: order.buyer, bytes: await png() })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('the time to pay this order has passed'),
    });
    const proofs = await db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(proofs.map((row) => row.status)).toEqual(['failed', 'failed']);

    // So the reservation ends.
    await makeJobsDue(RESERVATION_EXPIRY_JOB);
    await runJobsUntilIdle();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled' });
  });
});

describe('a confirmed transfer reversed by an admin', () => {
  it('reads to the shopper as not accepted, who may send proof again while the order holds its stock anew', async () => {
    const order = await transferOrder();
    const proof = await saveTransferProof({ orderNumber: order.orderNumber, ownerId: order.buyer, bytes: await png() });
    const confirmed = await as(callers.admin, () => confirmTransferAction({ paymentId: proof.paymentId, amount: '600000' }));
    expect(confirmed).toMatchObject({ ok: true, data: { paymentStatus: 'paid' } });
    const reversed = await as(callers.admin, () => reversePaymentAction({ paymentId: proof.paymentId, reason: 'The bank says this transfer never arrived' }));
    expect(reversed).toMatchObject({ ok: true, data: { paymentStatus: 'pending' } });

    const shown = await getOrderPayment(await orderRow(order.orderId));
    expect(shown).toMatchObject({ status: 'pending', reserved: true, balanceKobo: 2 * PRICE, canSendProof: true });
    // The admin's reason is theirs; the shopper reads that the payment could not be confirmed.
    expect(shown.proof).toMatchObject({ paymentId: proof.paymentId, status: 'failed', reason: 'We could not confirm this payment after all.' });
    await expect(saveTransferProof({ orderNumber: order.orderNumber, ownerId: order.buyer, bytes: await png() })).resolves.toMatchObject({
      paymentId: expect.any(String),
    });
  });
});

describe('the sweep', () => {
  it('re-queues the expiry of an overdue order that lost its job, and not of one whose money waits on an admin', async () => {
    const lost = await transferOrder();
    const reviewed = await transferOrder();
    await confirmPayment({ orderId: reviewed.orderId, method: 'bank_transfer', amountKobo: 1_000_00, currency: 'NGN' });
    // The expiry job of the first gave up under an older version; both are past their due time.
    await db.update(jobs).set({ status: 'failed', finishedAt: new Date() }).where(eq(jobs.kind, RESERVATION_EXPIRY_JOB));
    await db.update(orders).set({ paymentDueAt: new Date(Date.now() - HOUR) });

    expect(await enqueueOverdueReservations()).toBe(1);
    // Run again, or on another instance at once: still one job.
    expect(await enqueueOverdueReservations()).toBe(0);
    await runJobsUntilIdle();
    expect(await orderRow(lost.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'not paid in time' });
    expect(await orderRow(reviewed.orderId)).toMatchObject({ status: 'pending' });
    expect(await stockOf(lost.productId)).toBe(5);
  });
});

describe('a Paystack order while the shop has no Paystack key', () => {
  it('waits a grace period past its due time, then is cancelled and noted "Check Paystack before refunding"', async () => {
    const order = await transferOrder();
    await db.update(orders).set({ paymentMethod: 'paystack' }).where(eq(orders.id, order.orderId));
    await reachDueTime(order.orderId);
    await runJobsUntilIdle();
    // Within the grace period: not cancelled, the job comes back when it ends.
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentNote: null });
    const [waiting] = (await jobsOfKind(RESERVATION_EXPIRY_JOB)).filter((job) => job.status === 'pending');
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now() + NO_PAYSTACK_KEY_GRACE_MS - 2 * HOUR);

    await reachDueTime(order.orderId, NO_PAYSTACK_KEY_GRACE_MS + 1_000);
    await runJobsUntilIdle();
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', cancelReason: 'not paid in time', paymentNote: PAYSTACK_UNCHECKED });
    expect(await stockOf(order.productId)).toBe(5);
    // The admin's Orders page carries the note with the order.
    const listed = await as(callers.admin, () => listAdminOrders(adminOrderListParamsSchema.parse({})));
    expect(listed.rows.find((row) => row.id === order.orderId)).toMatchObject({ paymentNote: PAYSTACK_UNCHECKED });
  });
});
