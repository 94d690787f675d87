import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, type TestCaller } from '../helpers/sessions';
import { newCategory, newLocation, newProduct, putStockAt, variantsOf } from '../helpers/factories';
import { heldAt } from '../helpers/locations';
import { takeBankTransfers } from '../helpers/checkout';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { db } from '@/server/db/client';
import { cashUps, orders, refunds, staffDiscountLimits, websiteSettings } from '@/server/db/schema';
import { sellInShowroomAction } from '@/server/pos/actions/sell-in-showroom';
import { closeCashUpAction } from '@/server/pos/actions/close-cash-up';
import { cashUpDayOf } from '@/server/pos/cash-up-reads';
import { deleteOrderAction } from '@/server/order-desk/actions/delete-order';
import { createRefundAction } from '@/server/refunds/actions/create-refund';
import { updateRefundAction } from '@/server/refunds/actions/update-refund';
import type { RefundFormInput } from '@/lib/schemas/refund';
import { lagosToday } from '@/lib/delivery/business-days';

// A cash-up covers a showroom's day completely (docs/decisions/0065-selling-in-the-showroom.md): cash
// taken after the day was closed goes into a second cash-up of that day, cash refunded at the desk lowers
// the cash expected (below zero when more went out), and a paid sale cannot be deleted out of it.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
const PRICE = 450_000_00;
let showroom: { id: string };
let variantId: string;

beforeAll(async () => {
  await takeBankTransfers();
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await db.insert(staffDiscountLimits).values([{ role: 'owner', maxPercent: 100 }]);
  await newCategory('Sofas');
  const product = await newProduct({ name: 'Ikoyi Sofa', priceKobo: PRICE, stockQuantity: 0 });
  variantId = (await variantsOf(product.id))[0]!.id;
  showroom = await newLocation({ name: 'Lekki showroom' });
  await putStockAt(showroom.id, variantId, 5);
});

