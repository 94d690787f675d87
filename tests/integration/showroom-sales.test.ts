// @postgres: two sales at once meet at the products' locks or the ledger's unique reference
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, type TestCaller } from '../helpers/sessions';
import { newCategory, newLocation, newProduct, newProductWithOptions, placeTestOrder, putStockAt, variantsOf } from '../helpers/factories';
import { firstLocationId, heldAt } from '../helpers/locations';
import { takeBankTransfers } from '../helpers/checkout';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { expectOpenedThroughTheDoor } from '../helpers/order-door';
import { db } from '@/server/db/client';
import { customers, orderItems, orders, payments, staffDiscountLimits, stockMovements, websiteSettings } from '@/server/db/schema';
import { sellInShowroomAction } from '@/server/pos/actions/sell-in-showroom';
import { priceShowroomSaleAction } from '@/server/pos/actions/price-showroom-sale';
import { closeCashUpAction } from '@/server/pos/actions/close-cash-up';
import { updateDiscountLimitsAction } from '@/server/pos/actions/update-discount-limits';
import { findPiecesToSellAction } from '@/server/pos/actions/find-for-sale';
import { lagosToday } from '@/lib/delivery/business-days';
import { readSalesByChannel } from '@/server/dashboard/sales-by-channel';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { adminOrderListParamsSchema } from '@/lib/schemas/order-admin';
import { showroomSaleSchema, type ShowroomSaleInput } from '@/lib/schemas/showroom-sale';
import { requirePermission } from '@/server/auth/permissions';
import { inOrderTransaction } from '@/server/sales/open-order';
import { writeShowroomSale } from '@/server/pos/showroom-sale';

// Selling in the showroom (docs/decisions/0065-selling-in-the-showroom.md): a sale is an order like any
// other, channel "Showroom", taking the showroom's stock first, each payment on the ledger with who took
// it; manual discounts within the role's limit; the day's cash-up by method and person.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

beforeAll(async () => {
  await takeBankTransfers();
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await db.insert(staffDiscountLimits).values([{ role: 'owner', maxPercent: 100 }, { role: 'manager', maxPercent: 15 }]);
  await newCategory('Sofas');
});

const PRICE = 450_000_00;

async function piece(stockQuantity = 0, values: Parameters<typeof newProduct>[0] = {}) {
  const product = await newProduct({ name: 'Ikoyi Sofa', priceKobo: PRICE, stockQuantity, ...values });
  return { product, variant: (await variantsOf(product.id))[0]! };
}

function sale(locationId: string, variantId: string, changes: Partial<ShowroomSaleInput> = {}): ShowroomSaleInput {
  return {
    locationId,
    lines: [{ variantId, quantity: 1, unitPriceKobo: PRICE }],
    customer: { kind: 'walk_in' },
    payments: [{ method: 'cash', amount: '450000' }],
    idempotencyKey: randomUUID(),
    ...changes,
  };
}

async function sell(caller: TestCaller, input: ShowroomSaleInput) {
  return as(caller, () => sellInShowroomAction(input));
}

