// @postgres: four confirmations of one transfer, and two reversals of one payment, at once; jobs found in their JSON payload
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedOut, type TestCaller } from '../helpers/sessions';
import { takeBankTransfers } from '../helpers/checkout';
import { auditMark, auditRowsAfter, auditRowsOf, userIdOf } from '../helpers/audit-rows-of';
import { db } from '@/server/db/client';
import { categories, jobs, orders, payments, refunds, users } from '@/server/db/schema';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { countOrdersNeedingAttention } from '@/server/payments/needs-attention';
import { confirmTransferAction } from '@/server/payments/actions/confirm-transfer';
import { rejectTransferAction } from '@/server/payments/actions/reject-transfer';
import { recordPaymentAction } from '@/server/payments/actions/record-payment';
import { resolveReviewAction } from '@/server/payments/actions/resolve-review';
import { reversePaymentAction } from '@/server/payments/actions/reverse-payment';
import { RESERVATION_EXPIRY_JOB } from '@/server/payments/reservations';
import { createRefundAction } from '@/server/refunds/actions/create-refund';
import { updateRefundAction } from '@/server/refunds/actions/update-refund';
import { adminOrderListParamsSchema } from '@/lib/schemas/order-admin';
import { deleteOrderAction } from '@/server/order-desk/actions/delete-order';
import type { PaymentRecordStatus } from '@/lib/constants';
import { newBuyer, newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// The back office's money actions against a real database and real sessions: a transfer's proof
// confirmed (once, however often it is clicked) or rejected (the shopper's mail queued with it),
// cash and POS recorded up to the balance, a payment held for review settled, money recorded by
// mistake reversed (a row of its own, never a delete); only an admin may;
// and the "needs attention" list and the Orders page's ledger that show what is waiting.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
const TOTAL = 450_000_00;

beforeAll(async () => {
  await newCategory('Sofas');
});

beforeEach(() => resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, categories] }));

/** A real order of one ₦450,000 sofa, placed as checkout places it, then marked as paid by `method`. */
async function placed(method: 'bank_transfer' | 'pay_on_delivery' | 'paystack' = 'bank_transfer', stock = 3) {
  const product = await newProduct({ priceKobo: TOTAL, stockQuantity: stock });
  await takeBankTransfers();
  const buyer = await newBuyer();
  const order = await placeTestOrder([{ productId: product.id, quantity: 1, unitPriceKobo: TOTAL }], { buyer, shipping: { email: `amaka-${buyer.id}@example.com` } });
  const dueAt = method === 'bank_transfer' ? new Date(Date.now() + 48 * 3_600_000) : method === 'paystack' ? new Date(Date.now() + 3_600_000) : null;
  await db.update(orders).set({ paymentMethod: method, paymentDueAt: dueAt }).where(eq(orders.id, order.orderId));
  return { ...order, productId: product.id };
}

