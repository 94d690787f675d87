// @postgres: forty buyers race for a colour's last units
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { db } from '@/server/db/client';
import { auditLog, categories, orderItems, products, productVariants, reviews, stockMovements, websiteSettings } from '@/server/db/schema';
import { placeOrder } from '@/server/checkout/place-order';
import { cancelOrder } from '@/server/orders/cancel-order';
import { lockOrder, takeStock } from '@/server/orders/order-stock';
import { ActionError } from '@/server/action-error';
import { updateProductAction } from '@/server/catalog/actions/update-product';
import { createProductAction } from '@/server/catalog/actions/create-product';
import { saveVariants } from '@/server/catalog/variant-writes';
import { as, signedInAdmin, signedInShopper } from '../helpers/sessions';
import { setVariantStockAction } from '@/server/catalog/actions/set-variant-stock';
import { getAdminProduct, listStockHistory } from '@/server/catalog/admin-product-reads';
import { colourVariantsInput, productFormInput } from '../helpers/product-form';
import { takeBankTransfers } from '../helpers/checkout';
import { newBuyer, newCategory, newProduct, orderRequest, placeTestOrder, setStock, variantsOf } from '../helpers/factories';
import { resetDatabase } from '../helpers/reset-database';
import { receiptForOrder } from '@/server/receipts/load-receipt';
import { getLowStockProducts } from '@/server/dashboard/admin-dashboard-reads';
import { loadProductReviews } from '@/server/reviews/product-review-reads';
import { productReviewViewSchema } from '@/lib/schemas/review';

// Variants hold the stock (docs/decisions/0053-variants-are-the-unit-of-sale.md): every rule that
// counts stock counts the colour bought, and the product's count is always their sum.

let database: TestDatabase;

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  await takeBankTransfers();
  await newCategory('Chairs');
});
afterAll(() => database.dispose());

beforeEach(() => resetDatabase({ keep: [categories, websiteSettings] }));

const PRICE = 185_000_00;

async function chairIn(stock: Record<string, number>) {
  return newProduct({ name: 'Lagos Lounge Chair', category: 'chairs', priceKobo: PRICE, colorVariants: Object.keys(stock), stockByColour: lower(stock) });
}

const lower = (stock: Record<string, number>) => Object.fromEntries(Object.entries(stock).map(([colour, units]) => [colour.toLowerCase(), units]));

async function stockByColour(productId: string) {
  return Object.fromEntries((await variantsOf(productId)).map((variant) => [variant.option1, variant.stockQuantity]));
}

