// @postgres: two admins refund one order at once: the order's row lock makes the second wait
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInAdmin, type TestCaller } from '../helpers/sessions';
import { db } from '@/server/db/client';
import { customers, orders, refunds, users, websiteSettings } from '@/server/db/schema';
import { confirmPayment } from '@/server/payments/confirm-payment';
import { listAdminRefunds, listRefundOrderOptions } from '@/server/refunds/admin-refund-reads';
import { createRefundAction } from '@/server/refunds/actions/create-refund';
import { updateRefundAction } from '@/server/refunds/actions/update-refund';
import { deleteRefundAction } from '@/server/refunds/actions/delete-refund';
import { REFUND_REQUIRED_MESSAGE, type RefundFormInput } from '@/lib/schemas/refund';
import { takeBankTransfers } from '../helpers/checkout';
import { auditMark, auditRowsAfter, auditRowsOf, userIdOf } from '../helpers/audit-rows-of';
import { newBuyer, newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { CATALOGUE, resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';

// Refunds Management against a real database and real sessions (PGlite here; PostgreSQL with
// TEST_DATABASE_URL, where the two-admin race is a real one): the ceiling per order (the money
// received on it), the customer's total spent and the order's payment status kept in step, and
// processed_by taken from the session.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
let otherAdmin: TestCaller;
let productId: string;
const PRICE = 50_000_00;

beforeAll(async () => {
  otherAdmin = await signedInAdmin();
  await takeBankTransfers();
  await newCategory('Tables');
  productId = (await newProduct({ name: 'Jos Plateau Dining Table', category: 'tables', priceKobo: PRICE, stockQuantity: 1000 })).id;
});
beforeEach(() => resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, ...CATALOGUE, websiteSettings] }));

const create = (input: RefundFormInput, caller = callers.admin) => as(caller, () => createRefundAction({ ...input, idempotencyKey: randomUUID() }));
const update = (id: string, input: RefundFormInput, caller = callers.admin) => as(caller, () => updateRefundAction({ id, ...input }));
const remove = (id: string) => as(callers.admin, () => deleteRefundAction({ id }));

async function userId(caller: TestCaller) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email));
  return row!.id;
}

/** Money an admin took for the order by hand, through the one door money comes in by (confirmPayment). */
async function receive(orderId: string, amountKobo: number) {
  const result = await confirmPayment({ orderId, method: 'manual', amountKobo, currency: 'NGN', partialAllowed: true });
  expect(result.outcome).toBe('paid');
}

/**
 * An order placed through checkout's own code (it adds to the customer's totals): 2 tables,
 * ₦100,000, and paid in full unless `paid` is false (a refund gives back money received).
 */