/** A payment row as checkout and the proof upload leave it: pending, with proof unless told otherwise. */
async function transfer(orderId: string, fields: Partial<typeof payments.$inferInsert> = {}) {
  const [row] = await db
    .insert(payments)
    .values({ orderId, method: 'bank_transfer', amountKobo: TOTAL, proofKey: `payment-proofs/${randomUUID()}.pdf`, proofContentType: 'application/pdf', ...fields })
    .returning();
  return row!;
}

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentRow = async (id: string) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!;
const paymentMails = () => db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'payment-mail'));
const paymentsOf = (orderId: string) => db.select().from(payments).where(eq(payments.orderId, orderId));
const adminId = async () => (await db.select({ id: users.id }).from(users).where(eq(users.email, callers.admin.email)))[0]!.id;
const counts = async () => ({
  payments: (await db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n,
  jobs: (await db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]!.n,
});

const REFUSALS: [string, () => TestCaller, 'signed-out' | 'not-admin'][] = [
  ['a signed-out caller', () => signedOut, 'signed-out'],
  ['a shopper', () => callers.shopper, 'not-admin'],
];

describe('confirming a transfer from its proof', () => {
  it('marks the order paid, by this admin, and queues the shopper’s mail; confirming again records nothing more', async () => {
    const order = await placed();
    const proof = await transfer(order.orderId);

    const first = await as(callers.admin, () => confirmTransferAction({ paymentId: proof.id, amount: '450,000' }));
    const again = await as(callers.admin, () => confirmTransferAction({ paymentId: proof.id, amount: '450000' }));

    expect(first).toEqual({ ok: true, data: { outcome: 'paid', orderNumber: order.orderNumber, reason: null, paymentStatus: 'paid' } });
    expect(again).toMatchObject({ ok: true, data: { outcome: 'duplicate', paymentStatus: 'paid' } });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'paid', paymentDueAt: null });
    expect(await paymentRow(proof.id)).toMatchObject({ status: 'succeeded', amountKobo: TOTAL, confirmedBy: await adminId(), paidAt: expect.any(Date) });
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
    expect(await paymentMails()).toEqual([{ payload: { paymentId: proof.id, outcome: 'paid' } }]);
  });

  it('two admins confirming at once record the money once', async () => {
    const order = await placed();
    const proof = await transfer(order.orderId);
    const results = await Promise.all(Array.from({ length: 4 }, () => as(callers.admin, () => confirmTransferAction({ paymentId: proof.id, amount: '450000' }))));
    expect(results.map((result) => (result.ok ? result.data.outcome : result.error)).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'paid']);
    expect(await paymentMails()).toHaveLength(1);
  });

  it('keeps its order: deleting an order whose transfer proof waits to be confirmed is refused', async () => {
    const order = await placed();
    const proof = await transfer(order.orderId);
    expect(await as(callers.admin, () => deleteOrderAction({ id: order.orderId }))).toMatchObject({
      ok: false,
      error: `A transfer of ₦450,000 on ${order.orderNumber} is waiting to be confirmed from its proof. Confirm or reject it before deleting the order.`,
    });
    expect(await paymentRow(proof.id)).toMatchObject({ orderId: order.orderId, status: 'pending' });
  });

  it('holds a different amount for review, with the reason, and the order stays unpaid', async () => {
    const order = await placed();
    const proof = await transfer(order.orderId);
    const result = await as(callers.admin, () => confirmTransferAction({ paymentId: proof.id, amount: '400000' }));
    expect(result).toMatchObject({ ok: true, data: { outcome: 'needs_review', reason: 'Paid ₦400,000, but ₦450,000 was due.', paymentStatus: 'pending' } });
    expect(await paymentRow(proof.id)).toMatchObject({ status: 'needs_review', amountKobo: 400_000_00 });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
  });

  it('refuses a rejected proof, a payment that is not a transfer, and an amount that is not money', async () => {
    const order = await placed();
    const rejected = await transfer(order.orderId, { status: 'failed', reason: 'Blurred' });
    const card = await transfer(order.orderId, { method: 'paystack', proofKey: null, providerReference: `ref-${randomUUID()}` });
    expect(await as(callers.admin, () => confirmTransferAction({ paymentId: rejected.id, amount: '450000' }))).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'This transfer’s proof was rejected; the shopper can upload it again.',
    });
    expect(await as(callers.admin, () => confirmTransferAction({ paymentId: card.id, amount: '450000' }))).toMatchObject({ ok: false, code: 'rejected' });
    expect(await as(callers.admin, () => confirmTransferAction({ paymentId: rejected.id, amount: '0' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { amount: ['Enter an amount above ₦0'] },
    });
    expect(await as(callers.admin, () => confirmTransferAction({ paymentId: randomUUID(), amount: '1' }))).toMatchObject({ ok: false, error: 'This payment no longer exists.' });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
    expect(await paymentMails()).toEqual([]);
  });

  it.each(REFUSALS)('is refused to %s, and nothing changes', async (_who, caller, code) => {
    const order = await placed();
    const proof = await transfer(order.orderId);
    const before = await counts();
    expect(await as(caller(), () => confirmTransferAction({ paymentId: proof.id, amount: '450000' }))).toMatchObject({ ok: false, code });
    expect(await paymentRow(proof.id)).toMatchObject({ status: 'pending', confirmedBy: null });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
    expect(await counts()).toEqual(before);
  });
});