async function productStock(productId: string) {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

describe('stock per variant', () => {
  it('sells each colour its own stock to 40 buyers at once, never below zero, the product holding the sum', async () => {
    const chair = await chairIn({ Emerald: 3, Ochre: 5 });
    expect(await productStock(chair.id)).toBe(8);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => newBuyer()));
    const colourOf = (index: number) => (index % 2 === 0 ? 'Emerald' : 'Ochre');
    const results = await Promise.allSettled(
      buyers.map((buyer, index) => placeOrder(buyer, orderRequest([{ productId: chair.id, unitPriceKobo: PRICE, variant: colourOf(index) }]))),
    );
    const placed = results.flatMap((result, index) => (result.status === 'fulfilled' ? [colourOf(index)] : []));
    expect(placed.filter((colour) => colour === 'Emerald')).toHaveLength(3);
    expect(placed.filter((colour) => colour === 'Ochre')).toHaveLength(5);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as Error).message).toBe('Lagos Lounge Chair is out of stock.');
    }
    expect(await stockByColour(chair.id)).toEqual({ Emerald: 0, Ochre: 0 });
    expect(await productStock(chair.id)).toBe(0);
    const lines = await db.select({ color: orderItems.color, variantLabel: orderItems.variantLabel, variantId: orderItems.variantId }).from(orderItems);
    expect(lines).toHaveLength(8);
    for (const line of lines) expect(line.variantLabel).toBe(line.color);
  });

  it('refuses a colour that is sold out while the other sells, naming what is left', async () => {
    const chair = await chairIn({ Emerald: 1, Ochre: 4 });
    const refusal = await placeTestOrder([{ productId: chair.id, unitPriceKobo: PRICE, variant: 'Emerald', quantity: 2 }]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ActionError);
    expect((refusal as ActionError).message).toBe('Only 1 of Lagos Lounge Chair left in stock.');
    expect((refusal as ActionError<{ variant: string; change: string; stockQuantity: number }[]>).details).toEqual([
      expect.objectContaining({ variant: 'Emerald', change: 'stock', stockQuantity: 1 }),
    ]);
    await placeTestOrder([{ productId: chair.id, unitPriceKobo: PRICE, variant: 'Ochre', quantity: 4 }]);
    expect(await stockByColour(chair.id)).toEqual({ Emerald: 1, Ochre: 0 });
  });

  it('gives a cancelled order’s units back to the colour bought, and reopening takes them again or is refused by that colour', async () => {
    const chair = await chairIn({ Emerald: 2, Ochre: 2 });
    const placed = await placeTestOrder([{ productId: chair.id, unitPriceKobo: PRICE, variant: 'Ochre', quantity: 2 }]);
    expect(await stockByColour(chair.id)).toEqual({ Emerald: 2, Ochre: 0 });
    await db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, placed.orderId))!));
    expect(await stockByColour(chair.id)).toEqual({ Emerald: 2, Ochre: 2 });
    expect(await productStock(chair.id)).toBe(4);

    await setStock(chair.id, 1, 'Ochre');
    const reopening = db.transaction(async (tx) => takeStock(tx, placed.orderId));
    await expect(reopening).rejects.toThrow('Not enough stock to reopen this order: only 1 of Lagos Lounge Chair (Ochre) left.');
    await setStock(chair.id, 3, 'Ochre');
    await db.transaction(async (tx) => takeStock(tx, placed.orderId));
    expect(await stockByColour(chair.id)).toEqual({ Emerald: 2, Ochre: 1 });
    expect(await productStock(chair.id)).toBe(3);
  });

  it('keeps the product’s count for the variants alone: a direct write of it is refused', async () => {
    const chair = await chairIn({ Emerald: 2 });
    await expect(db.update(products).set({ stockQuantity: 9 }).where(eq(products.id, chair.id))).rejects.toThrow();
    await expect(db.execute(sql`insert into products (name, category, price_kobo, stock_quantity) values ('Sneaky', 'chairs', 100, 5)`)).rejects.toThrow();
    expect(await productStock(chair.id)).toBe(2);
  });
});