async function checkout(fullName = 'Amaka Obi', email = 'amaka@example.com', quantity = 2, paid = true) {
  const { buyer: _buyer, ...order } = await placeTestOrder([{ productId, quantity, unitPriceKobo: PRICE }], {
    buyer: await newBuyer({ name: fullName }),
    shipping: { fullName, email, phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1' },
  });
  if (paid) await receive(order.orderId, quantity * PRICE);
  return order;
}

async function created(input: RefundFormInput, caller = callers.admin) {
  const result = await create(input, caller);
  if (!result.ok) throw new Error(`create failed: ${result.error}`);
  return result.data;
}

const refundInput = (orderId: string, amount: string, status: RefundFormInput['status'] = 'pending'): RefundFormInput => ({
  orderId,
  amount,
  reason: 'The table top arrived cracked',
  status,
  notes: '',
  // Asked when processed, and kept only then; a Paystack share is recorded as Paystack whatever it says.
  payoutMethod: 'bank_transfer',
});

async function spentBy(email: string) {
  const [row] = await db
    .select({ totalSpentKobo: customers.totalSpentKobo, totalOrders: customers.totalOrders })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`);
  return row;
}

async function orderRow(id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function refundRow(id: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** The customer's stored totals equal their non-cancelled orders less the refunds processed on them. */
async function expectTotalsMatchOrders(email: string) {
  const [counted] = await db.execute<{ n: number; spent: string }>(sql`
    select count(*)::int as n, coalesce(sum(o.total_amount_kobo - (
      select coalesce(sum(r.amount_kobo), 0) from refunds r where r.order_id = o.id and r.status = 'processed'
    )), 0) as spent
    from orders o where lower(o.customer_email) = lower(${email}) and o.status <> 'cancelled'`).then((result) => (result as unknown as { rows: { n: number; spent: string }[] }).rows);
  expect(await spentBy(email)).toEqual({ totalOrders: counted!.n, totalSpentKobo: Number(counted!.spent) });
}

describe('required fields', () => {
  it("refuses a missing order, amount or reason with 'Please fill in all required fields'", async () => {
    const order = await checkout();
    for (const input of [refundInput('', '1000'), refundInput(order.orderId, ''), { ...refundInput(order.orderId, '1000'), reason: '  ' }]) {
      expect(await create(input)).toMatchObject({ ok: false, code: 'invalid', error: REFUND_REQUIRED_MESSAGE });
    }
    expect(await create(refundInput(order.orderId, '0'))).toMatchObject({ ok: false, error: 'The refund amount must be more than ₦0' });
    expect(await create(refundInput(order.orderId, 'ten naira'))).toMatchObject({ ok: false, error: 'Enter an amount in naira, e.g. 25000 or 25000.50' });
    expect(await create(refundInput(randomUUID(), '1000'))).toMatchObject({ ok: false, code: 'rejected', error: 'That order no longer exists. Choose another order.' });
    expect(await db.select().from(refunds)).toEqual([]);
  });

  it('a new refund is pending unless a status is chosen; the amount is a decimal in naira', async () => {
    const order = await checkout();
    const { id } = await created({ orderId: order.orderId, amount: '1,250.50', reason: 'Late delivery' });
    expect(await refundRow(id)).toMatchObject({ orderId: order.orderId, amountKobo: 125_050, status: 'pending', reason: 'Late delivery', notes: null });
  });
});

const exceeds = (orderNumber: string, left: string) => `This refund would exceed what was received on ${orderNumber} less its other refunds: at most ${left}.`;

describe('the ceiling: the money received less the other refunds', () => {
  it('refuses a refund above what is left, and allows exactly the rest', async () => {
    const order = await checkout();
    const over = await create(refundInput(order.orderId, '100000.01'));
    const message = exceeds(order.orderNumber, '₦100,000');
    expect(over).toEqual({ ok: false, code: 'rejected', error: message, details: { fieldErrors: { amount: [message] } } });

    await created(refundInput(order.orderId, '40000'));
    expect(await create(refundInput(order.orderId, '60000.01'))).toMatchObject({ ok: false, error: exceeds(order.orderNumber, '₦60,000') });
    await created(refundInput(order.orderId, '60000', 'approved'));
    expect(await create(refundInput(order.orderId, '0.01'))).toMatchObject({
      ok: false,
      error: `Nothing is left to refund on ${order.orderNumber}: earlier refunds already cover the ₦100,000 received.`,
    });
    expect(await db.select().from(refunds)).toHaveLength(2);
  });

  it('refuses any refund of an order nothing was received on, at the amount field, and writes nothing', async () => {
    const order = await checkout('Amaka Obi', 'amaka@example.com', 2, false);
    const message = `Nothing has been received on ${order.orderNumber}, so there is nothing to refund.`;
    for (const status of ['pending', 'approved', 'processed'] as const) {
      expect(await create(refundInput(order.orderId, '1000', status))).toEqual({ ok: false, code: 'rejected', error: message, details: { fieldErrors: { amount: [message] } } });
    }
    // A rejected refund gives nothing back, so it may be recorded.
    expect(await create(refundInput(order.orderId, '1000', 'rejected'))).toMatchObject({ ok: true });
    expect(await db.select({ status: refunds.status }).from(refunds)).toEqual([{ status: 'rejected' }]);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
  });

  it('counts money received, not the order total: part paid, only that part may go back', async () => {
    const order = await checkout('Amaka Obi', 'amaka@example.com', 2, false);
    await receive(order.orderId, 40_000_00);
    expect(await create(refundInput(order.orderId, '40000.01'))).toMatchObject({ ok: false, error: exceeds(order.orderNumber, '₦40,000') });
    const refund = await created(refundInput(order.orderId, '40000', 'processed'));
    // All that was received went back: refunded, though it never was paid in full.
    expect((await orderRow(order.orderId)).paymentStatus).toBe('refunded');
    // Deleting the refund does not make an order paid that never was.
    expect(await remove(refund.id)).toMatchObject({ ok: true });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('pending');
  });

  it('a rejected refund holds nothing back; bringing it back must fit again', async () => {
    const order = await checkout();
    const first = await created(refundInput(order.orderId, '70000'));
    expect(await update(first.id, refundInput(order.orderId, '70000', 'rejected'))).toMatchObject({ ok: true });
    // With the first rejected, all ₦100,000 is free again.
    await created(refundInput(order.orderId, '50000'));
    expect(await update(first.id, refundInput(order.orderId, '70000', 'pending'))).toMatchObject({ ok: false, error: exceeds(order.orderNumber, '₦50,000') });
    // Its own amount is not counted against itself when it is edited.
    const options = await as(callers.admin, () => listRefundOrderOptions());
    expect(options.find((option) => option.id === order.orderId)).toMatchObject({ totalKobo: 100_000_00, receivedKobo: 100_000_00, heldBackKobo: 50_000_00 });
    expect(await update(first.id, refundInput(order.orderId, '50000', 'approved'))).toMatchObject({ ok: true });
    const second = (await db.select().from(refunds).where(eq(refunds.amountKobo, 50_000_00))).find((row) => row.id !== first.id)!;
    expect(await update(second.id, { ...refundInput(order.orderId, '50000'), reason: 'Edited reason' })).toMatchObject({ ok: true });
  });

  it('two admins refunding 60% of the same order at once: exactly one succeeds', async () => {
    const order = await checkout();
    const results = await Promise.all([
      create(refundInput(order.orderId, '60000'), callers.admin),
      create(refundInput(order.orderId, '60000'), otherAdmin),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ ok: false, code: 'rejected', error: exceeds(order.orderNumber, '₦40,000') });
    const [sum] = await db.select({ total: sql<string>`sum(${refunds.amountKobo})` }).from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(Number(sum!.total)).toBe(60_000_00);
  });

  it('two admins editing refunds of the same order up at once cannot pass the total together', async () => {
    const order = await checkout();
    const a = await created(refundInput(order.orderId, '10000'));
    const b = await created(refundInput(order.orderId, '10000'));
    const results = await Promise.all([
      update(a.id, refundInput(order.orderId, '60000'), callers.admin),
      update(b.id, refundInput(order.orderId, '60000'), otherAdmin),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const [sum] = await db.select({ total: sql<string>`sum(${refunds.amountKobo})` }).from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(Number(sum!.total)).toBe(70_000_00);
  });
});

describe("the customer's total spent and the order's payment status", () => {
  it('a processed refund lowers total spent; un-processing, editing and deleting it keep it in step', async () => {
    const order = await checkout();
    expect(await spentBy('amaka@example.com')).toEqual({ totalOrders: 1, totalSpentKobo: 100_000_00 });

    const refund = await created(refundInput(order.orderId, '30000', 'processed'));
    expect(await spentBy('amaka@example.com')).toEqual({ totalOrders: 1, totalSpentKobo: 70_000_00 });
    await expectTotalsMatchOrders('amaka@example.com');

    await update(refund.id, refundInput(order.orderId, '30000', 'approved'));
    expect((await spentBy('amaka@example.com'))!.totalSpentKobo).toBe(100_000_00);

    await update(refund.id, refundInput(order.orderId, '25000', 'processed'));
    expect((await spentBy('amaka@example.com'))!.totalSpentKobo).toBe(75_000_00);
    // A processed refund edited to another amount moves the total by the difference.
    await update(refund.id, refundInput(order.orderId, '35000', 'processed'));
    expect((await spentBy('amaka@example.com'))!.totalSpentKobo).toBe(65_000_00);
    await expectTotalsMatchOrders('amaka@example.com');

    expect(await remove(refund.id)).toEqual({ ok: true, data: { id: refund.id } });
    expect((await spentBy('amaka@example.com'))!.totalSpentKobo).toBe(100_000_00);
    await expectTotalsMatchOrders('amaka@example.com');
  });

  it('fully refunded and processed: the order becomes refunded; un-processing one makes it paid again', async () => {
    const order = await checkout();
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
    const first = await created(refundInput(order.orderId, '40000', 'processed'));
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
    const second = await created(refundInput(order.orderId, '60000', 'approved'));
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');

    await update(second.id, refundInput(order.orderId, '60000', 'processed'));
    expect((await orderRow(order.orderId)).paymentStatus).toBe('refunded');
    expect((await spentBy('amaka@example.com'))!.totalSpentKobo).toBe(0);

    await update(first.id, refundInput(order.orderId, '40000', 'pending'));
    expect((await orderRow(order.orderId)).paymentStatus).toBe('paid');
    expect((await spentBy('amaka@example.com'))!.totalSpentKobo).toBe(40_000_00);
    await expectTotalsMatchOrders('amaka@example.com');
  });

  it('moving a processed refund to another customer’s order gives it back to the first and takes it from the second', async () => {
    const amaka = await checkout('Amaka Obi', 'amaka@example.com');
    const tunde = await checkout('Tunde Bakare', 'tunde@example.com', 1);
    const refund = await created(refundInput(amaka.orderId, '20000', 'processed'));
    expect((await spentBy('amaka@example.com'))!.totalSpentKobo).toBe(80_000_00);

    expect(await update(refund.id, refundInput(tunde.orderId, '20000', 'processed'))).toMatchObject({ ok: true });
    expect((await spentBy('amaka@example.com'))!.totalSpentKobo).toBe(100_000_00);
    expect((await spentBy('tunde@example.com'))!.totalSpentKobo).toBe(30_000_00);
    await expectTotalsMatchOrders('amaka@example.com');
    await expectTotalsMatchOrders('tunde@example.com');
  });

  it('a refund of a cancelled order leaves the totals alone: that order no longer counts', async () => {
    const order = await checkout();
    // As the orders screen leaves it: cancelled, no longer in the customer's totals.
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.orderId));
    await db.update(customers).set({ totalOrders: 0, totalSpentKobo: 0 });
    await created(refundInput(order.orderId, '100000', 'processed'));
    expect(await spentBy('amaka@example.com')).toEqual({ totalOrders: 0, totalSpentKobo: 0 });
    expect((await orderRow(order.orderId)).paymentStatus).toBe('refunded');
    await expectTotalsMatchOrders('amaka@example.com');
  });
});

describe('processed_by', () => {
  it('is the acting admin, whatever the input says, and stays when another admin edits it', async () => {
    const order = await checkout();
    const intruder = await userId(otherAdmin);
    const input = { ...refundInput(order.orderId, '1000'), processedBy: intruder, processed_by: intruder } as RefundFormInput;
    const { id } = await created(input);
    expect((await refundRow(id))!.processedBy).toBe(await userId(callers.admin));

    await update(id, { ...refundInput(order.orderId, '1000', 'processed'), processedBy: intruder } as RefundFormInput, otherAdmin);
    expect((await refundRow(id))!.processedBy).toBe(await userId(callers.admin));
    const page = await as(callers.admin, () => listAdminRefunds({ q: '', page: 1 }));
    expect(page.rows[0]).toMatchObject({ id, processedByName: 'Test Admin' });
  });

  it('only admins may record refunds', async () => {
    const order = await checkout();
    expect(await as(callers.shopper, () => createRefundAction({ ...refundInput(order.orderId, '1000'), idempotencyKey: randomUUID() }))).toMatchObject({ ok: false, code: 'not-admin' });
    expect(await db.select().from(refunds)).toEqual([]);
  });
});

describe('the list', () => {
  it("joins each refund with its order's number and customer, newest first, and finds them by either", async () => {
    const amaka = await checkout('Amaka Obi', 'amaka@example.com');
    const tunde = await checkout('Tunde Bakare', 'tunde@example.com');
    await created({ ...refundInput(amaka.orderId, '1000'), reason: 'Wobbly leg' });
    await created({ ...refundInput(tunde.orderId, '2000'), reason: 'Wrong colour' });
    const page = await as(callers.admin, () => listAdminRefunds({ q: '', page: 1 }));
    expect(page.rows.map((row) => [row.orderNumber, row.customerName, row.amountKobo, row.reason])).toEqual([
      [tunde.orderNumber, 'Tunde Bakare', 2000_00, 'Wrong colour'],
      [amaka.orderNumber, 'Amaka Obi', 1000_00, 'Wobbly leg'],
    ]);
    expect((await as(callers.admin, () => listAdminRefunds({ q: 'amaka', page: 1 }))).rows.map((row) => row.reason)).toEqual(['Wobbly leg']);
    expect((await as(callers.admin, () => listAdminRefunds({ q: tunde.orderNumber, page: 1 }))).total).toBe(1);
    expect((await as(callers.admin, () => listAdminRefunds({ q: 'COLOUR', page: 1 }))).rows.map((row) => row.customerName)).toEqual(['Tunde Bakare']);
  });

  it("deleting an order keeps its refunds with no order: the list shows 'N/A', and they can still be edited", async () => {
    const order = await checkout();
    const other = await checkout('Tunde Bakare', 'tunde@example.com');
    const refund = await created(refundInput(order.orderId, '10000', 'approved'));
    await db.delete(orders).where(eq(orders.id, order.orderId));

    expect((await refundRow(refund.id))!.orderId).toBeNull();
    const page = await as(callers.admin, () => listAdminRefunds({ q: '', page: 1 }));
    expect(page.rows[0]).toMatchObject({ id: refund.id, orderId: null, orderNumber: null, customerName: null, amountKobo: 10_000_00 });

    // Saved as it is (no order), or moved to an order.
    expect(await update(refund.id, refundInput('', '10000', 'rejected'))).toMatchObject({ ok: true });
    expect(await refundRow(refund.id)).toMatchObject({ orderId: null, status: 'rejected' });
    expect(await update(refund.id, refundInput(other.orderId, '10000', 'pending'))).toMatchObject({ ok: true });
    expect((await refundRow(refund.id))!.orderId).toBe(other.orderId);
    // A refund that has an order cannot lose it.
    expect(await update(refund.id, refundInput('', '10000'))).toMatchObject({ ok: false, error: REFUND_REQUIRED_MESSAGE });
    expect(await remove(refund.id)).toMatchObject({ ok: true });
    expect(await remove(refund.id)).toMatchObject({ ok: false, error: 'This refund no longer exists. Reload the page.' });
  });

  it('the dialog offers recent orders with what each holds back, plus the orders asked for', async () => {
    const recent = await checkout();
    const old = await checkout('Tunde Bakare', 'tunde@example.com', 1, false);
    await db.update(orders).set({ createdAt: new Date('2020-01-01T00:00:00Z') }).where(eq(orders.id, old.orderId));
    await created(refundInput(recent.orderId, '10000'));
    await created(refundInput(recent.orderId, '5000', 'rejected'));

    const options = await as(callers.admin, () => listRefundOrderOptions([old.orderId]));
    expect(options[0]).toMatchObject({ id: recent.orderId, orderNumber: recent.orderNumber, customerName: 'Amaka Obi', totalKobo: 100_000_00, receivedKobo: 100_000_00, heldBackKobo: 10_000_00 });
    expect(options[1]).toMatchObject({ id: old.orderId, receivedKobo: 0, heldBackKobo: 0 });
    expect(options.map((option) => option.id)).toEqual([recent.orderId, old.orderId]);
  });
});

describe('the activity log', () => {
  it('records a refund on itself and on its order, in kobo, with who did it; an edit and a delete with before and after', async () => {
    const order = await checkout();
    const refund = await created(refundInput(order.orderId, '12500.50'));
    const ownerId = await userIdOf(callers.admin);

    const [own] = await auditRowsOf('refund', refund.id);
    expect(own).toMatchObject({
      action: 'create',
      entityLabel: `Refund for ${order.orderNumber}`,
      actorKind: 'staff',
      actorId: ownerId,
      actorRole: 'owner',
      changes: {
        amountKobo: { before: null, after: 12_500_50 },
        status: { before: null, after: 'pending' },
        orderNumber: { before: null, after: order.orderNumber },
      },
    });
    const onOrder = (await auditRowsOf('order', order.orderId)).filter((row) => row.action.startsWith('refund_'));
    expect(onOrder).toEqual([
      expect.objectContaining({
        action: 'refund_created',
        entityLabel: `Order ${order.orderNumber}`,
        actorId: ownerId,
        changes: expect.objectContaining({ amountKobo: { before: null, after: 12_500_50 } }),
        details: { refundId: refund.id },
      }),
    ]);

    expect(await update(refund.id, refundInput(order.orderId, '20000', 'processed'))).toMatchObject({ ok: true });
    expect(await remove(refund.id)).toMatchObject({ ok: true });
    const rows = await auditRowsOf('refund', refund.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]!.changes).toEqual({ amountKobo: { before: 12_500_50, after: 20_000_00 }, status: { before: 'pending', after: 'processed' } });
    expect(rows[2]!.changes).toMatchObject({ amountKobo: { before: 20_000_00, after: null } });
    expect((await auditRowsOf('order', order.orderId)).map((row) => row.action).filter((action) => action.startsWith('refund_'))).toEqual([
      'refund_created',
      'refund_updated',
      'refund_deleted',
    ]);
  });

  it('a refund refused (over what was received) or saved unchanged writes no row', async () => {
    const order = await checkout();
    const mark = await auditMark();
    expect(await create(refundInput(order.orderId, '100001'))).toMatchObject({ ok: false });
    expect(await auditRowsAfter(mark)).toEqual([]);

    const refund = await created(refundInput(order.orderId, '1000'));
    const afterCreate = await auditMark();
    expect(await update(refund.id, refundInput(order.orderId, '1000'))).toMatchObject({ ok: true });
    expect(await auditRowsAfter(afterCreate)).toEqual([]);
  });

  it('a fulfilment member is refused a refund: nothing is written but the refusal, recorded with their role', async () => {
    const order = await checkout();
    const fulfilment = await callers.staff('fulfilment');
    const mark = await auditMark();
    expect(await create(refundInput(order.orderId, '1000'), fulfilment)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual([]);
    expect(await auditRowsAfter(mark)).toEqual([
      expect.objectContaining({
        action: 'permission_denied',
        actorId: await userIdOf(fulfilment),
        actorRole: 'fulfilment',
        details: { permission: 'refunds.create' },
      }),
    ]);
  });
});