describe('rejecting a transfer’s proof', () => {
  it('fails the payment with the reason and queues the shopper’s mail in the same step; rejecting again queues nothing more', async () => {
    const order = await placed();
    const proof = await transfer(order.orderId);
    const reason = 'No transfer of ₦450,000 reached our account.';

    const result = await as(callers.admin, () => rejectTransferAction({ paymentId: proof.id, reason: `  ${reason} ` }));
    const again = await as(callers.admin, () => rejectTransferAction({ paymentId: proof.id, reason: 'Something else' }));

    expect(result).toEqual({ ok: true, data: { outcome: 'rejected', orderNumber: order.orderNumber, reason, paymentStatus: 'pending' } });
    expect(again).toMatchObject({ ok: true, data: { outcome: 'rejected', reason } });
    expect(await paymentRow(proof.id)).toMatchObject({ status: 'failed', reason, confirmedBy: await adminId() });
    expect(await paymentMails()).toEqual([{ payload: { paymentId: proof.id, outcome: 'rejected' } }]);
    // The order keeps waiting for its money until its due time.
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentDueAt: expect.any(Date) });
  });

  it('needs a reason, and refuses a transfer already confirmed', async () => {
    const order = await placed();
    const proof = await transfer(order.orderId);
    expect(await as(callers.admin, () => rejectTransferAction({ paymentId: proof.id, reason: ' ' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { reason: ['Reason is required'] },
    });
    await as(callers.admin, () => confirmTransferAction({ paymentId: proof.id, amount: '450000' }));
    expect(await as(callers.admin, () => rejectTransferAction({ paymentId: proof.id, reason: 'Changed my mind' }))).toMatchObject({
      ok: false,
      error: 'This transfer was already confirmed; record a refund if the money must go back.',
    });
    expect(await paymentRow(proof.id)).toMatchObject({ status: 'succeeded', reason: null });
  });

  it.each(REFUSALS)('is refused to %s: no rejection, no mail', async (_who, caller, code) => {
    const order = await placed();
    const proof = await transfer(order.orderId);
    expect(await as(caller(), () => rejectTransferAction({ paymentId: proof.id, reason: 'Forged' }))).toMatchObject({ ok: false, code });
    expect(await paymentRow(proof.id)).toMatchObject({ status: 'pending', reason: null });
    expect(await paymentMails()).toEqual([]);
  });
});