describe('the product form’s variants', () => {
  it('sets each colour’s stock, archives a colour an order names and deletes one nobody bought', async () => {
    const admin = await signedInAdmin();
    const chair = await chairIn({ Emerald: 2, Ochre: 2, Indigo: 1 });
    await placeTestOrder([{ productId: chair.id, unitPriceKobo: PRICE, variant: 'Emerald' }]);
    const [emerald, ochre] = await variantsOf(chair.id);

    // The form's Ochre row is the saved variant, its stock read as 2; Teal is new.
    const colours = colourVariantsInput({ Ochre: '6', Teal: '4' });
    colours.variants![0] = { ...colours.variants![0]!, id: ochre!.id, stockRead: 2 };
    const form = productFormInput({ name: chair.name, category: 'chairs', price: '185000', ...colours });
    expect(await as(admin, () => updateProductAction({ id: chair.id, ...form }))).toEqual({ ok: true, data: { id: chair.id } });

    expect(await stockByColour(chair.id)).toEqual({ Ochre: 6, Teal: 4 });
    expect(await productStock(chair.id)).toBe(10);
    const all = await db.select({ option1: productVariants.option1, archived: sql<boolean>`${productVariants.archivedAt} is not null` }).from(productVariants).where(eq(productVariants.productId, chair.id));
    expect(all).toEqual(expect.arrayContaining([{ option1: 'Emerald', archived: true }]));
    expect(all.map((variant) => variant.option1)).not.toContain('Indigo');
    // The order still names the emerald chair it sold.
    const [line] = await db.select({ variantId: orderItems.variantId }).from(orderItems);
    expect(line!.variantId).toBe(emerald!.id);
  });

  it('saves a sofa in Size × Fabric with four prices and stocks, and edits it in place', async () => {
    const admin = await signedInAdmin();
    const sizes = ['2-seater', '3-seater'];
    const fabrics = ['Linen', 'Velvet'];
    const row = (values: string[], sku: string, price: string, stock: string, id = '', stockRead: number | null = null) => ({ id, values, sku, price, discountPrice: '', stock, stockRead, imageUrl: '' });
    const options = [
      { name: 'Size', values: sizes.map((value) => ({ value, swatchImageUrl: '' })) },
      { name: 'Fabric', values: fabrics.map((value) => ({ value, swatchImageUrl: '/media/products/velvet.webp' })) },
    ];
    const variants = [
      row(['2-seater', 'Linen'], 'SOF-2L', '650000', '3'),
      row(['2-seater', 'velvet'], 'SOF-2V', '710000', '2'),
      row(['3-seater', 'Linen'], 'SOF-3L', '850000', '4'),
      row(['3-seater', 'Velvet'], 'SOF-3V', '910000', '1'),
    ];
    const created = await as(admin, () => createProductAction(productFormInput({ name: 'Eko Sofa', category: 'chairs', price: '650000', options, variants })));
    expect(created).toMatchObject({ ok: true });
    const id = (created as { data: { id: string } }).data.id;

    const saved = await variantsOf(id);
    expect(saved.map((v) => [v.option1, v.option2, v.sku, v.priceKobo, v.stockQuantity])).toEqual([
      ['2-seater', 'Linen', 'SOF-2L', 650_000_00, 3],
      ['2-seater', 'Velvet', 'SOF-2V', 710_000_00, 2],
      ['3-seater', 'Linen', 'SOF-3L', 850_000_00, 4],
      ['3-seater', 'Velvet', 'SOF-3V', 910_000_00, 1],
    ]);
    expect(await productStock(id)).toBe(10);
    const offer = (await as(admin, () => getAdminProduct(id)))!;
    expect(offer.options).toEqual([
      { name: 'Size', values: [{ value: '2-seater', swatchImageUrl: null }, { value: '3-seater', swatchImageUrl: null }] },
      { name: 'Fabric', values: [{ value: 'Linen', swatchImageUrl: '/media/products/velvet.webp' }, { value: 'Velvet', swatchImageUrl: '/media/products/velvet.webp' }] },
    ]);

    // Two rows swap their SKUs, one goes, one gets a sale price: the kept variants keep their ids.
    const edited = [
      row(['2-seater', 'Linen'], 'SOF-2V', '650000', '3', saved[0]!.id, 3),
      row(['2-seater', 'Velvet'], 'SOF-2L', '710000', '2', saved[1]!.id, 2),
      { ...row(['3-seater', 'Velvet'], 'SOF-3V', '910000', '5', saved[3]!.id, 1), discountPrice: '860000' },
    ];
    const updated = await as(admin, () => updateProductAction({ id, ...productFormInput({ name: 'Eko Sofa', category: 'chairs', price: '650000', options, variants: edited }) }));
    expect(updated).toMatchObject({ ok: true });
    const after = await variantsOf(id);
    expect(after.map((v) => [v.id, v.sku, v.discountPriceKobo, v.stockQuantity])).toEqual([
      [saved[0]!.id, 'SOF-2V', null, 3],
      [saved[1]!.id, 'SOF-2L', null, 2],
      [saved[3]!.id, 'SOF-3V', 860_000_00, 5],
    ]);
    expect(await productStock(id)).toBe(10);
  });

  it('gives a variant saved without a SKU its product’s SKU and its values, -2 when another piece holds that, keeps one typed, and none without a product SKU', async () => {
    const admin = await signedInAdmin();
    const other = await newProduct({ name: 'Other', category: 'chairs', sku: 'AL-BEN-001' });
    await db.update(productVariants).set({ sku: 'AL-ACC-004-OCHRE' }).where(eq(productVariants.productId, other.id));
    const options = [{ name: 'Colour', values: ['Indigo', 'Ochre', 'Off White'].map((value) => ({ value, swatchImageUrl: '' })) }];
    const base = { id: '', sku: '', price: '', discountPrice: '', stock: '1', imageUrl: '' };
    const variants = [{ ...base, values: ['Indigo'] }, { ...base, values: ['Ochre'] }, { ...base, values: ['Off White'], sku: 'POUF-CREAM' }];
    const pouf = await as(admin, () => createProductAction(productFormInput({ name: 'Aso Pouf', category: 'chairs', sku: 'AL-ACC-004', price: '50000', options, variants })));
    const stool = await as(admin, () => createProductAction(productFormInput({ name: 'Ibadan Stool', category: 'chairs', price: '50000', options, variants: variants.slice(0, 1) })));
    const skus = async (created: unknown) => (await variantsOf((created as { data: { id: string } }).data.id)).map((v) => v.sku);
    expect(await skus(pouf)).toEqual(['AL-ACC-004-INDIGO', 'AL-ACC-004-OCHRE-2', 'POUF-CREAM']);
    expect(await skus(stool)).toEqual([null]);
  });

  it('refuses a combination twice, a sale price without a price, a value no option has and a SKU another piece holds', async () => {
    const admin = await signedInAdmin();
    await newProduct({ name: 'Other', category: 'chairs', sku: 'TAKEN-1' });
    const options = [{ name: 'Size', values: [{ value: 'Small', swatchImageUrl: '' }, { value: 'Large', swatchImageUrl: '' }] }];
    const base = { id: '', sku: '', price: '', discountPrice: '', stock: '1', imageUrl: '' };
    const refused = await as(admin, () =>
      createProductAction(
        productFormInput({
          name: 'Stool',
          category: 'chairs',
          price: '50000',
          options,
          variants: [
            { ...base, values: ['Small'] },
            { ...base, values: ['small'] },
            { ...base, values: ['Large'], discountPrice: '40000' },
            { ...base, values: ['Huge'] },
          ],
        }),
      ),
    );
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        'variants.1.values': ['This combination is listed twice'],
        'variants.2.price': ['Give this variant its own price to give it a sale price'],
        'variants.3.values': ['Choose a value of each option'],
      },
    });

    const taken = await as(admin, () =>
      createProductAction(productFormInput({ name: 'Stool', category: 'chairs', price: '50000', options, variants: [{ ...base, values: ['Small'], sku: 'TAKEN-1' }] })),
    );
    expect(taken).toMatchObject({ ok: false, code: 'rejected', error: 'Another product already uses the SKU TAKEN-1.', details: { field: 'variants.0.sku' } });
    expect(await db.select().from(products).where(eq(products.name, 'Stool'))).toEqual([]);
  });

  it('saves a variant’s own lead time, refuses one backwards, keeps it through an import and clears it with an empty cell', async () => {
    const admin = await signedInAdmin();
    const options = [{ name: 'Fabric', values: [{ value: 'Linen', swatchImageUrl: '' }, { value: 'Velvet', swatchImageUrl: '' }] }];
    const row = (values: string[], leadTime: string, id = '') => ({ id, values, sku: '', price: '', discountPrice: '', stock: '2', imageUrl: '', leadTime });
    const sofa = (variants: ReturnType<typeof row>[]) => productFormInput({ name: 'Oba Sofa', category: 'chairs', price: '500000', options, variants });
    const leadTimes = async (id: string) => (await variantsOf(id)).map((v) => [v.option1, v.leadTimeMinDays, v.leadTimeMaxDays]);

    const backwards = await as(admin, () => createProductAction(sofa([row(['Linen'], ''), row(['Velvet'], '42-28')])));
    expect(backwards).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { 'variants.1.leadTime': ["Enter days like 21-35 (1 to 365), or leave it empty for the product's"] },
    });
    const created = await as(admin, () => createProductAction(sofa([row(['Linen'], ''), row(['Velvet'], '28 – 42')])));
    const id = (created as { data: { id: string } }).data.id;
    expect(await leadTimes(id)).toEqual([
      ['Linen', null, null],
      ['Velvet', 28, 42],
    ]);
    expect((await as(admin, () => getAdminProduct(id)))!.variants.map((v) => [v.leadTimeMinDays, v.leadTimeMaxDays])).toEqual([
      [null, null],
      [28, 42],
    ]);

    // The catalogue CSV has no lead time column: an import that names the variants leaves theirs.
    const saved = await variantsOf(id);
    await db.transaction((tx) =>
      saveVariants(tx, id, {
        options: options.map((option) => ({ ...option, values: option.values.map(({ value }) => ({ value, swatchImageUrl: null })) })),
        variants: saved.map((v) => ({ id: v.id, values: [v.option1!], sku: null, priceKobo: null, discountPriceKobo: null, stockQuantity: 3, imageUrl: null })),
      }),
    );
    expect(await leadTimes(id)).toEqual([
      ['Linen', null, null],
      ['Velvet', 28, 42],
    ]);

    // "30" is thirty days exactly; an empty cell gives the variant the product's back.
    const updated = await as(admin, () => updateProductAction({ id, ...sofa([row(['Linen'], '30', saved[0]!.id), row(['Velvet'], '', saved[1]!.id)]) }));
    expect(updated).toMatchObject({ ok: true });
    expect(await leadTimes(id)).toEqual([
      ['Linen', 30, 30],
      ['Velvet', null, null],
    ]);
  });
});

