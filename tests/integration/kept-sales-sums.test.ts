// @postgres+pglite: the sums are kept by triggers in the writing transaction; on PostgreSQL concurrent orders of one day write them at once
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { newCategory, newLocation, newOrderRow, newProduct, newProductWithOptions, putStockAt } from '../helpers/factories';
import { db, queryRows } from '@/server/db/client';
import { locationStock, orderItems, orders, payments, products, productVariants, refunds, stockLocations, users, websiteSettings } from '@/server/db/schema';
import { SETTINGS_ROW_ID } from '@/server/settings/admin-settings-reads';
import { keptSumsDifferences, rebuildKeptSums } from '@/server/reports/kept-sums';
import { periodFigures, salesFigures } from '@/server/reports/sale-sums';
import { lineSales, moneyByMethod, ORDER_GROUPINGS } from '@/server/reports/sales-breakdowns';
import { piecesSold, variantsSold } from '@/server/reports/stock-reads';

// The sums the reports read are kept by the database as orders, lines, refunds and payments change
// (docs/decisions/0086-kept-sales-sums.md): after every kind of change they must equal what the orders
// add up to, to the kobo, and a rebuild must find nothing to change.

pointDataDirAtTempFolder();
let database: TestDatabase;
const DAY = { first: '2026-11-14', last: '2026-11-14' };
const at = (time: string) => new Date(`2026-11-14T${time}+01:00`);

async function setVat(registered: boolean, rate = 750) {
  const vat = { vatRegistered: registered, vatRateBasisPoints: rate };
  await db.insert(websiteSettings).values({ id: SETTINGS_ROW_ID, siteName: 'Adire Living', ...vat }).onConflictDoUpdate({ target: websiteSettings.id, set: vat });
}

/** A paid website order of one ₦43,000 line placed at `time` on the 14th (Lagos). */
async function paidOrder(time: string, values: Partial<typeof orders.$inferInsert> = {}) {
  const row = await newOrderRow({ createdAt: at(time), subtotalKobo: 43_000_00, totalAmountKobo: 43_000_00, status: 'processing', paymentStatus: 'paid', deliveryState: 'Lagos', ...values });
  await db.insert(orderItems).values({ orderId: row.id, productName: 'Ekiti Chair', quantity: 1, priceKobo: 43_000_00, totalKobo: 43_000_00 });
  await db.insert(payments).values({ orderId: row.id, method: 'paystack', amountKobo: values.totalAmountKobo ?? 43_000_00, status: 'succeeded', paidAt: at(time), createdAt: at(time) });
  return row;
}

const day = () => periodFigures(DAY);

beforeAll(async () => {
  database = await createTestDatabase();
  await setVat(true);
});
afterAll(() => database.dispose());