async function sold(caller: TestCaller, input: ShowroomSaleInput) {
  const result = await sell(caller, input);
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

describe('a showroom sale', () => {
  it('finds a piece by its product’s SKU, the one its page and label show, whatever its variants’ own SKUs are', async () => {
    const pouf = await newProductWithOptions({ name: 'Aso Pouf', sku: 'AL-ACC-004', priceKobo: PRICE }, [{ name: 'Colour', values: ['Indigo', 'Ochre'] }], [
      { values: ['Indigo'], sku: 'POUF-BLUE', stockQuantity: 1 },
      { values: ['Ochre'], sku: 'POUF-GOLD', stockQuantity: 1 },
    ]);
    const locationId = await firstLocationId();
    const found = await as(callers.admin, () => findPiecesToSellAction({ q: 'al-acc-004', locationId }));
    expect(found.ok && found.data.map((row) => row.variantId)).toEqual(pouf.variants.map((variant) => variant.id));
  });

  it('sells to a walk-in paying part cash, part transfer: the showroom’s stock, an order on channel Showroom, each payment with who took it', async () => {
    const { product, variant } = await piece(3, { sku: 'IK-SOFA-3' });
    const lekki = await newLocation({ name: 'Lekki showroom', sellsOnline: false });
    await putStockAt(lekki.id, variant.id, 2);
    const found = await as(callers.admin, () => findPiecesToSellAction({ q: 'ik-sofa-3', locationId: lekki.id }));
    expect(found.ok && found.data[0]).toMatchObject({ variantId: variant.id, here: 2, elsewhere: 3, priceKobo: PRICE });

    const { orderId, orderNumber } = await sold(
      callers.admin,
      sale(lekki.id, variant.id, {
        payments: [
          { method: 'cash', amount: '200,000' },
          { method: 'bank_transfer', amount: '250000', reference: 'GTB-778' },
        ],
      }),
    );
    expect(orderNumber).toMatch(/^ORD-/);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ channel: 'showroom', soldAtLocationId: lekki.id, customerName: 'Walk-in customer', status: 'delivered', paymentStatus: 'paid', totalAmountKobo: PRICE, userId: null });
    expect([await heldAt(lekki.id, variant.id), await heldAt(await firstLocationId(), variant.id)]).toEqual([1, 3]);
    const ledger = await db.select({ method: payments.method, amountKobo: payments.amountKobo, confirmedBy: payments.confirmedBy, status: payments.status }).from(payments).where(eq(payments.orderId, orderId));
    expect(ledger.map(({ confirmedBy, ...row }) => ({ ...row, byStaff: confirmedBy !== null })).sort((a, b) => a.method.localeCompare(b.method))).toEqual([
      { method: 'bank_transfer', amountKobo: 250_000_00, status: 'succeeded', byStaff: true },
      { method: 'cash', amountKobo: 200_000_00, status: 'succeeded', byStaff: true },
    ]);
    const [move] = await db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId));
    expect(move).toMatchObject({ reason: 'showroom_sale', change: -1, locationId: lekki.id });
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ productId: product.id, variantId: variant.id, quantity: 1, priceKobo: PRICE });
    await expectOpenedThroughTheDoor(orderId, { action: 'showroom_sale', unitsTaken: 1, by: 'staff' });
  });

  it('is recorded once when sent twice, and writes nothing when the payments fall short', async () => {
    const { variant } = await piece(2);
    const warehouse = await firstLocationId();
    const input = sale(warehouse, variant.id);
    const [first, second] = await Promise.all([sold(callers.admin, input), sold(callers.admin, input)]);
    expect(second.orderId).toBe(first.orderId);
    expect(await db.$count(orders)).toBe(1);

    const short = await sell(callers.admin, sale(warehouse, variant.id, { payments: [{ method: 'pos', amount: '400000' }] }));
    expect(short).toMatchObject({ ok: false, error: '₦50,000 is still to pay. Add a payment.' });
    expect([await db.$count(orders), await heldAt(warehouse, variant.id)]).toEqual([1, 1]);
  });

  it('files a customer added on the spot with an email, and takes a deposit for a piece made to order', async () => {
    const { variant } = await piece(2, { leadTimeMinDays: 21, leadTimeMaxDays: 35, paymentTerms: 'deposit', depositPercent: 50 });
    const warehouse = await firstLocationId();
    const { orderId } = await sold(
      callers.admin,
      sale(warehouse, variant.id, {
        customer: { kind: 'new', name: 'Tunde Bakare', phone: '0803 555 0101', email: 'tunde@example.com' },
        deposit: true,
        payments: [{ method: 'pos', amount: '225000', reference: 'POS-1' }],
      }),
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ depositKobo: 225_000_00, paymentStatus: 'deposit_paid', status: 'processing', customerEmail: 'tunde@example.com' });
    const [customer] = await db.select().from(customers).where(eq(customers.email, 'tunde@example.com'));
    expect(customer).toMatchObject({ name: 'Tunde Bakare', totalOrders: 1, totalSpentKobo: PRICE });
  });
});

