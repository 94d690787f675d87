// @postgres+pglite: stock value and margins are sums the accountant reads
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { as, signedInAdmin, signedInStaff, type TestCaller } from '../helpers/sessions';
import { newCategory, newLocation, newOrderRow, newProduct, newProductWithOptions, putStockAt } from '../helpers/factories';
import { productFormInput } from '../helpers/product-form';
import { db } from '@/server/db/client';
import { auditLog, orderItems, products, productVariants, stockTransferLines, stockTransfers, variantCosts } from '@/server/db/schema';
import { AccessDeniedError } from '@/server/auth/session';
import { readStockReport } from '@/server/reports/stock-report';
import { piecesWithoutCost, unsoldPieces } from '@/server/reports/stock-reads';
import { keptSumsDifferences } from '@/server/reports/kept-sums';
import { updateProductAction } from '@/server/catalog/actions/update-product';
import { importCatalogueAction } from '@/server/catalog/actions/import-catalogue';
import { GET as exportStock } from '@/app/admin/reports/stock/export/route';
import { POST as previewImport } from '@/app/admin/products/import/route';
import { GET as exportCatalogue } from '@/app/admin/products/export/route';
import type { ImportPreview } from '@/lib/catalog-csv/import-report';
import { periodParamsSchema } from '@/lib/reports/periods';
import { COST_UNKNOWN } from '@/lib/reports/stock-tables';

// Reports → Stock against real rows (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"): a sofa in
// two sizes with costs (one cost changed before a sale), a lamp without a cost, a stool never sold and a chair
// last sold 75 days ago, at a warehouse that sells online and a showroom that does not, one stool on the road
// between them. Every figure is checked to the kobo against sums worked by hand.

// The import keeps its file under DATA_DIR: a temporary folder, set before anything reads the environment.
const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const ORIGIN = 'http://localhost:3000';
const NOW = new Date('2026-11-20T12:00:00Z');
const NOVEMBER = { period: 'custom', from: '2026-11-01', to: '2026-11-20' };
const lagos = (at: string) => new Date(`${at}+01:00`);
const naira = (amount: number) => amount * 100;

let database: TestDatabase;
let admin: TestCaller;
const read = (caller: TestCaller, params: Record<string, string> = NOVEMBER) => as(caller, () => readStockReport(periodParamsSchema.parse(params), NOW));
const cellsOf = (rows: { cells: unknown[] }[]) => rows.map((row) => row.cells);

const ids = { twoSeater: '', threeSeater: '', lamp: '', stool: '', chair: '', sofa: '', lampProduct: '', warehouse: '', showroom: '' };