describe('recording money received', () => {
  it('takes part of the balance at the door, then the rest, and the order is paid', async () => {
    const order = await placed('pay_on_delivery');
    const part = await as(callers.admin, () => recordPaymentAction({ orderId: order.orderId, method: 'pay_on_delivery', amount: '150000', reference: 'POS-0001' }));
    expect(part).toMatchObject({ ok: true, data: { outcome: 'paid', paymentStatus: 'pending' } });

    const tooMuch = await as(callers.admin, () => recordPaymentAction({ orderId: order.orderId, method: 'pay_on_delivery', amount: '300000.01', reference: '' }));
    expect(tooMuch).toMatchObject({
      ok: false,
      code: 'rejected',
      error: 'Only ₦300,000 is owed on this order: record at most that.',
      details: { fieldErrors: { amount: ['Only ₦300,000 is owed on this order: record at most that.'] } },
    });

    const rest = await as(callers.admin, () => recordPaymentAction({ orderId: order.orderId, method: 'manual', amount: '300000', reference: '' }));
    expect(rest).toMatchObject({ ok: true, data: { outcome: 'paid', paymentStatus: 'paid' } });
    const rows = await paymentsOf(order.orderId);
    expect(rows.map((row) => [row.method, row.amountKobo, row.status, row.providerReference]).sort()).toEqual([
      ['manual', 300_000_00, 'succeeded', null],
      ['pay_on_delivery', 150_000_00, 'succeeded', 'POS-0001'],
    ]);
    expect(rows.every((row) => row.confirmedBy !== null)).toBe(true);
    expect(await as(callers.admin, () => recordPaymentAction({ orderId: order.orderId, method: 'manual', amount: '1', reference: '' }))).toMatchObject({
      ok: false,
      error: 'Nothing is owed on this order: its payments already cover the total.',
    });
  });

  it('records the same POS slip once', async () => {
    const order = await placed('pay_on_delivery');
    const input = { orderId: order.orderId, method: 'pay_on_delivery' as const, amount: '100000', reference: 'POS-7788' };
    expect(await as(callers.admin, () => recordPaymentAction(input))).toMatchObject({ ok: true, data: { outcome: 'paid' } });
    expect(await as(callers.admin, () => recordPaymentAction(input))).toMatchObject({ ok: true, data: { outcome: 'duplicate' } });
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
  });

  it('refuses a method an admin does not record by', async () => {
    const order = await placed('pay_on_delivery');
    expect(await as(callers.admin, () => recordPaymentAction({ orderId: order.orderId, method: 'paystack' as 'manual', amount: '1000', reference: '' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { method: ['Choose how the money was paid'] },
    });
  });

  it.each(REFUSALS)('is refused to %s, and nothing is recorded', async (_who, caller, code) => {
    const order = await placed('pay_on_delivery');
    expect(await as(caller(), () => recordPaymentAction({ orderId: order.orderId, method: 'manual', amount: '450000', reference: '' }))).toMatchObject({ ok: false, code });
    expect(await paymentsOf(order.orderId)).toEqual([]);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
  });
});

describe('settling a payment held for review', () => {
  /** A Paystack payment of the wrong amount, held for review by confirmPayment as the webhook would leave it. */
  async function heldForReview(order: { orderId: string }, amountKobo = 400_000_00) {
    const result = await confirmPayment({ orderId: order.orderId, method: 'paystack', providerReference: `ref-${randomUUID()}`, amountKobo, currency: 'NGN' });
    expect(result.outcome).toBe('needs_review');
    await db.delete(jobs);
    return result.paymentId;
  }

  it('accepted, it counts as money received, the note is kept after the reason, and the shopper is mailed', async () => {
    const order = await placed();
    const paymentId = await heldForReview(order, TOTAL + 5_000_00);
    const result = await as(callers.admin, () => resolveReviewAction({ paymentId, decision: 'accept', note: 'Customer paid extra for assembly.' }));
    expect(result).toMatchObject({ ok: true, data: { outcome: 'paid', paymentStatus: 'paid' } });
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      confirmedBy: await adminId(),
      reason: 'Paid ₦455,000, but ₦450,000 was due.\nAccepted: Customer paid extra for assembly.',
    });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'paid', paymentDueAt: null });
    expect(await paymentMails()).toEqual([{ payload: { paymentId, outcome: 'paid' } }]);
    // The same decision again changes nothing.
    expect(await as(callers.admin, () => resolveReviewAction({ paymentId, decision: 'accept', note: '' }))).toMatchObject({ ok: true, data: { outcome: 'duplicate' } });
    expect(await paymentMails()).toHaveLength(1);
  });

  it('marked failed, it never counts, and needs a note saying why', async () => {
    const order = await placed();
    const paymentId = await heldForReview(order);
    expect(await as(callers.admin, () => resolveReviewAction({ paymentId, decision: 'fail', note: '' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { note: ['Say why the payment failed'] },
    });
    const result = await as(callers.admin, () => resolveReviewAction({ paymentId, decision: 'fail', note: 'Reversed by the bank.' }));
    expect(result).toMatchObject({ ok: true, data: { outcome: 'failed', paymentStatus: 'pending' } });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed', reason: 'Paid ₦400,000, but ₦450,000 was due.\nMarked failed: Reversed by the bank.' });
    expect(await as(callers.admin, () => resolveReviewAction({ paymentId, decision: 'accept', note: '' }))).toMatchObject({
      ok: false,
      error: 'This payment is no longer waiting for review.',
    });
    expect(await paymentMails()).toEqual([]);
  });

  it('accepted on a cancelled order, it is late money to refund', async () => {
    const order = await placed();
    const paymentId = await heldForReview(order);
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.orderId));
    const result = await as(callers.admin, () => resolveReviewAction({ paymentId, decision: 'accept', note: '' }));
    expect(result).toMatchObject({ ok: true, data: { outcome: 'refund_due' } });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', arrivedLate: true });
    expect(await paymentMails()).toEqual([{ payload: { paymentId, outcome: 'refund_due' } }]);
  });

  it('keeps its order: deleting an order whose only payment awaits review is refused, and the payment stays on it', async () => {
    const order = await placed();
    const paymentId = await heldForReview(order);
    expect(await as(callers.admin, () => deleteOrderAction({ id: order.orderId }))).toEqual({
      ok: false,
      code: 'rejected',
      error: `A payment of ₦400,000 on ${order.orderNumber} is waiting for review. Accept it or mark it failed before deleting the order.`,
    });
    expect(await orderRow(order.orderId)).toMatchObject({ orderNumber: order.orderNumber });
    expect(await paymentRow(paymentId)).toMatchObject({ orderId: order.orderId, status: 'needs_review' });
  });

  it.each(REFUSALS)('is refused to %s, and the payment stays held', async (_who, caller, code) => {
    const order = await placed();
    const paymentId = await heldForReview(order);
    expect(await as(caller(), () => resolveReviewAction({ paymentId, decision: 'accept', note: '' }))).toMatchObject({ ok: false, code });
    expect((await paymentRow(paymentId)).status).toBe('needs_review');
  });
});