describe('payment references', () => {
  // Two terminal payments with the terminal's id as reference were one ledger row and a piece handed over as paid.
  it('refuses two payments with one reference, before anything is written', async () => {
    const { variant } = await piece(2);
    const warehouse = await firstLocationId();
    const twice = [
      { method: 'pos' as const, amount: '225000', reference: 'TERM-0042' },
      { method: 'pos' as const, amount: '225000', reference: ' term-0042' },
    ];
    const result = await sell(callers.admin, sale(warehouse, variant.id, { payments: twice }));
    expect(result).toMatchObject({ ok: false, fieldErrors: { 'payments.1.reference': [expect.stringContaining('Two POS terminal payments have the reference term-0042')] } });
    expect([await db.$count(orders), await db.$count(payments), await heldAt(warehouse, variant.id)]).toEqual([0, 0, 2]);
  });

  it('refuses a reference the ledger already holds, naming the order it is on', async () => {
    const { variant } = await piece(2);
    const warehouse = await firstLocationId();
    const first = await sold(callers.admin, sale(warehouse, variant.id, { payments: [{ method: 'pos', amount: '450000', reference: 'RRN-5521' }] }));
    const again = await sell(callers.admin, sale(warehouse, variant.id, { payments: [{ method: 'pos', amount: '450000', reference: 'RRN-5521' }] }));
    expect(again).toMatchObject({ ok: false, error: `The POS terminal reference RRN-5521 is already recorded on ${first.orderNumber}: give this payment its own reference (the slip’s transaction number), or leave it empty.` });
    expect([await db.$count(orders), await db.$count(payments), await heldAt(warehouse, variant.id)]).toEqual([1, 1, 1]);
  });

  it('records one of two sales of different pieces sent at once with the same reference, and refuses the other with a sentence', async () => {
    // Different pieces: the two sales share no product lock, so they meet only at the ledger's unique reference.
    const [sofa, chair] = [await piece(1), await piece(1, { name: 'Ikeja Chair', sku: 'IK-CHAIR' })];
    const warehouse = await firstLocationId();
    const slip = (variantId: string) => sell(callers.admin, sale(warehouse, variantId, { payments: [{ method: 'pos', amount: '450000', reference: 'RRN-9000' }] }));
    const results = await Promise.all([slip(sofa.variant.id), slip(chair.variant.id)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ ok: false, error: expect.stringMatching(/reference .*(already recorded|recorded on another sale just now)/) });
    expect([await db.$count(orders), await db.$count(payments)]).toEqual([1, 1]);
  });

  it('fails the whole sale when a payment is not recorded as paid', async () => {
    const { variant } = await piece(2);
    const warehouse = await firstLocationId();
    const staff = await as(callers.admin, () => requirePermission('pos.sell'));
    // Past the screen's check (a sale written by other code): the ledger keeps one row per method and reference.
    const parsed = showroomSaleSchema.parse(sale(warehouse, variant.id, { payments: [{ method: 'pos', amount: '225000', reference: 'TERM-7' }] }));
    const doubled = { ...parsed, payments: [parsed.payments[0]!, parsed.payments[0]!] };
    await expect(inOrderTransaction((tx) => writeShowroomSale(tx, doubled, staff))).rejects.toThrow(
      'The POS terminal payment of ₦225,000 could not be recorded as paid. Nothing was saved.',
    );
    expect([await db.$count(orders), await db.$count(payments), await heldAt(warehouse, variant.id)]).toEqual([0, 0, 2]);
  });
});

describe('the discount limit per role', () => {
  it('lets each role take off at most its limit by hand, checked on the server, with the reason kept', async () => {
    const { variant } = await piece(5);
    const warehouse = await firstLocationId();
    const fulfilment = await callers.staff('fulfilment');
    const manager = await callers.staff('manager');
    const discounted = (amount: string, pay: string) =>
      sale(warehouse, variant.id, { manualDiscount: { amount, reason: 'Floor model, scratched leg' }, payments: [{ method: 'cash', amount: pay }] });

    expect(await sell(fulfilment, discounted('1000', '449000'))).toMatchObject({ ok: false, error: 'Your role may not give a discount by hand. Ask the owner or a manager.' });
    expect(await sell(manager, discounted('67500.01', '382499.99'))).toMatchObject({ ok: false, error: 'Your role may take at most 15 % off this sale: ₦67,500.' });
    const priced = await as(manager, () => priceShowroomSaleAction({ lines: [{ variantId: variant.id, quantity: 1, unitPriceKobo: PRICE }], customer: { kind: 'walk_in' }, manualDiscount: { amount: '67500', reason: 'Floor model' } }));
    expect(priced.ok && priced.data).toMatchObject({ subtotalKobo: PRICE, discountKobo: 67_500_00, totalKobo: 382_500_00 });
    const { orderId } = await sold(manager, discounted('67500', '382500'));
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ discountKobo: 67_500_00, totalAmountKobo: 382_500_00, manualDiscountReason: 'Floor model, scratched leg' });

    await as(callers.admin, () => updateDiscountLimitsAction({ limits: [{ role: 'fulfilment', maxPercent: '5' }] }));
    expect(await sell(fulfilment, discounted('22500', '427500'))).toMatchObject({ ok: true });
    expect(await sell(fulfilment, discounted('22501', '427499'))).toMatchObject({ ok: false });
    expect(await sell(callers.shopper, discounted('1', '449999'))).toMatchObject({ ok: false, code: 'not-admin' });
  });
});