async function soldForCash(caller: TestCaller = callers.admin) {
  const result = await as(caller, () =>
    sellInShowroomAction({
      locationId: showroom.id,
      lines: [{ variantId, quantity: 1, unitPriceKobo: PRICE }],
      customer: { kind: 'walk_in' },
      payments: [{ method: 'cash', amount: '450000' }],
      idempotencyKey: randomUUID(),
    }),
  );
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

const close = (countedCash: string) => as(callers.admin, () => closeCashUpAction({ locationId: showroom.id, businessDay: lagosToday(), countedCash, note: '' }));
const day = () => as(callers.admin, () => cashUpDayOf({ location: showroom.id, day: lagosToday() }));

const refundForm = (orderId: string, amount: string, paidBack: Pick<RefundFormInput, 'payoutMethod' | 'payoutLocationId'>): RefundFormInput => ({
  orderId,
  amount,
  reason: 'Returned at the desk',
  status: 'processed',
  notes: '',
  ...paidBack,
});

async function refundCash(orderId: string, amount: string, paidBack: Pick<RefundFormInput, 'payoutMethod' | 'payoutLocationId'> = { payoutMethod: 'cash', payoutLocationId: showroom.id }) {
  const result = await as(callers.admin, () => createRefundAction({ ...refundForm(orderId, amount, paidBack), idempotencyKey: randomUUID() }));
  expect(result).toMatchObject({ ok: true, data: { sentToPaystack: false } });
  return result.ok ? result.data.id : '';
}

describe('a day closed early', () => {
  it('puts cash taken after the close into a second cash-up of the same day, and closes again only for what came after', async () => {
    await soldForCash();
    expect(await close('450000')).toMatchObject({ ok: true, data: { expectedCashKobo: 450_000_00, differenceKobo: 0 } });
    await soldForCash();

    const open = await day();
    expect(open.closed).toHaveLength(1);
    expect(open.expectedCashKobo).toBe(450_000_00);
    expect(open.takings.map((taking) => [taking.method, taking.kobo])).toEqual([['cash', 450_000_00]]);

    expect(await close('450000')).toMatchObject({ ok: true, data: { expectedCashKobo: 450_000_00, differenceKobo: 0 } });
    const rows = await db.select().from(cashUps).where(and(eq(cashUps.locationId, showroom.id), eq(cashUps.businessDay, lagosToday())));
    expect(rows.map((row) => [row.sequence, row.expectedCashKobo]).sort()).toEqual([
      [1, 450_000_00],
      [2, 450_000_00],
    ]);
    expect(await close('0')).toMatchObject({ ok: false, error: 'This day is already closed here.' });
    expect((await day()).takings).toEqual([]);
  });
});

describe('cash refunded at the desk', () => {
  it('lowers the cash expected, and a cash-up with more refunded than taken keeps its expected cash below zero', async () => {
    const sale = await soldForCash();
    await refundCash(sale.orderId, '50000');
    expect(await close('400000')).toMatchObject({ ok: true, data: { expectedCashKobo: 400_000_00, differenceKobo: 0 } });

    await refundCash(sale.orderId, '30000');
    const after = await day();
    expect(after.takings).toEqual([{ method: 'cash', staffName: expect.any(String), kobo: -30_000_00, refunded: true }]);
    expect(after.expectedCashKobo).toBe(-30_000_00);

    expect(await close('0')).toMatchObject({ ok: true, data: { expectedCashKobo: -30_000_00, differenceKobo: 30_000_00 } });
    const [second] = await db.select().from(cashUps).where(eq(cashUps.sequence, 2));
    expect(second!.expectedCashKobo).toBe(-30_000_00);
    expect((await day()).closed.map((closed) => closed.differenceKobo)).toEqual([0, 30_000_00]);
  });
});

describe('how and where a refund went back', () => {
  it('takes out of a drawer only cash handed over at that location, whatever the sale’s payment was', async () => {
    const sale = await soldForCash();
    const ikeja = await newLocation({ name: 'Ikeja showroom' });
    await refundCash(sale.orderId, '50000', { payoutMethod: 'bank_transfer', payoutLocationId: '' });
    await refundCash(sale.orderId, '30000', { payoutMethod: 'cash', payoutLocationId: ikeja.id });
    expect((await day()).expectedCashKobo).toBe(450_000_00);
    const there = await as(callers.admin, () => cashUpDayOf({ location: ikeja.id, day: lagosToday() }));
    expect(there.takings).toEqual([{ method: 'cash', staffName: expect.any(String), kobo: -30_000_00, refunded: true }]);
    const rows = await db.select({ payoutMethod: refunds.payoutMethod, payoutLocationId: refunds.payoutLocationId }).from(refunds).orderBy(refunds.amountKobo);
    expect(rows).toEqual([
      { payoutMethod: 'cash', payoutLocationId: ikeja.id },
      { payoutMethod: 'bank_transfer', payoutLocationId: null },
    ]);
  });

  it('counts cash handed back on the day it was processed, not on the day its notes were last edited', async () => {
    const sale = await soldForCash();
    const refundId = await refundCash(sale.orderId, '50000');
    // Handed back yesterday (a day already closed); today someone fixes its notes.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await db.update(refunds).set({ processedAt: yesterday, updatedAt: yesterday }).where(eq(refunds.id, refundId));
    const edited = await as(callers.admin, () => updateRefundAction({ id: refundId, ...refundForm(sale.orderId, '50000', { payoutMethod: 'cash', payoutLocationId: showroom.id }), notes: 'Receipt filed' }));
    expect(edited).toMatchObject({ ok: true });
    expect((await day()).expectedCashKobo).toBe(450_000_00);
    const [row] = await db.select({ processedAt: refunds.processedAt }).from(refunds).where(eq(refunds.id, refundId));
    expect(row!.processedAt).toEqual(yesterday);
  });

  it('asks how a processed refund went back, and where for cash, before recording it', async () => {
    const sale = await soldForCash();
    const refund = (paidBack: Pick<RefundFormInput, 'payoutMethod' | 'payoutLocationId'>) =>
      as(callers.admin, () => createRefundAction({ ...refundForm(sale.orderId, '50000', paidBack), idempotencyKey: randomUUID() }));
    const how = 'Choose how the money went back: cash at a location, a bank transfer or Paystack.';
    expect(await refund({ payoutMethod: '', payoutLocationId: '' })).toEqual({ ok: false, code: 'rejected', error: how, details: { fieldErrors: { payoutMethod: [how] } } });
    expect(await refund({ payoutMethod: 'cash', payoutLocationId: '' })).toMatchObject({ ok: false, fieldErrors: { payoutLocationId: ['Choose the location where the cash was handed over'] } });
    expect(await refund({ payoutMethod: 'paystack', payoutLocationId: '' })).toMatchObject({
      ok: false,
      details: { fieldErrors: { payoutMethod: [expect.stringContaining('was not paid through Paystack')] } },
    });
    expect(await db.$count(refunds)).toBe(0);
  });
});

describe('deleting a showroom sale', () => {
  it('is refused once money was received: its cash stays in the cash-up and the piece carried out stays sold', async () => {
    const sale = await soldForCash();
    const before = await heldAt(showroom.id, variantId);

    expect(await as(callers.admin, () => deleteOrderAction({ id: sale.orderId }))).toMatchObject({
      ok: false,
      error: expect.stringContaining('Cancel it and refund the customer instead.'),
    });
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.id, sale.orderId))).toHaveLength(1);
    expect((await day()).expectedCashKobo).toBe(450_000_00);
    expect(await heldAt(showroom.id, variantId)).toBe(before);
  });

  it('of a piece carried out and its money reversed never puts the piece back on the shelf', async () => {
    const sale = await soldForCash();
    const before = await heldAt(showroom.id, variantId);
    // Money recorded by mistake and taken off again: nothing received, the piece still gone.
    const { payments } = await import('@/server/db/schema');
    const [paid] = await db.select().from(payments).where(eq(payments.orderId, sale.orderId));
    await db.insert(payments).values({ orderId: sale.orderId, method: 'cash', amountKobo: -paid!.amountKobo, status: 'succeeded', reversesPaymentId: paid!.id });
    expect((await db.select({ status: orders.status }).from(orders).where(eq(orders.id, sale.orderId)))[0]!.status).toBe('delivered');

    expect(await as(callers.admin, () => deleteOrderAction({ id: sale.orderId }))).toMatchObject({ ok: true });
    expect(await heldAt(showroom.id, variantId)).toBe(before);
  });
});