describe('reversing a payment recorded by mistake', () => {
  const reverse = (paymentId: string, reason = 'The POS slip was for another order.', caller: TestCaller = callers.admin) =>
    as(caller, () => reversePaymentAction({ paymentId, reason }));
  /** Money an admin records for the order (all of it unless told), and the payment row it made. */
  async function recorded(orderId: string, amount = '450000', method: 'manual' | 'pay_on_delivery' = 'manual') {
    const result = await as(callers.admin, () => recordPaymentAction({ orderId, method, amount, reference: '' }));
    expect(result).toMatchObject({ ok: true, data: { outcome: 'paid' } });
    return (await paymentsOf(orderId)).find((row) => row.amountKobo === Number(amount.replaceAll(',', '')) * 100)!;
  }
  const expiryJobs = (orderId: string) =>
    db.select({ runAt: jobs.runAt }).from(jobs).where(and(eq(jobs.kind, RESERVATION_EXPIRY_JOB), eq(jobs.status, 'pending'), sql`${jobs.payload}->>'orderId' = ${orderId}`));

  it('adds a reversing row of the negative amount, by this admin with the reason, never a delete; the order owes again', async () => {
    const order = await placed('pay_on_delivery');
    const cash = await recorded(order.orderId, '450000', 'pay_on_delivery');
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
    // (placed() took the order as a transfer first: its expiry job is not this test's.)
    await db.delete(jobs);

    const result = await reverse(cash.id, '  The POS slip was for another order. ');

    expect(result).toEqual({
      ok: true,
      data: { outcome: 'reversed', orderNumber: order.orderNumber, reason: 'The POS slip was for another order.', paymentStatus: 'pending', paymentDueAt: null },
    });
    const rows = await paymentsOf(order.orderId);
    expect(rows).toHaveLength(2);
    expect(await paymentRow(cash.id)).toMatchObject({ status: 'succeeded', amountKobo: TOTAL, reversesPaymentId: null });
    expect(rows.find((row) => row.id !== cash.id)).toMatchObject({
      method: 'pay_on_delivery',
      amountKobo: -TOTAL,
      status: 'succeeded',
      reversesPaymentId: cash.id,
      reason: 'The POS slip was for another order.',
      confirmedBy: await adminId(),
      providerReference: null,
      paidAt: expect.any(Date),
    });
    // Pay on delivery holds its stock until delivery: no due time, no expiry.
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'pending', paymentDueAt: null });
    expect(await expiryJobs(order.orderId)).toEqual([]);
    // The balance is owed again, so the money can be recorded again when it does come.
    expect(await as(callers.admin, () => recordPaymentAction({ orderId: order.orderId, method: 'manual', amount: '450000', reference: '' }))).toMatchObject({
      ok: true,
      data: { paymentStatus: 'paid' },
    });
  });

  it.each([
    ['a bank transfer confirmed from its proof', 'bank_transfer', 48 * 3_600_000],
    ['a Paystack order paid by hand', 'paystack', 60 * 60_000],
  ] as const)('%s owes again with a fresh reservation and its expiry job', async (_label, method, reservationMs) => {
    const order = await placed(method);
    let paymentId: string;
    if (method === 'bank_transfer') {
      const proof = await transfer(order.orderId);
      expect(await as(callers.admin, () => confirmTransferAction({ paymentId: proof.id, amount: '450000' }))).toMatchObject({ ok: true, data: { paymentStatus: 'paid' } });
      paymentId = proof.id;
    } else {
      paymentId = (await recorded(order.orderId)).id;
    }
    await db.delete(jobs);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 'paid', paymentDueAt: null });

    const before = Date.now();
    const result = await reverse(paymentId, 'The money never reached our account.');

    expect(result).toMatchObject({ ok: true, data: { outcome: 'reversed', paymentStatus: 'pending', paymentDueAt: expect.any(Date) } });
    const { paymentDueAt } = await orderRow(order.orderId);
    expect(paymentDueAt!.getTime()).toBeGreaterThanOrEqual(before + reservationMs - 1_000);
    expect(paymentDueAt!.getTime()).toBeLessThanOrEqual(Date.now() + reservationMs + 1_000);
    expect(await expiryJobs(order.orderId)).toEqual([{ runAt: paymentDueAt }]);
  });

  it('reverses a payment once: again, at once or later, is refused; a reversal, Paystack money and money not received cannot be reversed', async () => {
    const order = await placed('pay_on_delivery');
    const cash = await recorded(order.orderId);

    const results = await Promise.all([reverse(cash.id), reverse(cash.id)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ ok: false, code: 'rejected', error: 'This payment was already reversed.' });
    const reversal = (await paymentsOf(order.orderId)).find((row) => row.reversesPaymentId === cash.id)!;
    expect(await reverse(cash.id)).toMatchObject({ ok: false, error: 'This payment was already reversed.' });
    expect(await reverse(reversal.id)).toMatchObject({ ok: false, error: 'This is a reversal; it cannot be reversed in turn.' });

    const card = await confirmPayment({ orderId: order.orderId, method: 'paystack', providerReference: `ref-${randomUUID()}`, amountKobo: TOTAL, currency: 'NGN' });
    expect(card.outcome).toBe('paid');
    expect(await reverse(card.paymentId)).toMatchObject({ ok: false, error: 'Money taken through Paystack goes back as a refund, not a reversal.' });
    const waiting = await transfer(order.orderId);
    expect(await reverse(waiting.id)).toMatchObject({ ok: false, error: 'Only money received can be reversed.' });
    expect(await paymentsOf(order.orderId)).toHaveLength(4);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
  });

  it('refuses a reversal that would leave the refunds above the money still received, writing nothing', async () => {
    const order = await placed('pay_on_delivery');
    const cash = await recorded(order.orderId);
    const refund = await as(callers.admin, () => createRefundAction({ orderId: order.orderId, amount: '50000', reason: 'Scratched leg', status: 'pending', notes: '', idempotencyKey: randomUUID() }));
    expect(refund).toMatchObject({ ok: true });
    const before = await counts();

    expect(await reverse(cash.id)).toMatchObject({
      ok: false,
      code: 'rejected',
      error: `Refunds of ₦50,000 on ${order.orderNumber} would exceed the ₦0 still received once this payment is reversed. Reject or delete ₦50,000 of refunds first.`,
    });
    expect(await counts()).toEqual(before);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');

    // The refund rejected, nothing is promised back: the reversal goes through.
    const refundId = refund.ok ? refund.data.id : '';
    await as(callers.admin, () => updateRefundAction({ id: refundId, orderId: order.orderId, amount: '50000', reason: 'Scratched leg', status: 'rejected', notes: '' }));
    expect(await reverse(cash.id)).toMatchObject({ ok: true, data: { paymentStatus: 'pending' } });
  });

  it('needs a reason', async () => {
    const order = await placed('pay_on_delivery');
    const cash = await recorded(order.orderId);
    expect(await reverse(cash.id, ' ')).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { reason: ['Reason is required'] } });
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
  });

  it.each(REFUSALS)('is refused to %s, and nothing changes', async (_who, caller, code) => {
    const order = await placed('pay_on_delivery');
    const cash = await recorded(order.orderId);
    const before = await counts();
    expect(await reverse(cash.id, 'Forged', caller())).toMatchObject({ ok: false, code });
    expect(await counts()).toEqual(before);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
  });
});

