import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { BANK_TRANSFER, PICKUP, takeBankTransfers } from '../helpers/checkout';
import { jobsOfKind, makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { db } from '@/server/db/client';
import { categories, jobs, orderEvents, orderItems, orders, payments } from '@/server/db/schema';
import { placeOrder } from '@/server/checkout/place-order';
import { priceDeliveryAction } from '@/server/checkout/actions/store/price-delivery';
import { updateOrderStatusAction } from '@/server/order-desk/actions/update-order-status';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { confirmTransferAction } from '@/server/payments/actions/confirm-transfer';
import { BALANCE_REMINDER_JOB, startBalanceDue } from '@/server/payments/balance';
import { countOrdersNeedingAttention } from '@/server/payments/needs-attention';
import { saveTransferProof } from '@/server/payments/save-transfer-proof';
import { SEND_MAIL_JOB } from '@/server/mail/mail-jobs';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { newBuyer, newCategory, newProduct, newProductWithOptions } from '../helpers/factories';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Deposits and balances against a real database and real sessions
// (docs/decisions/0035-deposits-and-balances.md): the deposit worked out in kobo on the server and
// held to what checkout showed; the ledger accepting exactly the deposit, the balance or the
// whole remainder, each payment once; the balance due at Ready with its reminders, paid by
// transfer with proof; and no dispatch while it is owed unless an admin says why.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

// ₦333,333.33 a piece: 50% of it is 16,666,666.5 kobo, rounded half up to 16,666,667.
const PRICE = 333_333_33;

beforeAll(async () => {
  await newCategory('Sofas');
});

beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, categories] });
  await takeBankTransfers({ depositPercent: 50, balanceDueDays: 7 });
});

// This file's sofas: made to order (a lead time), ₦333,333.33, five in stock, unless a test says otherwise.
const SOFA = { priceKobo: PRICE, stockQuantity: 5, leadTimeMinDays: 21, leadTimeMaxDays: 35 };

function request(lines: { productId: string; variant?: string; quantity?: number }[], depositKobo: number | null, paymentMethod: string = BANK_TRANSFER) {
  return placeOrderSchema.parse({
    shipping: { fullName: 'Amaka Obi', email: 'amaka@example.com', phone: '08031234567', address: '12 Admiralty Way', state: 'Lagos', notes: '' },
    lines: lines.map((line) => ({ productId: line.productId, variant: line.variant, quantity: line.quantity ?? 1, unitPriceKobo: PRICE })),
    idempotencyKey: randomUUID(),
    delivery: PICKUP,
    paymentMethod,
    depositKobo,
  });
}

/** What checkout is told it may pay now, for these lines (showroom pickup). */
async function offered(lines: { productId: string; quantity: number }[]) {
  const quote = await priceDeliveryAction({ lines, method: 'pickup', state: null });
  if (!quote.ok) throw new Error(quote.message);
  return quote.payment.deposit;
}

const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentsOf = (orderId: string) => db.select().from(payments).where(eq(payments.orderId, orderId));

async function depositOrder(quantity = 1) {
  const sofa = await newProduct(SOFA);
  const offer = await offered([{ productId: sofa.id, quantity }]);
  const placed = await placeOrder(await newBuyer(), request([{ productId: sofa.id, quantity }], offer!.depositKobo));
  return { ...placed, offer: offer!, sofa };
}