describe('stock history', () => {
  it('keeps every change with its reason: the order with its number, its cancellation and reopening, and a change by hand with whose', async () => {
    const admin = await signedInAdmin();
    const chair = await chairIn({ Emerald: 4, Ochre: 1 });
    const placed = await placeTestOrder([{ productId: chair.id, unitPriceKobo: PRICE, variant: 'Emerald', quantity: 3 }]);
    await db.transaction(async (tx) => cancelOrder(tx, (await lockOrder(tx, placed.orderId))!));
    await db.transaction(async (tx) => takeStock(tx, placed.orderId));
    const [ochre] = (await variantsOf(chair.id)).filter((variant) => variant.option1 === 'Ochre');
    const saved = await as(admin, () => setVariantStockAction({ productId: chair.id, stock: [{ variantId: ochre!.id, stockRead: 1, stockQuantity: '6' }] }));
    expect(saved).toEqual({ ok: true, data: { stockQuantity: 7 } });

    const history = await as(admin, () => listStockHistory(chair.id));
    const seen = history.map(({ variant, change, stockAfter, reason, orderNumber }) => ({ variant, change, stockAfter, reason, orderNumber }));
    expect(seen.slice(0, 4)).toEqual([
      { variant: 'Ochre', change: 5, stockAfter: 6, reason: 'edit', orderNumber: null },
      { variant: 'Emerald', change: -3, stockAfter: 1, reason: 'reopening', orderNumber: placed.orderNumber },
      { variant: 'Emerald', change: 3, stockAfter: 4, reason: 'cancellation', orderNumber: placed.orderNumber },
      { variant: 'Emerald', change: -3, stockAfter: 1, reason: 'order', orderNumber: placed.orderNumber },
    ]);
    // Before them, the stock the piece was created with (by the shop itself here: no one signed in).
    expect(seen.slice(4)).toEqual(
      expect.arrayContaining([
        { variant: 'Emerald', change: 4, stockAfter: 4, reason: 'edit', orderNumber: null },
        { variant: 'Ochre', change: 1, stockAfter: 1, reason: 'edit', orderNumber: null },
      ]),
    );
    expect(history[0]!.actorName).toBeTruthy();
    expect(history.slice(1).every((entry) => entry.actorName === null)).toBe(true);

    const [logged] = await db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, chair.id), eq(auditLog.action, 'update')));
    expect(logged!.changes).toEqual({
      stockQuantity: { before: 2, after: 7 },
      variantStock: { before: { Emerald: 1, Ochre: 1 }, after: { Emerald: 1, Ochre: 6 } },
    });
  });

  it('refuses a variant of another product, a negative count and a shopper, changing nothing', async () => {
    const admin = await signedInAdmin();
    const chair = await chairIn({ Emerald: 2 });
    const lamp = await newProduct({ name: 'Brass Lamp', category: 'chairs', stockQuantity: 3 });
    const [lampVariant] = await variantsOf(lamp.id);
    const [emerald] = await variantsOf(chair.id);
    expect(await as(admin, () => setVariantStockAction({ productId: chair.id, stock: [{ variantId: lampVariant!.id, stockRead: 3, stockQuantity: '9' }] }))).toMatchObject({
      ok: false,
      error: 'This product’s variants have changed. Reload the list and try again.',
    });
    expect(await as(admin, () => setVariantStockAction({ productId: chair.id, stock: [{ variantId: emerald!.id, stockRead: 2, stockQuantity: '-1' }] }))).toMatchObject({
      ok: false,
      fieldErrors: { 'stock.0.stockQuantity': ['Stock must be a whole number, 0 or more'] },
    });
    const shopper = await signedInShopper();
    expect(await as(shopper, () => setVariantStockAction({ productId: chair.id, stock: [{ variantId: emerald!.id, stockRead: 2, stockQuantity: '9' }] }))).toMatchObject({ ok: false });
    expect(await stockByColour(chair.id)).toEqual({ Emerald: 2 });
    expect(await productStock(lamp.id)).toBe(3);
    // Only the stock each piece was created with.
    expect(await db.select().from(stockMovements).where(eq(stockMovements.reason, 'edit'))).toHaveLength(2);
  });
});