describe('needs attention', () => {
  const listed = async (attention: boolean) => {
    const page = await as(callers.admin, () => listAdminOrders(adminOrderListParamsSchema.parse(attention ? { attention: '1' } : {})));
    return page;
  };

  it('lists transfers to confirm, payments to review and money to refund, and nothing else; the filter and the count agree', async () => {
    const withProof = await placed();
    await transfer(withProof.orderId);
    const withoutProof = await placed();
    await transfer(withoutProof.orderId, { proofKey: null });
    const rejectedProof = await placed();
    await transfer(rejectedProof.orderId, { status: 'failed', reason: 'Blurred' });
    const toReview = await placed();
    await transfer(toReview.orderId, { method: 'paystack', proofKey: null, status: 'needs_review', providerReference: `ref-${randomUUID()}` });
    const paid = await placed();
    await transfer(paid.orderId, { status: 'succeeded' });
    const lateMoney = await placed();
    await transfer(lateMoney.orderId, { status: 'succeeded', arrivedLate: true });
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, lateMoney.orderId));
    const refundedInFull = await placed();
    await transfer(refundedInFull.orderId, { status: 'succeeded' });
    await db.insert(refunds).values({ orderId: refundedInFull.orderId, amountKobo: TOTAL, reason: 'Cancelled', status: 'processed' });
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, refundedInFull.orderId));
    const refundPending = await placed();
    await transfer(refundPending.orderId, { status: 'succeeded' });
    await db.insert(refunds).values({ orderId: refundPending.orderId, amountKobo: TOTAL, reason: 'Cancelled', status: 'approved' });
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, refundPending.orderId));
    const cancelledUnpaid = await placed();
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelledUnpaid.orderId));

    const waiting = [withProof, toReview, lateMoney, refundPending].map((order) => order.orderNumber).sort();
    const page = await listed(true);
    expect(page.rows.map((row) => row.orderNumber).sort()).toEqual(waiting);
    expect(page.total).toBe(4);
    expect(await as(callers.admin, () => countOrdersNeedingAttention())).toEqual({ orders: 4, transfersToConfirm: 1, paymentsToReview: 1, refundsDue: 2, problemsReported: 0, balancesOverdue: 0 });

    const flags = Object.fromEntries((await listed(false)).rows.map((row) => [row.orderNumber, row.attention]));
    expect(flags[withProof.orderNumber]).toEqual({ transferToConfirm: true, paymentToReview: false, moneyToRefund: false, problemReported: false, balanceOverdue: false });
    expect(flags[toReview.orderNumber]).toEqual({ transferToConfirm: false, paymentToReview: true, moneyToRefund: false, problemReported: false, balanceOverdue: false });
    expect(flags[lateMoney.orderNumber]).toEqual({ transferToConfirm: false, paymentToReview: false, moneyToRefund: true, problemReported: false, balanceOverdue: false });
    expect(flags[withoutProof.orderNumber]).toEqual({ transferToConfirm: false, paymentToReview: false, moneyToRefund: false, problemReported: false, balanceOverdue: false });
  });

  it('lets an order go once its transfer is confirmed', async () => {
    const order = await placed();
    const proof = await transfer(order.orderId);
    expect((await listed(true)).rows.map((row) => row.orderNumber)).toEqual([order.orderNumber]);
    await as(callers.admin, () => confirmTransferAction({ paymentId: proof.id, amount: '450000' }));
    expect((await listed(true)).rows).toEqual([]);
    expect((await as(callers.admin, () => countOrdersNeedingAttention())).orders).toBe(0);
  });

  it('is counted for an admin only', async () => {
    for (const [, caller, reason] of REFUSALS) await expect(as(caller(), () => countOrdersNeedingAttention())).rejects.toMatchObject({ reason });
  });
});