describe('kept as orders change', () => {
  it('an order counts once paid, with its lines’ units and VAT, and stops when cancelled unpaid', async () => {
    const order = await newOrderRow({ createdAt: at('09:00:00'), subtotalKobo: 86_000_00, totalAmountKobo: 86_000_00, deliveryState: 'Lagos' });
    await db.insert(orderItems).values({ orderId: order.id, productName: 'Oko Stool', quantity: 2, priceKobo: 43_000_00, totalKobo: 86_000_00 });
    expect((await day()).orders).toBe(0);
    await db.update(orders).set({ paymentStatus: 'paid', status: 'processing' }).where(eq(orders.id, order.id));
    expect(await day()).toMatchObject({ orders: 1, units: 2, grossKobo: 86_000_00, vatKobo: 6_000_00, totalKobo: 86_000_00 });
    // A line changed after the sale (an admin's edit): its units and VAT follow.
    await db.update(orderItems).set({ quantity: 3, totalKobo: 129_000_00 }).where(eq(orderItems.orderId, order.id));
    await db.update(orders).set({ subtotalKobo: 129_000_00, totalAmountKobo: 129_000_00 }).where(eq(orders.id, order.id));
    expect(await day()).toMatchObject({ orders: 1, units: 3, vatKobo: 9_000_00, totalKobo: 129_000_00 });
    await db.update(orders).set({ paymentStatus: 'pending', status: 'cancelled' }).where(eq(orders.id, order.id));
    expect((await day()).orders).toBe(0);
    expect(await keptSumsDifferences()).toEqual([]);
  });

  it('a refund counts on its day under its order’s keys, follows the order’s changes and its deletion', async () => {
    const [seller] = await db.insert(users).values({ id: randomUUID(), name: 'Bisi Adeyemi', email: `bisi-${randomUUID()}@example.com` }).returning();
    const lekki = await newLocation({ name: 'Lekki showroom' });
    const order = await paidOrder('11:00:00', { channel: 'showroom', soldBy: seller!.id, soldAtLocationId: lekki.id, deliveryMethod: 'pickup' });
    const [refund] = await db.insert(refunds).values({ orderId: order.id, amountKobo: 8_600_00, reason: 'Scuffed', status: 'processed', processedAt: at('18:00:00'), payoutMethod: 'cash', payoutLocationId: lekki.id }).returning();
    expect(refund!.vatKobo).toBe(600_00);
    const byStaff = async () => Object.fromEntries([...(await salesFigures(DAY, ORDER_GROUPINGS.staff))].map(([key, figures]) => [key, figures.totalKobo]));
    expect((await byStaff())['Bisi Adeyemi']).toBe(43_000_00 - 8_600_00);
    // The sale moved to nobody: the order and its refund move together.
    await db.update(orders).set({ soldBy: null }).where(eq(orders.id, order.id));
    expect((await byStaff())['Bisi Adeyemi']).toBeUndefined();
    await db.update(refunds).set({ amountKobo: 4_300_00 }).where(eq(refunds.id, refund!.id));
    expect(await keptSumsDifferences()).toEqual([]);
    // Deleted: the order's sale goes, its refund stays on the day, as an order deleted.
    await db.delete(orders).where(eq(orders.id, order.id));
    const byChannel = await salesFigures(DAY, ORDER_GROUPINGS.channel);
    expect(byChannel.get('Order deleted')).toMatchObject({ orders: 0, refundsKobo: 4_300_00, vatKobo: -300_00 });
    expect(await keptSumsDifferences()).toEqual([]);
  });

  it('money by method follows payments and refunds, a reversal taken off', async () => {
    const order = await paidOrder('12:00:00');
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    await db.insert(payments).values({ orderId: order.id, method: 'paystack', amountKobo: -43_000_00, status: 'succeeded', reversesPaymentId: payment!.id, paidAt: at('13:00:00'), createdAt: at('13:00:00') });
    await db.update(payments).set({ method: 'bank_transfer' }).where(eq(payments.id, payment!.id));
    const money = Object.fromEntries((await moneyByMethod(DAY)).map((row) => [row.key, row.receivedKobo]));
    expect(money.bank_transfer).toBe(43_000_00);
    expect(await keptSumsDifferences()).toEqual([]);
  });

  it('an order keeps the VAT rate it was placed at when the shop’s rate changes', async () => {
    const before = await day();
    await setVat(false);
    await paidOrder('15:00:00');
    expect((await day()).vatKobo - before.vatKobo).toBe(0);
    await setVat(true, 1000);
    const order = await paidOrder('16:00:00');
    expect(order.vatRateBasisPoints).toBe(1000);
    expect((await day()).vatKobo - before.vatKobo).toBe(3_909_09);
    await setVat(true);
    expect(await keptSumsDifferences()).toEqual([]);
  });
});