describe('the deposit at checkout', () => {
  it('is the shop default of a made-to-order piece, rounded half up in kobo, with delivery and in-stock pieces paid whole', async () => {
    const sofa = await newProduct(SOFA);
    const lamp = await newProduct({ ...SOFA, leadTimeMinDays: null, leadTimeMaxDays: null, priceKobo: 20_000_01 });
    expect(await offered([{ productId: sofa.id, quantity: 1 }])).toEqual({ depositKobo: 166_666_67, balanceKobo: 166_666_66, policy: null });
    // The lamp ships from stock: paid whole in the deposit step.
    const mixed = await offered([
      { productId: sofa.id, quantity: 3 },
      { productId: lamp.id, quantity: 1 },
    ]);
    expect(mixed).toMatchObject({ depositKobo: 500_000_00 + 20_000_01, balanceKobo: 500_000_00 - 1 });
  });

  it('follows a variant made to order in its own lead time: velvet takes the deposit and its days reach the order line, linen is paid whole', async () => {
    const sofa = await newProductWithOptions(
      { ...SOFA, leadTimeMinDays: null, leadTimeMaxDays: null },
      [{ name: 'Fabric', values: ['Linen', 'Velvet'] }],
      [
        { values: ['Linen'], sku: 'LD-LIN', stockQuantity: 5 },
        { values: ['Velvet'], sku: 'LD-VEL', stockQuantity: 5, leadTimeMinDays: 28, leadTimeMaxDays: 42 },
      ],
    );
    const line = (variant: string) => ({ productId: sofa.id, variant, quantity: 1 });
    expect(await offered([line('Linen')])).toBeNull();
    const offer = await offered([line('Velvet')]);
    expect(offer).toEqual({ depositKobo: 166_666_67, balanceKobo: 166_666_66, policy: null });

    const placed = await placeOrder(await newBuyer(), request([line('Velvet')], offer!.depositKobo));
    expect(await orderRow(placed.orderId)).toMatchObject({ depositKobo: 166_666_67 });
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(item).toMatchObject({ sku: 'LD-VEL', leadTimeMinDays: 28, leadTimeMaxDays: 42 });
  });

  it('follows the product’s own terms: its own percentage, or pay in full; a cart of pieces in stock offers none', async () => {
    const own = await newProduct({ ...SOFA, paymentTerms: 'deposit', depositPercent: 30 });
    const full = await newProduct({ ...SOFA, paymentTerms: 'full' });
    const inStock = await newProduct({ ...SOFA, leadTimeMinDays: null, leadTimeMaxDays: null });
    expect((await offered([{ productId: own.id, quantity: 1 }]))?.depositKobo).toBe(100_000_00); // 30% of 333,333.33 = 99,999.999
    expect(await offered([{ productId: full.id, quantity: 1 }])).toBeNull();
    expect(await offered([{ productId: inStock.id, quantity: 1 }])).toBeNull();
  });

  it('places the order with the deposit it showed, refuses one that changed, and never with pay on delivery', async () => {
    const { orderId, offer } = await depositOrder();
    expect(await orderRow(orderId)).toMatchObject({ depositKobo: offer.depositKobo, totalAmountKobo: PRICE, paymentStatus: 'pending' });

    const sofa = await newProduct(SOFA);
    const stale = placeOrder(await newBuyer(), request([{ productId: sofa.id }], offer.depositKobo - 1));
    await expect(stale).rejects.toThrow('The deposit for this order is now ₦166,666.67. Please check your order and place it again.');
    const onDelivery = placeOrder(await newBuyer(), request([{ productId: sofa.id }], offer.depositKobo, 'pay_on_delivery'));
    await expect(onDelivery).rejects.toThrow('A deposit is paid with Paystack or a bank transfer, not on delivery.');
    // Paying in full stays possible.
    const whole = await placeOrder(await newBuyer(), request([{ productId: sofa.id }], null));
    expect((await orderRow(whole.orderId)).depositKobo).toBeNull();
  });
});

describe('the ledger of a deposit order', () => {
  it('takes exactly the deposit: deposit paid, confirmed, its stock held with no expiry; the same money twice is recorded once', async () => {
    const { orderId, offer, orderNumber } = await depositOrder();
    const money = { orderId, method: 'paystack' as const, providerReference: 'dep-1', providerEventId: 'evt-1', amountKobo: offer.depositKobo, currency: 'NGN' };
    expect((await confirmPayment(money)).outcome).toBe('paid');
    expect((await confirmPayment(money)).outcome).toBe('duplicate');
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'deposit_paid', paymentDueAt: null, stage: 'confirmed' });
    expect(await paymentsOf(orderId)).toHaveLength(1);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events).toMatchObject([{ kind: 'stage', stage: 'confirmed', createdBy: null }]);
    // The deposit's mail says so.
    await runJobsUntilIdle();
    const mails = await jobsOfKind(SEND_MAIL_JOB);
    expect(mails.some((job) => String(job.payload.subject) === `Deposit received for order ${orderNumber}`)).toBe(true);
  });

  it('holds any other amount for review, takes the whole remainder at once, then the balance exactly', async () => {
    const { orderId, offer } = await depositOrder();
    const wrong = await confirmPayment({ orderId, method: 'paystack', providerReference: 'w-1', amountKobo: offer.depositKobo + 1, currency: 'NGN' });
    expect(wrong).toMatchObject({ outcome: 'needs_review', reason: 'Paid ₦166,666.68, but ₦166,666.67 (the deposit) or ₦333,333.33 was due.' });
    expect((await orderRow(orderId)).paymentStatus).toBe('pending');

    const second = await depositOrder();
    expect((await confirmPayment({ orderId: second.orderId, method: 'paystack', providerReference: 'all-1', amountKobo: PRICE, currency: 'NGN' })).outcome).toBe('paid');
    expect((await orderRow(second.orderId)).paymentStatus).toBe('paid');

    const third = await depositOrder();
    await confirmPayment({ orderId: third.orderId, method: 'paystack', providerReference: 'd-3', amountKobo: third.offer.depositKobo, currency: 'NGN' });
    const deposit = { orderId: third.orderId, method: 'paystack' as const, currency: 'NGN' };
    // After the deposit only the balance counts: the deposit again is held for review.
    expect((await confirmPayment({ ...deposit, providerReference: 'd-3b', amountKobo: third.offer.depositKobo })).outcome).toBe('needs_review');
    expect((await confirmPayment({ ...deposit, providerReference: 'b-3', amountKobo: third.offer.balanceKobo })).outcome).toBe('paid');
    expect((await orderRow(third.orderId)).paymentStatus).toBe('paid');
    const received = (await paymentsOf(third.orderId)).filter((row) => row.status === 'succeeded').map((row) => row.amountKobo);
    expect(received.sort()).toEqual([third.offer.balanceKobo, third.offer.depositKobo].sort());
  });
});