describe('the ledger on the Orders page', () => {
  it('shows every payment and refund with who handled it, and what was received, refunded and is owed', async () => {
    const order = await placed();
    const rejected = await transfer(order.orderId);
    await as(callers.admin, () => rejectTransferAction({ paymentId: rejected.id, reason: 'Wrong account' }));
    const proof = await transfer(order.orderId);
    await as(callers.admin, () => confirmTransferAction({ paymentId: proof.id, amount: '450000' }));
    await db.insert(refunds).values({ orderId: order.orderId, amountKobo: 50_000_00, reason: 'Scratched leg', status: 'processed', processedBy: await adminId() });

    const page = await as(callers.admin, () => listAdminOrders(adminOrderListParamsSchema.parse({ q: order.orderNumber })));
    const [row] = page.rows;
    expect(row).toMatchObject({ paymentMethod: 'bank_transfer', paymentStatus: 'paid', paymentDueAt: null });
    expect(row!.ledger).toMatchObject({ receivedKobo: TOTAL, refundedKobo: 50_000_00, balanceKobo: 0, refundDueKobo: 0 });
    expect(row!.ledger.payments.map((payment) => [payment.id, payment.status, payment.reason, payment.confirmedBy, payment.hasProof])).toEqual([
      [rejected.id, 'failed', 'Wrong account', 'Test Admin', true],
      [proof.id, 'succeeded', null, 'Test Admin', true],
    ]);
    expect(row!.ledger.refunds).toEqual([expect.objectContaining({ amountKobo: 50_000_00, status: 'processed', reason: 'Scratched leg', processedBy: 'Test Admin' })]);
  });

  it('shows a reversal as a row of its own, and the payment it undoes as reversed, by whom, when and why', async () => {
    const order = await placed('pay_on_delivery');
    await as(callers.admin, () => recordPaymentAction({ orderId: order.orderId, method: 'pay_on_delivery', amount: '450000', reference: 'POS-1' }));
    const [cash] = await paymentsOf(order.orderId);
    const listedLedger = async () => (await as(callers.admin, () => listAdminOrders(adminOrderListParamsSchema.parse({ q: order.orderNumber })))).rows[0]!.ledger;
    expect((await listedLedger()).payments).toEqual([expect.objectContaining({ id: cash!.id, reversible: true, reversedBy: null })]);

    await as(callers.admin, () => reversePaymentAction({ paymentId: cash!.id, reason: 'Slip for another order' }));

    const ledger = await listedLedger();
    expect(ledger).toMatchObject({ receivedKobo: 0, balanceKobo: TOTAL });
    const [original, reversal] = ledger.payments;
    expect(original).toMatchObject({ id: cash!.id, amountKobo: TOTAL, reversible: false, reversedBy: { name: 'Test Admin', at: expect.any(Date), reason: 'Slip for another order' } });
    expect(reversal).toMatchObject({
      amountKobo: -TOTAL,
      reversesPaymentId: cash!.id,
      confirmedBy: 'Test Admin',
      reason: 'Slip for another order',
      reversible: false,
      reversedBy: null,
    });
  });

  it('says what a cancelled order still holds', async () => {
    const order = await placed();
    await transfer(order.orderId, { status: 'succeeded', arrivedLate: true });
    await db.update(orders).set({ status: 'cancelled' }).where(and(eq(orders.id, order.orderId)));
    const page = await as(callers.admin, () => listAdminOrders(adminOrderListParamsSchema.parse({ attention: '1' })));
    expect(page.rows[0]!.ledger).toMatchObject({ receivedKobo: TOTAL, balanceKobo: 0, refundDueKobo: TOTAL });
    expect(page.rows[0]!.ledger.payments[0]).toMatchObject({ arrivedLate: true, status: 'succeeded' satisfies PaymentRecordStatus });
  });
});