describe('what an order line was bought as', () => {
  it('keeps the variant’s name and SKU on the line, and the receipt names both', async () => {
    const chair = await chairIn({ Emerald: 2 });
    const [emerald] = await variantsOf(chair.id);
    await db.update(productVariants).set({ sku: 'AL-CHR-001-EM' }).where(eq(productVariants.id, emerald!.id));
    const lamp = await newProduct({ name: 'Brass Lamp', category: 'chairs', sku: 'AL-LMP-001', priceKobo: 90_000_00, stockQuantity: 3 });
    const placed = await placeTestOrder([
      { productId: chair.id, unitPriceKobo: PRICE, variant: 'Emerald' },
      { productId: lamp.id, unitPriceKobo: 90_000_00 },
    ]);
    const lines = await db.select({ variantLabel: orderItems.variantLabel, sku: orderItems.sku }).from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(lines).toEqual(expect.arrayContaining([{ variantLabel: 'Emerald', sku: 'AL-CHR-001-EM' }, { variantLabel: null, sku: 'AL-LMP-001' }]));
    const receipt = await receiptForOrder(placed.orderId);
    expect(receipt!.lines.map((line) => line.description)).toEqual(['Brass Lamp (SKU AL-LMP-001)', 'Lagos Lounge Chair — Emerald (SKU AL-CHR-001-EM)']);
  });
});