describe('the balance', () => {
  const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a4472a' } }).png().toBuffer();

  it('falls due at Ready with a mail and reminders, is paid by transfer with proof for exactly the balance, and its reminders then say nothing', async () => {
    const { orderId, offer, orderNumber } = await depositOrder();
    await confirmPayment({ orderId, method: 'paystack', providerReference: 'dep-r', amountKobo: offer.depositKobo, currency: 'NGN' });
    const before = Date.now();
    const dueAt = await db.transaction((tx) => startBalanceDue(tx, orderId));
    expect(dueAt!.getTime()).toBeGreaterThanOrEqual(before + 7 * 24 * 3_600_000);
    expect((await orderRow(orderId)).balanceDueAt).toEqual(dueAt);
    expect(await jobsOfKind(BALANCE_REMINDER_JOB)).toHaveLength(2);
    const dueMail = (await jobsOfKind(SEND_MAIL_JOB)).find((job) => String(job.payload.subject).includes('the balance is due'));
    expect(String(dueMail?.payload.text)).toContain('The balance of ₦166,666.66 is due by');

    // The deposit went by Paystack; the balance goes by transfer, with proof, for the balance.
    const [owner] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    const { paymentId } = await saveTransferProof({ orderNumber, ownerId: owner!.userId!, bytes: await png() });
    const [proof] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(proof).toMatchObject({ method: 'bank_transfer', status: 'pending', amountKobo: offer.balanceKobo });
    const confirmed = await as(callers.admin, () => confirmTransferAction({ paymentId, amount: '166,666.66' }));
    expect(confirmed).toMatchObject({ ok: true });
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');

    // The payment's own mails go first; then the reminders, due now, find nothing owed.
    await runJobsUntilIdle();
    await db.delete(jobs).where(eq(jobs.kind, SEND_MAIL_JOB));
    await makeJobsDue(BALANCE_REMINDER_JOB);
    await runJobsUntilIdle();
    expect(await jobsOfKind(SEND_MAIL_JOB)).toHaveLength(0);
    const reminders = await db.select().from(jobs).where(and(eq(jobs.kind, BALANCE_REMINDER_JOB), eq(jobs.status, 'done')));
    expect(reminders).toHaveLength(2);
  });

  it('is listed in Needs attention once it is past its due time unpaid, and leaves it when paid', async () => {
    const { orderId, offer } = await depositOrder();
    await confirmPayment({ orderId, method: 'paystack', providerReference: 'dep-o', amountKobo: offer.depositKobo, currency: 'NGN' });
    await db.transaction((tx) => startBalanceDue(tx, orderId));
    const counts = () => as(callers.admin, () => countOrdersNeedingAttention());
    expect((await counts()).balancesOverdue).toBe(0);
    await db.update(orders).set({ balanceDueAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, orderId));
    expect(await counts()).toMatchObject({ orders: 1, balancesOverdue: 1 });
    await confirmPayment({ orderId, method: 'paystack', providerReference: 'bal-o', amountKobo: offer.balanceKobo, currency: 'NGN' });
    expect(await counts()).toMatchObject({ orders: 0, balancesOverdue: 0 });
  });

  it('keeps the order from shipping while owed unless an admin says why, and keeps the reason', async () => {
    const { orderId, offer } = await depositOrder();
    await confirmPayment({ orderId, method: 'paystack', providerReference: 'dep-s', amountKobo: offer.depositKobo, currency: 'NGN' });
    const ship = (balanceWaivedReason = '') =>
      as(callers.admin, () => updateOrderStatusAction({ id: orderId, status: 'shipped', paymentStatus: 'deposit_paid', notes: '', balanceWaivedReason }));
    const refused = await ship();
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('A balance is still owed on this order.') });
    expect((await orderRow(orderId)).status).toBe('pending');

    const allowed = await ship('Balance on delivery by POS');
    expect(allowed).toMatchObject({ ok: true, data: { status: 'shipped' } });
    expect(await orderRow(orderId)).toMatchObject({ status: 'shipped', balanceWaivedReason: 'Balance on delivery by POS' });
  });

  it('lets a deposit order that is paid in full ship without a reason', async () => {
    const { orderId } = await depositOrder();
    await confirmPayment({ orderId, method: 'paystack', providerReference: 'all-s', amountKobo: PRICE, currency: 'NGN' });
    const shipped = await as(callers.admin, () => updateOrderStatusAction({ id: orderId, status: 'shipped', paymentStatus: 'paid', notes: '' }));
    expect(shipped).toMatchObject({ ok: true });
    // The timeline follows a status set by hand: shipped is Out for delivery, delivered is Delivered.
    expect((await orderRow(orderId)).stage).toBe('out_for_delivery');
    await as(callers.admin, () => updateOrderStatusAction({ id: orderId, status: 'delivered', paymentStatus: 'paid', notes: '' }));
    const stages = await db.select({ stage: orderEvents.stage }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.createdAt);
    expect(stages.map((row) => row.stage)).toEqual(['confirmed', 'out_for_delivery', 'delivered']);
  });
});