async function sale(createdAt: Date, counted: boolean, lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[]) {
  const subtotal = lines.reduce((sum, line) => sum + line.totalKobo, 0);
  const order = await newOrderRow({ createdAt, subtotalKobo: subtotal, totalAmountKobo: subtotal, ...(counted ? { status: 'processing', paymentStatus: 'paid' } : {}) });
  await db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await signedInAdmin();
  await newCategory('Sofas');
  // Whatever locations the migrations made hold nothing here; the warehouse is the website's, the showroom not.
  const warehouse = await newLocation({ name: 'Ikeja warehouse', sellsOnline: true, position: 1 });
  const showroom = await newLocation({ name: 'Lekki showroom', sellsOnline: false, position: 2 });
  Object.assign(ids, { warehouse: warehouse.id, showroom: showroom.id });

  const sofa = await newProductWithOptions({ name: 'Ikoyi Sofa', priceKobo: naira(450_000) }, [{ name: 'Size', values: ['2-seater', '3-seater'] }], [
    { values: ['2-seater'], sku: 'IK-2', stockQuantity: 0, costKobo: naira(300_000) },
    { values: ['3-seater'], sku: 'IK-3', stockQuantity: 0, priceKobo: naira(600_000), discountPriceKobo: naira(550_000), costKobo: naira(400_000) },
  ]);
  // Costs are given as the form gives them, through saveVariants, each with its history row.
  const single = (costKobo: number | null) => ({ options: [], variants: [{ values: [], sku: null, priceKobo: null, discountPriceKobo: null, imageUrl: null, stockQuantity: 0, costKobo }] });
  const lamp = await newProduct({ name: 'Eko Lamp', priceKobo: naira(25_000), offer: single(null) });
  const stool = await newProduct({ name: 'Ajah Stool', priceKobo: naira(40_000), offer: single(naira(15_000)) });
  const chair = await newProduct({ name: 'Yaba Chair', priceKobo: naira(80_000), offer: single(naira(50_000)) });
  const [lampVariant, stoolVariant, chairVariant] = await Promise.all([lamp, stool, chair].map(async ({ id }) => (await db.select().from(productVariants).where(eq(productVariants.productId, id)))[0]!));
  Object.assign(ids, {
    sofa: sofa.id,
    lampProduct: lamp.id,
    twoSeater: sofa.variants[0]!.id,
    threeSeater: sofa.variants[1]!.id,
    lamp: lampVariant!.id,
    stool: stoolVariant!.id,
    chair: chairVariant!.id,
  });
  // Listed in June: long enough to count as unsold.
  await db.update(products).set({ createdAt: lagos('2026-06-01T09:00:00') }).where(inArray(products.id, [sofa.id, lamp.id, stool.id, chair.id]));
  // The 3-seater cost ₦380,000 from October and ₦400,000 from 13 November: its sale on the 12th is at ₦380,000.
  await db.insert(variantCosts).values([
    { variantId: ids.threeSeater, costKobo: naira(380_000), effectiveFrom: lagos('2026-10-01T09:00:00') },
    { variantId: ids.threeSeater, costKobo: naira(400_000), effectiveFrom: lagos('2026-11-13T09:00:00') },
  ]);

  // Warehouse: 2-seater 3, 3-seater 2, lamp 12, chair 2. Showroom: 2-seater 1, lamp 4, stool 5. One stool on the road.
  for (const [location, variant, units] of [
    [warehouse.id, ids.twoSeater, 3],
    [warehouse.id, ids.threeSeater, 2],
    [warehouse.id, ids.lamp, 12],
    [warehouse.id, ids.chair, 2],
    [showroom.id, ids.twoSeater, 1],
    [showroom.id, ids.lamp, 4],
    [showroom.id, ids.stool, 5],
  ] as const) {
    await putStockAt(location, variant, units);
  }
  const [transfer] = await db.insert(stockTransfers).values({ fromLocationId: warehouse.id, toLocationId: showroom.id }).returning();
  await db.insert(stockTransferLines).values({ transferId: transfer!.id, variantId: ids.stool, quantity: 1 });

  const line = (productName: string, productId: string, variantId: string, variantLabel: string | null, quantity: number, priceKobo: number) => ({
    productName,
    productId,
    variantId,
    variantLabel,
    quantity,
    priceKobo,
    totalKobo: quantity * priceKobo,
  });
  // 10 November: a 2-seater at ₦450,000 and two lamps at ₦25,000.
  await sale(lagos('2026-11-10T11:00:00'), true, [
    line('Ikoyi Sofa', sofa.id, ids.twoSeater, '2-seater', 1, naira(450_000)),
    line('Eko Lamp', lamp.id, ids.lamp, null, 2, naira(25_000)),
  ]);
  // 12 November: a 3-seater at its ₦550,000 sale price, and a free velvet swatch (a sample: no stock, no margin).
  await sale(lagos('2026-11-12T15:00:00'), true, [
    line('Ikoyi Sofa', sofa.id, ids.threeSeater, '3-seater', 1, naira(550_000)),
    { ...line('Ikoyi Sofa', sofa.id, ids.twoSeater, null, 1, 0), swatch: { option: 'Size', value: '2-seater' } as never },
  ]);
  // 14 November, never paid: not a sale.
  await sale(lagos('2026-11-14T10:00:00'), false, [line('Ikoyi Sofa', sofa.id, ids.twoSeater, '2-seater', 5, naira(450_000))]);
  // 6 September, 75 days before the 20th: the chair's last sale.
  await sale(lagos('2026-09-06T10:00:00'), true, [line('Yaba Chair', chair.id, ids.chair, null, 1, naira(80_000))]);
});