describe('low stock on the dashboard', () => {
  it('lists the colour that runs out, not the piece whose other colour is plentiful', async () => {
    const admin = await signedInAdmin();
    const chair = await chairIn({ Emerald: 2, Ochre: 40 });
    const low = await as(admin, getLowStockProducts);
    expect(low.total).toBe(1);
    expect(low.products).toEqual([expect.objectContaining({ id: chair.id, name: 'Lagos Lounge Chair', variant: 'Emerald', stockQuantity: 2 })]);
  });
});

describe('reviews', () => {
  it('say what the reviewer bought of the piece', async () => {
    const chair = await chairIn({ Emerald: 2, Ochre: 2 });
    const buyer = await newBuyer();
    const placed = await placeTestOrder([{ productId: chair.id, unitPriceKobo: PRICE, variant: 'Ochre' }], { buyer });
    await db.insert(reviews).values({ productId: chair.id, userId: buyer.id, orderId: placed.orderId, rating: 5, title: 'Lovely', body: 'Deep and soft.', reviewerName: 'Amaka O.', status: 'approved' });
    await db.update(products).set({ reviewCount: 1, reviewRatingSum: 5 }).where(eq(products.id, chair.id));
    const shown = await loadProductReviews(chair.id, productReviewViewSchema.parse({}));
    expect(shown.reviews.map((review) => review.bought)).toEqual(['Ochre']);
  });
});