describe('line sales kept as lines change', () => {
  const byPiece = async (grouping: 'piece' | 'variant') =>
    Object.fromEntries((await lineSales(DAY, grouping)).rows.filter((row) => row.key.startsWith('Lagos Sofa')).map((row) => [row.key, [row.orders, row.units, row.salesKobo]]));

  it('counts an order once for a piece sold in two variants, and follows its lines’ changes', async () => {
    const order = await newOrderRow({ createdAt: at('17:00:00'), subtotalKobo: 172_000_00, totalAmountKobo: 172_000_00, status: 'processing', paymentStatus: 'paid' });
    // One statement, three lines: two variants of one sofa and a measured one.
    await db.insert(orderItems).values([
      { orderId: order.id, productName: 'Lagos Sofa', variantLabel: '2-seater', quantity: 1, priceKobo: 43_000_00, totalKobo: 43_000_00 },
      { orderId: order.id, productName: 'Lagos Sofa', variantLabel: '3-seater', quantity: 2, priceKobo: 43_000_00, totalKobo: 86_000_00 },
      { orderId: order.id, productName: 'Lagos Sofa', quantity: 1, priceKobo: 43_000_00, totalKobo: 43_000_00, measurements: { widthCm: 200 } as never },
    ]);
    expect(await byPiece('piece')).toEqual({ 'Lagos Sofa': [1, 4, 172_000_00] });
    expect(await byPiece('variant')).toEqual({
      'Lagos Sofa — 2-seater': [1, 1, 43_000_00],
      'Lagos Sofa — 3-seater': [1, 2, 86_000_00],
      'Lagos Sofa — Made to measure': [1, 1, 43_000_00],
    });
    // The screen's first rows, biggest sales first, and how many there are in all.
    const all = await lineSales(DAY, 'variant');
    const top = await lineSales(DAY, 'variant', 2);
    expect(top).toEqual({ rows: all.rows.slice(0, 2), total: all.rows.length });
    expect(all.total).toBe(all.rows.length);
    await db.update(orderItems).set({ quantity: 1, totalKobo: 43_000_00 }).where(eq(orderItems.variantLabel, '3-seater'));
    await db.delete(orderItems).where(eq(orderItems.variantLabel, '2-seater'));
    expect(await byPiece('piece')).toEqual({ 'Lagos Sofa': [1, 2, 86_000_00] });
    expect(await keptSumsDifferences()).toEqual([]);
    await db.update(orders).set({ status: 'cancelled', paymentStatus: 'pending' }).where(eq(orders.id, order.id));
    expect(await byPiece('piece')).toEqual({});
    await db.update(orders).set({ status: 'processing', paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    expect(await byPiece('piece')).toEqual({ 'Lagos Sofa': [1, 2, 86_000_00] });
    await db.delete(orders).where(eq(orders.id, order.id));
    expect(await byPiece('piece')).toEqual({});
    expect(await keptSumsDifferences()).toEqual([]);
  });
});

describe('line sales by category', () => {
  const byCategory = async () => Object.fromEntries((await lineSales(DAY, 'category')).rows.map((row) => [row.key, row.salesKobo]));

  it("follow a piece to the category it moves to, and to 'Pieces no longer listed' when it is deleted", async () => {
    await newCategory('Stools');
    await newCategory('Ottomans');
    const piece = await newProduct({ name: 'Ibadan Pouf', category: 'stools' });
    const before = await byCategory();
    const order = await newOrderRow({ createdAt: at('18:00:00'), subtotalKobo: 30_000_00, totalAmountKobo: 30_000_00, status: 'processing', paymentStatus: 'paid' });
    await db.insert(orderItems).values({ orderId: order.id, productId: piece.id, productName: piece.name, quantity: 2, priceKobo: 15_000_00, totalKobo: 30_000_00 });
    expect((await byCategory()).Stools).toBe(30_000_00);
    await db.update(products).set({ category: 'ottomans' }).where(eq(products.id, piece.id));
    expect(await byCategory()).toMatchObject({ Ottomans: 30_000_00 });
    expect((await byCategory()).Stools).toBeUndefined();
    expect(await keptSumsDifferences()).toEqual([]);
    await db.delete(products).where(eq(products.id, piece.id));
    const after = await byCategory();
    expect(after.Ottomans).toBeUndefined();
    expect(after['Pieces no longer listed']! - (before['Pieces no longer listed'] ?? 0)).toBe(30_000_00);
    expect(await keptSumsDifferences()).toEqual([]);
  });
});

describe("a piece's last day of sale", () => {
  /** The piece's row: its last day, null while never sold; undefined when it has none. */
  const lastSale = async (productId: string) =>
    (await queryRows<{ day: string | null }>(sql`select to_char(day, 'YYYY-MM-DD') as day from piece_last_sales where product_id = ${productId}`))[0]?.day;

  it('is there, empty, from the piece\'s creation, moves on with a sale, back to the day before when the later sale is cancelled, and empties with the last', async () => {
    await newCategory('Benches');
    const piece = await newProduct({ name: 'Ogun Bench', category: 'benches' });
    expect(await lastSale(piece.id)).toBeNull();
    const soldOn = async (date: string, product: { id: string; name: string } = piece) => {
      const order = await newOrderRow({ createdAt: new Date(`${date}T10:00:00+01:00`), subtotalKobo: 90_000_00, totalAmountKobo: 90_000_00, status: 'processing', paymentStatus: 'paid' });
      await db.insert(orderItems).values({ orderId: order.id, productId: product.id, productName: product.name, quantity: 1, priceKobo: 90_000_00, totalKobo: 90_000_00 });
      return order;
    };
    const cancel = (order: { id: string }) => db.update(orders).set({ status: 'cancelled', paymentStatus: 'pending' }).where(eq(orders.id, order.id));
    const october = await soldOn('2026-10-02');
    expect(await lastSale(piece.id)).toBe('2026-10-02');
    const [first, second] = [await soldOn('2026-11-03'), await soldOn('2026-11-03')];
    // An older sale counted again does not move it back.
    await cancel(october);
    await db.update(orders).set({ status: 'processing', paymentStatus: 'paid' }).where(eq(orders.id, october.id));
    expect(await lastSale(piece.id)).toBe('2026-11-03');
    // One of the day's two sales cancelled: the day still sold.
    await cancel(first);
    expect(await lastSale(piece.id)).toBe('2026-11-03');
    await cancel(second);
    expect(await lastSale(piece.id)).toBe('2026-10-02');
    expect(await keptSumsDifferences()).toEqual([]);
    await db.delete(orders).where(eq(orders.id, october.id));
    expect(await lastSale(piece.id)).toBeNull();
    expect(await keptSumsDifferences()).toEqual([]);
    // A never-sold piece's row missing is a difference the rebuild mends.
    await db.execute(sql`delete from piece_last_sales where product_id = ${piece.id}`);
    expect(await keptSumsDifferences()).toEqual([{ sums: 'piece_last_sales', key: piece.id, kept: null, counted: null }]);
    await rebuildKeptSums();
    expect(await lastSale(piece.id)).toBeNull();
    // Deleted, sold or not, a piece leaves no row: its lines' sums move to the pieces no longer listed.
    const sold = await newProduct({ name: 'Osun Bench', category: 'benches' });
    await soldOn('2026-11-14', sold);
    expect(await lastSale(sold.id)).toBe('2026-11-14');
    await db.delete(products).where(inArray(products.id, [piece.id, sold.id]));
    expect(await lastSale(piece.id)).toBeUndefined();
    expect(await lastSale(sold.id)).toBeUndefined();
    expect(await keptSumsDifferences()).toEqual([]);
  });
});

describe('the rebuild', () => {
  it('finds kept sums that differ from the orders and rebuilds them equal, the figures unchanged', async () => {
    const figures = await day();
    const lines = await lineSales(DAY, 'variant');
    await db.execute(sql`update sales_days set charged_kobo = charged_kobo + 1 where day = '2026-11-14'`);
    await db.execute(sql`update orders set units = units + 1 where created_at = ${at('16:00:00').toISOString()}::timestamptz`);
    await db.execute(sql`update line_sales_days set units = units + 1 where day = '2026-11-14'`);
    await db.execute(sql`update line_sales_days set piece_group = piece_group + 1 where (day, line_key, slot) = (select day, line_key, slot from line_sales_days limit 1)`);
    await db.execute(sql`update line_sales_months set cost_kobo = cost_kobo + 1 where month = '2026-11-01'`);
    await db.execute(sql`update line_sales_months set variant_group = variant_group + 1 where (month, line_key, slot) = (select month, line_key, slot from line_sales_months limit 1)`);
    await db.execute(sql`update line_sales_years set sales_kobo = sales_kobo + 1 where year = 2026`);
    await db.execute(sql`update line_group_months set units = units + 1 where month = '2026-11-01' and grouping = 'piece_group'`);
    await db.execute(sql`insert into piece_last_sales (product_id, day) values (${randomUUID()}, '2026-11-14')`);
    const found = await keptSumsDifferences(1000);
    expect(found.map((row) => row.sums).sort()).toEqual(
      expect.arrayContaining(['line_group_months', 'line_sales_days', 'line_sales_days groups', 'line_sales_months', 'line_sales_months groups', 'line_sales_years', 'orders.units and line_vat_kobo', 'piece_last_sales', 'sales_days']));
    await rebuildKeptSums();
    expect(await keptSumsDifferences()).toEqual([]);
    expect(await day()).toEqual(figures);
    expect(await lineSales(DAY, 'variant')).toEqual(lines);
  });

  it("reads most of a year as the year's sums less the days outside the range, to the same figures as its days", async () => {
    // Every order here is of 14 November: 1 February to 31 December is 2026's sums less January, 1 to 30 November
    // its days, and 1 January to 13 November the year's sums less 14 November to 31 December: nothing.
    const november = await lineSales({ first: '2026-11-01', last: '2026-11-30' }, 'variant');
    expect(november.rows.length).toBeGreaterThan(0);
    expect(await lineSales({ first: '2026-02-01', last: '2026-12-31' }, 'variant')).toEqual(november);
    expect(await lineSales({ first: '2026-01-01', last: '2026-11-13' }, 'variant')).toEqual({ rows: [], total: 0 });
  });

  it("reads a whole month, and a month to date with nothing sold after, from its groups as kept, to the same figures as its days", async () => {
    const november = { first: '2026-11-01', last: '2026-11-30' };
    // 31 October to 30 November has the same sales, added up from October's day and November's key rows.
    const tables = (range: typeof november) => Promise.all([lineSales(range, 'piece'), lineSales(range, 'variant', 1), piecesSold(range, null), variantsSold(range, 1)]);
    const whole = await tables(november);
    expect(whole[0].rows.length).toBeGreaterThan(0);
    expect(await tables({ first: '2026-10-31', last: '2026-11-30' })).toEqual(whole);
    expect(await tables({ first: '2026-11-01', last: '2026-11-20' })).toEqual(whole);
    // An order dated ahead, on the 28th, the month's biggest sale: the month to the 20th is read from its days again, without it.
    const ahead = await newOrderRow({ createdAt: new Date('2026-11-28T12:00:00+01:00'), subtotalKobo: 300_000_00, totalAmountKobo: 300_000_00, status: 'processing', paymentStatus: 'paid', deliveryState: 'Lagos' });
    await db.insert(orderItems).values({ orderId: ahead.id, productName: 'Ilorin Table', quantity: 1, priceKobo: 300_000_00, totalKobo: 300_000_00 });
    expect(await tables({ first: '2026-11-01', last: '2026-11-20' })).toEqual(whole);
    const withIt = await lineSales(november, 'piece');
    expect(withIt.rows[0]).toEqual({ key: 'Ilorin Table', orders: 1, units: 1, salesKobo: 300_000_00 });
    expect(withIt.total).toBe(whole[0].total + 1);
    expect(await keptSumsDifferences()).toEqual([]);
    await db.delete(orders).where(eq(orders.id, ahead.id));
    expect(await tables(november)).toEqual(whole);
    // What the whole month shows is its group rows as kept: one set wrong shows, and the rebuild puts it right.
    await db.execute(sql`update line_group_months set units = units + 5 where month = '2026-11-01' and grouping = 'piece_group'`);
    expect((await lineSales(november, 'piece')).rows[0]!.units).toBe(whole[0].rows[0]!.units + 5);
    await rebuildKeptSums();
    expect(await tables(november)).toEqual(whole);
  });

  it('stays equal with orders of one day placed at once', async () => {
    const before = await day();
    await Promise.all(Array.from({ length: 8 }, (_, n) => db.transaction(async (tx) => {
      const [row] = await tx.insert(orders).values({ orderNumber: `AT-ONCE-${n}`, customerName: 'Amaka Obi', customerEmail: `once-${n}@example.com`, shippingAddress: 'Lekki',
        createdAt: at('20:00:00'), subtotalKobo: 43_000_00, totalAmountKobo: 43_000_00, status: 'processing', paymentStatus: 'paid', deliveryState: 'Lagos' }).returning();
      // A piece no order named before: the eight number its line key at once, and all add to the one key.
      await tx.insert(orderItems).values({ orderId: row!.id, productName: 'Ikeja Chair', quantity: 1, priceKobo: 43_000_00, totalKobo: 43_000_00 });
    })));
    expect((await day()).orders - before.orders).toBe(8);
    expect((await lineSales(DAY, 'piece')).rows.find((row) => row.key === 'Ikeja Chair')).toMatchObject({ orders: 8, units: 8 });
    expect(await keptSumsDifferences()).toEqual([]);
  });
});

describe('the stock values', () => {
  /** A location's kept value: units, at cost, at price, units without a cost. */
  const valueAt = async (locationId: string) =>
    (
      await queryRows<{ v: string }>(sql`select row(sum(units), sum(at_cost_kobo), sum(at_price_kobo), sum(no_cost_units))::text as v
        from location_stock_values where location_id = ${locationId}`)
    )[0]!.v;

  it('follow every count, cost, price and deletion, equal to the counts after each', async () => {
    await newCategory('Sofas');
    const [warehouse, showroom] = [await newLocation({ name: 'Stock test warehouse' }), await newLocation({ name: 'Stock test showroom' })];
    // A stool at ₦40,000 in two finishes: oak (cost ₦15,000) priced by the piece, walnut at its own ₦48,000 without a cost.
    const stool = await newProductWithOptions({ name: 'Ajah Stool', priceKobo: 40_000_00 }, [{ name: 'Finish', values: ['Oak', 'Walnut'] }], [
      { values: ['Oak'], sku: 'AJ-OAK', stockQuantity: 0, costKobo: 15_000_00 },
      { values: ['Walnut'], sku: 'AJ-WAL', stockQuantity: 0, priceKobo: 48_000_00, costKobo: null },
    ]);
    const [oak, walnut] = stool.variants.map((variant) => variant.id) as [string, string];
    const same = async () => expect(await keptSumsDifferences()).toEqual([]);

    await putStockAt(warehouse.id, oak, 3);
    await putStockAt(warehouse.id, walnut, 2);
    await putStockAt(showroom.id, oak, 1);
    // 3 × 15,000 at cost; 3 × 40,000 + 2 × 48,000 at price; 2 without a cost.
    expect(await valueAt(warehouse.id)).toBe('(5,4500000,21600000,2)');
    await same();

    await db.update(locationStock).set({ quantity: 1 }).where(and(eq(locationStock.locationId, warehouse.id), eq(locationStock.variantId, oak)));
    await db.update(productVariants).set({ costKobo: 16_000_00 }).where(eq(productVariants.id, oak));
    await db.update(productVariants).set({ costKobo: 30_000_00, discountPriceKobo: 45_000_00 }).where(eq(productVariants.id, walnut));
    // The piece's sale price reaches the oak only: the walnut has its own.
    await db.update(products).set({ discountPriceKobo: 35_000_00 }).where(eq(products.id, stool.id));
    // 16,000 + 2 × 30,000 at cost; 35,000 + 2 × 45,000 at price.
    expect(await valueAt(warehouse.id)).toBe('(3,7600000,12500000,0)');
    await same();

    await db.delete(productVariants).where(eq(productVariants.id, walnut));
    expect(await valueAt(warehouse.id)).toBe('(1,1600000,3500000,0)');
    await db.delete(stockLocations).where(eq(stockLocations.id, showroom.id));
    await same();
    await db.delete(products).where(eq(products.id, stool.id));
    expect(await valueAt(warehouse.id)).toBe('(0,0,0,0)');
    await same();
  });
});