afterAll(async () => {
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Reports → Stock', () => {
  it('values each location at cost and at price, with the units on the road and a total; unknown costs are counted apart', async () => {
    const report = await read(admin);
    const rows = report.tables.locations.rows.filter((row) => row.cells[1] !== 0 || row.key === 'total');
    // Warehouse at cost: 3 × 300,000 + 2 × 400,000 + 2 × 50,000 (the lamp has none); at price: 3 × 450,000 + 2 × 550,000 (on sale) + 12 × 25,000 + 2 × 80,000.
    // Showroom at cost: 300,000 + 5 × 15,000; at price: 450,000 + 4 × 25,000 + 5 × 40,000. On the road: a stool.
    expect(cellsOf(rows)).toEqual([
      ['Ikeja warehouse', 19, naira(1_800_000), naira(2_910_000), 12],
      ['Lekki showroom', 10, naira(375_000), naira(750_000), 4],
      ['On the road between locations', 1, naira(15_000), naira(40_000), 0],
      ['Total', 30, naira(2_190_000), naira(3_700_000), 16],
    ]);
    expect(report.piecesWithoutCost).toBe(1);
  });

  it('counts a piece without a cost once, whether on hand, on the road, or both', async () => {
    const ottoman = await newProduct({ name: 'Ojo Ottoman', priceKobo: naira(30_000), stockQuantity: 0 });
    const [ottomanVariant] = await db.select().from(productVariants).where(eq(productVariants.productId, ottoman.id));
    const [transfer] = await db.insert(stockTransfers).values({ fromLocationId: ids.warehouse, toLocationId: ids.showroom }).returning();
    try {
      // The ottoman has none on hand, only one on the road; the lamp is on hand and on the road.
      await db.insert(stockTransferLines).values([
        { transferId: transfer!.id, variantId: ottomanVariant!.id, quantity: 1 },
        { transferId: transfer!.id, variantId: ids.lamp, quantity: 1 },
      ]);
      expect(await piecesWithoutCost()).toBe(2);
    } finally {
      await db.delete(stockTransfers).where(eq(stockTransfers.id, transfer!.id));
      await db.delete(products).where(eq(products.id, ottoman.id));
    }
    expect(await piecesWithoutCost()).toBe(1);
  });

  it('lists pieces in stock not sold in 60 and in 90 days, most valuable first, with their last sale', async () => {
    const { tables } = await read(admin);
    expect(cellsOf(tables['unsold-60'].rows)).toEqual([
      ['Ajah Stool', 5, naira(75_000), naira(200_000), 0, null],
      ['Yaba Chair', 2, naira(100_000), naira(160_000), 0, '2026-09-06'],
    ]);
    expect(cellsOf(tables['unsold-90'].rows)).toEqual([['Ajah Stool', 5, naira(75_000), naira(200_000), 0, null]]);
    // The screen shows a long list's first rows and how many there are; the CSV file has them all.
    const first = await unsoldPieces([60, 90], '2026-11-20', 1);
    expect({ names: first[60].rows.map((row) => row.cells[0]), total: first[60].total }).toEqual({ names: ['Ajah Stool'], total: 2 });
    expect({ names: first[90].rows.map((row) => row.cells[0]), total: first[90].total }).toEqual({ names: ['Ajah Stool'], total: 1 });
  });

  it('lists the variants kept in stock that the website can sell 10 or fewer of', async () => {
    const { tables } = await read(admin);
    // The lamp's 12 online are above the point; the showroom's units are not the website's.
    expect(cellsOf(tables.reorder.rows)).toEqual([
      ['Ajah Stool', null, 0, 5, 10],
      ['Ikoyi Sofa (3-seater)', 'IK-3', 2, 2, 10],
      ['Yaba Chair', null, 2, 2, 10],
      ['Ikoyi Sofa (2-seater)', 'IK-2', 3, 4, 10],
    ]);
  });

  it("gives each piece's sell-through and margin for the period, at each line's cost on its day; 'Cost unknown' where a cost is missing", async () => {
    const { tables } = await read(admin);
    // Sofa: 2 sold, 6 on hand: 2 / 8 = 25.0%. Sales 450,000 + 550,000; cost 300,000 (its only cost, set after the sale) + 380,000.
    // Margin 320,000 = 32.0%. Lamp: 2 sold, 16 on hand: 2 / 18 = 11.1%.
    expect(cellsOf(tables.pieces.rows)).toEqual([
      ['Ikoyi Sofa', 2, 6, 250, naira(1_000_000), naira(680_000), naira(320_000), 320],
      ['Eko Lamp', 2, 16, 111, naira(50_000), COST_UNKNOWN, COST_UNKNOWN, null],
    ]);
    // 3-seater: 550,000 − 380,000 = 170,000, 30.9%; 2-seater: 450,000 − 300,000 = 150,000, 33.3%.
    expect(cellsOf(tables.variants.rows)).toEqual([
      ['Ikoyi Sofa — 3-seater', 1, naira(550_000), naira(380_000), naira(170_000), 309],
      ['Ikoyi Sofa — 2-seater', 1, naira(450_000), naira(300_000), naira(150_000), 333],
      ['Eko Lamp — One variant', 2, naira(50_000), COST_UNKNOWN, COST_UNKNOWN, null],
    ]);
  });

  it('the accountant exports a table as CSV, recorded in Activity; fulfilment can neither read nor export', async () => {
    const accountant = await signedInStaff('accountant');
    const exportAs = (caller: TestCaller, query: string) => exportStock(new Request(`${ORIGIN}/admin/reports/stock/export?${query}`, { headers: caller.headers }));
    const response = await exportAs(accountant, 'table=pieces&period=custom&from=2026-11-01&to=2026-11-20');
    expect(response.status).toBe(200);
    expect((await response.text()).replace('\uFEFF', '').split('\r\n')).toEqual([
      'Piece,Units sold,On hand now,Sell-through (%),Line sales,Cost of units sold,Margin,Margin on sales (%)',
      'Ikoyi Sofa,2,6,25.0,1000000.00,680000.00,320000.00,32.0',
      'Eko Lamp,2,16,11.1,50000.00,Cost unknown,Cost unknown,',
      '',
    ]);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'export'), eq(auditLog.entityLabel, 'Stock report CSV: Pieces sold: sell-through and margin')));
    expect(audit).toHaveLength(1);

    const fulfilment = await signedInStaff('fulfilment');
    await expect(read(fulfilment)).rejects.toBeInstanceOf(AccessDeniedError);
    expect((await exportAs(fulfilment, 'table=locations')).status).toBe(403);
  });

  it("takes a cost first entered after a sale as that sale's cost, and keeps it when the cost changes again", async () => {
    // The lamp sold two on 10 November with no cost known; its first cost, ₦20,000, is entered today, then ₦22,000.
    const giveLampCost = async (costKobo: number) => {
      await db.update(productVariants).set({ costKobo }).where(eq(productVariants.id, ids.lamp));
      await db.insert(variantCosts).values({ variantId: ids.lamp, costKobo });
    };
    await giveLampCost(naira(20_000));
    await giveLampCost(naira(22_000));
    const { tables } = await read(admin);
    // 50,000 − 2 × 20,000 = 10,000, 20.0%.
    expect(cellsOf(tables.pieces.rows)[1]).toEqual(['Eko Lamp', 2, 16, 111, naira(50_000), naira(40_000), naira(10_000), 200]);
    expect(await keptSumsDifferences()).toEqual([]);
  });
});