describe('online and showroom sales at once', () => {
  it('never sells the showroom’s last units twice nor below zero', async () => {
    const { product, variant } = await piece(0);
    const lekki = await newLocation({ name: 'Lekki showroom' });
    await putStockAt(lekki.id, variant.id, 3);
    const attempts = await Promise.allSettled([
      ...Array.from({ length: 3 }, () => placeTestOrder([{ productId: product.id, unitPriceKobo: PRICE }], { delivery: { method: 'pickup', feeKobo: 0, pickupLocationId: lekki.id } })),
      ...Array.from({ length: 3 }, () => sold(callers.admin, sale(lekki.id, variant.id))),
    ]);
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
    expect(await heldAt(lekki.id, variant.id)).toBe(0);
    expect(await db.$count(orders)).toBe(3);
    const units = await db.select({ quantity: orderItems.quantity }).from(orderItems);
    expect(units.reduce((sum, row) => sum + row.quantity, 0)).toBe(3);
  });
});

describe('the cash-up', () => {
  it('adds up what each method took by person, compares the cash counted with the cash expected, and closes a day once', async () => {
    const { variant } = await piece(4);
    const lekki = await newLocation({ name: 'Lekki showroom' });
    await putStockAt(lekki.id, variant.id, 3);
    const manager = await callers.staff('manager');
    await sold(callers.admin, sale(lekki.id, variant.id, { payments: [{ method: 'cash', amount: '100000' }, { method: 'pos', amount: '350000' }] }));
    await sold(manager, sale(lekki.id, variant.id));
    const today = lagosToday();
    const closed = await as(manager, () => closeCashUpAction({ locationId: lekki.id, businessDay: today, countedCash: '549,000', note: 'Short by a thousand' }));
    expect(closed).toMatchObject({ ok: true, data: { expectedCashKobo: 550_000_00, countedCashKobo: 549_000_00, differenceKobo: -1_000_00 } });
    const { cashUps } = await import('@/server/db/schema');
    const [row] = await db.select().from(cashUps).where(and(eq(cashUps.locationId, lekki.id), eq(cashUps.businessDay, today)));
    expect(row!.takings.map((taking) => [taking.method, taking.kobo])).toEqual(
      expect.arrayContaining([
        ['cash', 100_000_00],
        ['cash', 450_000_00],
        ['pos', 350_000_00],
      ]),
    );
    expect(await as(manager, () => closeCashUpAction({ locationId: lekki.id, businessDay: today, countedCash: '0', note: '' }))).toMatchObject({ ok: false, error: 'This day is already closed here.' });
  });
});

describe('the dashboard', () => {
  it('shows the last 30 days’ sales by channel: website, showroom, chat, quote', async () => {
    const { product, variant } = await piece(5);
    await placeTestOrder([{ productId: product.id, unitPriceKobo: PRICE }]);
    await sold(callers.admin, sale(await firstLocationId(), variant.id));
    await sold(callers.admin, sale(await firstLocationId(), variant.id));
    // The website order still waits for its payment: not a sale yet (docs/decisions/0082-what-each-figure-counts.md).
    expect(await as(callers.admin, () => readSalesByChannel())).toEqual([
      { channel: 'website', orders: 0, totalKobo: 0 },
      { channel: 'showroom', orders: 2, totalKobo: 2 * PRICE },
      { channel: 'chat', orders: 0, totalKobo: 0 },
      { channel: 'quote', orders: 0, totalKobo: 0 },
    ]);

    // The Orders list says each order's channel and filters by it.
    const list = (channel?: string) => as(callers.admin, () => listAdminOrders(adminOrderListParamsSchema.parse({ channel })));
    expect((await list()).rows.map((row) => row.channel).sort()).toEqual(['showroom', 'showroom', 'website']);
    const showroom = await list('showroom');
    expect([showroom.total, showroom.rows.every((row) => row.channel === 'showroom')]).toEqual([2, true]);
    expect((await list('chat')).rows).toEqual([]);
  });
});