describe('the activity log', () => {
  it('a fulfilment member confirms a transfer: recorded on the order with the amount in kobo, their id and role', async () => {
    const order = await placed();
    const proof = await transfer(order.orderId);
    const fulfilment = await callers.staff('fulfilment');

    expect(await as(fulfilment, () => confirmTransferAction({ paymentId: proof.id, amount: '450000' }))).toMatchObject({ ok: true, data: { outcome: 'paid' } });
    // Confirming again is the same money: nothing more is recorded.
    const mark = await auditMark();
    await as(fulfilment, () => confirmTransferAction({ paymentId: proof.id, amount: '450000' }));
    expect(await auditRowsAfter(mark)).toEqual([]);

    expect((await auditRowsOf('order', order.orderId)).filter((row) => row.action === 'payment_confirmed')).toEqual([
      expect.objectContaining({
        entityLabel: `Order ${order.orderNumber}`,
        actorKind: 'staff',
        actorId: await userIdOf(fulfilment),
        actorRole: 'fulfilment',
        changes: { amountKobo: { before: null, after: TOTAL }, paymentStatus: { before: 'pending', after: 'paid' } },
        details: expect.objectContaining({ paymentId: proof.id, method: 'bank_transfer', outcome: 'paid' }),
      }),
    ]);
  });

  it('records money recorded by hand, a rejected proof, an amount sent to review and its settling, and a reversal', async () => {
    const cashOrder = await placed('pay_on_delivery');
    expect(await as(callers.admin, () => recordPaymentAction({ orderId: cashOrder.orderId, method: 'pay_on_delivery', amount: '450000', reference: 'POS-77' }))).toMatchObject({
      ok: true,
    });
    const [cash] = await paymentsOf(cashOrder.orderId);
    expect(await as(callers.admin, () => reversePaymentAction({ paymentId: cash!.id, reason: 'Wrong order' }))).toMatchObject({ ok: true });
    const cashRows = await auditRowsOf('order', cashOrder.orderId);
    expect(cashRows.find((row) => row.action === 'payment_recorded')).toMatchObject({
      actorRole: 'owner',
      changes: { amountKobo: { before: null, after: TOTAL }, paymentStatus: { before: 'pending', after: 'paid' } },
      details: expect.objectContaining({ method: 'pay_on_delivery', providerReference: 'POS-77' }),
    });
    expect(cashRows.find((row) => row.action === 'payment_reversed')).toMatchObject({
      changes: { amountKobo: { before: null, after: -TOTAL }, paymentState: { before: 'succeeded', after: 'reversed' }, paymentStatus: { before: 'paid', after: 'pending' } },
      details: expect.objectContaining({ paymentId: cash!.id, reason: 'Wrong order' }),
    });

    const order = await placed();
    const rejected = await transfer(order.orderId);
    expect(await as(callers.admin, () => rejectTransferAction({ paymentId: rejected.id, reason: 'Blurred' }))).toMatchObject({ ok: true });
    const short = await transfer(order.orderId);
    expect(await as(callers.admin, () => confirmTransferAction({ paymentId: short.id, amount: '400000' }))).toMatchObject({ ok: true, data: { outcome: 'needs_review' } });
    expect(await as(callers.admin, () => resolveReviewAction({ paymentId: short.id, decision: 'fail', note: 'Not in the bank' }))).toMatchObject({ ok: true });
    expect((await auditRowsOf('order', order.orderId)).map((row) => [row.action, row.changes.paymentState?.after ?? row.changes.amountKobo?.after])).toEqual([
      ['transfer_rejected', 'failed'],
      ['payment_review', 400_000_00],
      ['review_failed', 'failed'],
    ]);
  });

  it('a payment action that fails writes no row', async () => {
    const order = await placed('pay_on_delivery');
    const mark = await auditMark();
    expect(await as(callers.admin, () => recordPaymentAction({ orderId: order.orderId, method: 'manual', amount: '450000.01', reference: '' }))).toMatchObject({ ok: false });
    expect(await auditRowsAfter(mark)).toEqual([]);
  });

  it('money the shop itself confirms (outside an action) is recorded as the shop', async () => {
    const order = await placed();
    await confirmPayment({ orderId: order.orderId, method: 'bank_transfer', amountKobo: TOTAL, currency: 'NGN' });
    expect((await auditRowsOf('order', order.orderId)).at(-1)).toMatchObject({ action: 'payment_confirmed', actorKind: 'system', actorName: 'The shop', actorId: null });
  });
});