describe('Cost per item', () => {
  const costHistory = (variantId: string) =>
    db.select({ costKobo: variantCosts.costKobo, actorName: variantCosts.actorName }).from(variantCosts).where(eq(variantCosts.variantId, variantId)).orderBy(asc(variantCosts.effectiveFrom));

  it('keeps a history row for each cost a variant is given, and one more, naming who, when the form changes it', async () => {
    expect(await costHistory(ids.twoSeater)).toEqual([{ costKobo: naira(300_000), actorName: null }]);
    const [product] = await db.insert(products).values({ name: 'Oshodi Ottoman', category: 'sofas', priceKobo: naira(60_000), status: 'draft' }).returning();
    const form = productFormInput({ name: 'Oshodi Ottoman', category: 'sofas', price: '60000', status: 'draft', stockQuantity: '0', cost: '22000.50' });
    const created = await as(admin, () => updateProductAction({ ...form, id: product!.id }));
    expect(created.ok).toBe(true);
    const [variant] = await db.select().from(productVariants).where(and(eq(productVariants.productId, product!.id), isNull(productVariants.archivedAt)));
    expect(variant!.costKobo).toBe(2_200_050);
    // Saved again with the same cost: no new row; then emptied: the cost is not known from now on.
    await as(admin, () => updateProductAction({ ...form, id: product!.id, stockQuantityRead: 0 }));
    await as(admin, () => updateProductAction({ ...form, id: product!.id, stockQuantityRead: 0, cost: '' }));
    expect(await costHistory(variant!.id)).toEqual([
      { costKobo: 2_200_050, actorName: 'Test Admin' },
      { costKobo: null, actorName: 'Test Admin' },
    ]);
  });

  it("is read from a Shopify file's Cost per item column (a blank cell keeps the cost) and written in it on export", async () => {
    const file = [
      'Handle,Title,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price,Cost per item',
      'badagry-bench,Badagry Bench,Sofas,Title,Default Title,BAD-1,120000,70000.25',
      'epe-table,Epe Table,Sofas,Title,Default Title,EPE-1,90000,',
      '',
    ].join('\r\n');
    const body = new TextEncoder().encode(file);
    const response = await previewImport(
      new Request(`${ORIGIN}/admin/products/import?name=costs.csv`, {
        method: 'POST',
        headers: { cookie: admin.headers.get('cookie') ?? '', origin: ORIGIN, 'content-type': 'text/csv', 'content-length': String(body.length) },
        body,
      }),
    );
    const planned = ((await response.json()) as { data: ImportPreview }).data;
    const imported = await as(admin, () => importCatalogueAction({ token: planned.token, fileName: planned.fileName }));
    expect(imported.ok && imported.data.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 0 });
    const costs = await db.select({ sku: productVariants.sku, costKobo: productVariants.costKobo, id: productVariants.id }).from(productVariants).where(inArray(productVariants.sku, ['BAD-1', 'EPE-1'])).orderBy(asc(productVariants.sku));
    expect(costs.map(({ sku, costKobo }) => ({ sku, costKobo }))).toEqual([
      { sku: 'BAD-1', costKobo: 7_000_025 },
      { sku: 'EPE-1', costKobo: null },
    ]);
    expect(await costHistory(costs[0]!.id)).toEqual([{ costKobo: 7_000_025, actorName: 'Test Admin' }]);

    const exported = (await (await exportCatalogue(new Request(`${ORIGIN}/admin/products/export`, { headers: admin.headers }))).text()).replace(/^\uFEFF/, '');
    const [header, ...lines] = exported.split('\r\n');
    const costColumn = header!.split(',').indexOf('Cost per item');
    const costOf = (sku: string) => lines.find((row) => row.includes(`,${sku},`))!.split(',')[costColumn];
    expect(costOf('BAD-1')).toBe('70000.25');
    expect(costOf('EPE-1')).toBe('');
    expect(costOf('IK-3')).toBe('400000');
  });
});
