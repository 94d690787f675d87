// @postgres: the facet index built twice at once; the columns kept by the triggers of migration 0035
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { resetDatabase } from '../helpers/reset-database';
import { takeBankTransfers } from '../helpers/checkout';
import { newCategory, newProductWithOptions, placeTestOrder, setStock } from '../helpers/factories';
import { db } from '@/server/db/client';
import { productOptions, products, productVariants, websiteSettings } from '@/server/db/schema';
import { saveVariants } from '@/server/catalog/variant-writes';
import { listShopProducts } from '@/server/catalog/shop-reads';
import { listShopFilterOptions } from '@/server/catalog/shop-filter-reads';
import { facetIndex } from '@/server/catalog/facet-index';
import { NO_SHOP_FILTERS, type ShopFilters } from '@/lib/shop-filters';
import { parseShopParams, shopHref } from '@/lib/shop-options';

// /shop's filters against a real database (docs/decisions/0056-shop-filters.md): the products' derived
// columns the triggers of migration 0035 keep, the list a choice of filters leaves, and the counts
// (OR within an option, AND across options, each value counted without its own option's choice).

let database: TestDatabase;
const OPTIONS = ['Fabric', 'Colour', 'Size'];

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const variant = (values: string[], stockQuantity: number, more: Partial<{ priceKobo: number; discountPriceKobo: number; leadTimeMinDays: number; leadTimeMaxDays: number }> = {}) => ({
  values,
  sku: `SKU-${values.join('-')}-${Math.random().toString(36).slice(2, 8)}`,
  stockQuantity,
  ...more,
});

/** Three sofas and a bed: velvet and linen, colours, made to order, on sale. */
async function catalogue() {
  await newCategory('Sofas');
  await newCategory('Beds');
  const ayo = await newProductWithOptions(
    { name: 'Ayo Sofa', category: 'sofas', priceKobo: 850_000_00 },
    [{ name: 'Fabric', values: ['Velvet', 'Linen'] }, { name: 'Colour', values: ['Green', 'Sand'] }],
    [
      variant(['Velvet', 'Green'], 2, { priceKobo: 950_000_00 }),
      variant(['Linen', 'Sand'], 0),
    ],
  );
  const bisi = await newProductWithOptions(
    { name: 'Bisi Sofa', category: 'sofas', priceKobo: 1_200_000_00, discountPriceKobo: 990_000_00 },
    [{ name: 'Fabric', values: ['Velvet'] }, { name: 'Colour', values: ['Navy blue'] }],
    [variant(['Velvet', 'Navy blue'], 0, { leadTimeMinDays: 21, leadTimeMaxDays: 35 })],
  );
  const chi = await newProductWithOptions(
    { name: 'Chi Sofa', category: 'sofas', priceKobo: 700_000_00 },
    [{ name: 'Fabric', values: ['Linen'] }, { name: 'Colour', values: ['Green'] }],
    [variant(['Linen', 'Green'], 4)],
  );
  const bed = await newProductWithOptions(
    { name: 'Eko Bed', category: 'beds', priceKobo: 600_000_00, leadTimeMinDays: 14, leadTimeMaxDays: 20 },
    [{ name: 'Size', values: ['Double', 'King'] }],
    [variant(['Double'], 1), variant(['King'], 0)],
  );
  return { ayo, bisi, chi, bed };
}

const filtered = (filters: Partial<ShopFilters>, category: string | null = null) =>
  listShopProducts({ category, filters: { ...NO_SHOP_FILTERS, ...filters }, optionNames: OPTIONS, pageSize: 50, counts: true });
const names = (list: Awaited<ReturnType<typeof filtered>>) => list.products.map((p) => p.name).sort();
const countsOf = (list: Awaited<ReturnType<typeof filtered>>, param: string) =>
  Object.fromEntries(list.facets.options.find((o) => o.param === param)!.values.map((v) => [v.value, v.count]));

describe('the derived columns', () => {
  beforeEach(() => resetDatabase());

  it('hold each live variant’s values, the cheapest price paid, sale and the lead-time span', async () => {
    const { ayo, bisi, bed } = await catalogue();
    const rows = await db.select().from(products).where(inArray(products.id, [ayo.id, bisi.id, bed.id]));
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName['Ayo Sofa']).toMatchObject({
      facetValues: ['colour=green', 'colour=sand', 'fabric=linen', 'fabric=velvet'],
      fromPriceKobo: 850_000_00,
      onSale: false,
      madeToOrderMinDays: null,
    });
    // The sale price is what a shopper pays; the variant's lead time is its own.
    expect(byName['Bisi Sofa']).toMatchObject({ fromPriceKobo: 990_000_00, onSale: true, madeToOrderMinDays: 21, madeToOrderMaxDays: 35 });
    // Variants without a lead time of their own take the product's.
    expect(byName['Eko Bed']).toMatchObject({ facetValues: ['size=double', 'size=king'], madeToOrderMinDays: 14, madeToOrderMaxDays: 20 });
  });

  it('follow a variant archived, a saved offer, an option renamed and the product’s own price, but not an order’s stock', async () => {
    const { ayo } = await catalogue();
    const linen = ayo.variants.find((v) => v.option1 === 'Linen')!;
    await db.update(productVariants).set({ archivedAt: new Date() }).where(eq(productVariants.id, linen.id));
    let [row] = await db.select().from(products).where(eq(products.id, ayo.id));
    expect(row!.facetValues).toEqual(['colour=green', 'fabric=velvet']);
    expect(row!.fromPriceKobo).toBe(950_000_00);

    await db.update(productOptions).set({ name: 'Material' }).where(and(eq(productOptions.productId, ayo.id), eq(productOptions.position, 1)));
    [row] = await db.select().from(products).where(eq(products.id, ayo.id));
    expect(row!.facetValues).toEqual(['colour=green', 'material=velvet']);

    // The editor's and the import's save (saveVariants) replaces the offer.
    await db.transaction((tx) =>
      saveVariants(tx, ayo.id, {
        options: [{ name: 'Fabric', values: [{ value: 'Boucle', swatchImageUrl: null }] }],
        variants: [{ values: ['Boucle'], sku: 'AYO-BOUCLE', priceKobo: 800_000_00, discountPriceKobo: 750_000_00, stockQuantity: 3, imageUrl: null }],
      }),
    );
    [row] = await db.select().from(products).where(eq(products.id, ayo.id));
    expect(row).toMatchObject({ facetValues: ['fabric=boucle'], fromPriceKobo: 750_000_00, onSale: true });

    const before = row!.updatedAt;
    await takeBankTransfers();
    await placeTestOrder([{ productId: ayo.id, unitPriceKobo: 750_000_00, variant: 'Boucle' }]);
    [row] = await db.select().from(products).where(eq(products.id, ayo.id));
    expect(row).toMatchObject({ stockQuantity: 2, facetValues: ['fabric=boucle'], fromPriceKobo: 750_000_00 });
    expect(row!.updatedAt).toEqual(before);
  });

  it('follow the product’s own price, which its variants without a price sell at', async () => {
    const { chi } = await catalogue();
    await db.update(products).set({ priceKobo: 650_000_00, discountPriceKobo: 600_000_00 }).where(eq(products.id, chi.id));
    const [row] = await db.select().from(products).where(eq(products.id, chi.id));
    expect(row).toMatchObject({ fromPriceKobo: 600_000_00, onSale: true });
  });

  it('are refreshed once per statement for many variants of many products', async () => {
    const { ayo, chi } = await catalogue();
    await db.update(productVariants).set({ priceKobo: 500_000_00 }).where(inArray(productVariants.productId, [ayo.id, chi.id]));
    const rows = await db.select({ from: products.fromPriceKobo }).from(products).where(inArray(products.id, [ayo.id, chi.id]));
    expect(rows.map((r) => r.from)).toEqual([500_000_00, 500_000_00]);
  });
});

describe('the filtered list and its counts', () => {
  beforeAll(async () => {
    await resetDatabase();
    await catalogue();
  });

  it('ORs values of one option and ANDs options, each value counted without its own option’s choice', async () => {
    const velvet = await filtered({ options: { fabric: ['velvet'] } });
    expect(names(velvet)).toEqual(['Ayo Sofa', 'Bisi Sofa']);
    expect(velvet.total).toBe(2);
    expect(countsOf(velvet, 'fabric')).toEqual({ linen: 2, velvet: 2 });
    expect(countsOf(velvet, 'colour')).toEqual({ green: 1, 'navy blue': 1, sand: 1 });
    expect(velvet.facets.options.find((o) => o.param === 'size')!.values).toEqual([]);

    const both = await filtered({ options: { fabric: ['linen', 'velvet'], colour: ['green'] } });
    expect(names(both)).toEqual(['Ayo Sofa', 'Chi Sofa']);
    expect(countsOf(both, 'fabric')).toEqual({ linen: 2, velvet: 1 });
    expect(countsOf(both, 'colour')).toEqual({ green: 2, 'navy blue': 1, sand: 1 });
  });

  it('filters on the price paid between bounds in naira, availability and sale, with their counts', async () => {
    const under = await filtered({ maxNaira: 900_000 });
    expect(names(under)).toEqual(['Ayo Sofa', 'Chi Sofa', 'Eko Bed']);
    expect(names(await filtered({ minNaira: 850_000, maxNaira: 990_000 }))).toEqual(['Ayo Sofa', 'Bisi Sofa']);

    const inStock = await filtered({ availability: ['in-stock'] });
    expect(names(inStock)).toEqual(['Ayo Sofa', 'Chi Sofa', 'Eko Bed']);
    expect(inStock.facets.inStock).toBe(3);
    expect(inStock.facets.madeToOrder).toEqual({ count: 2, minDays: 14, maxDays: 35 });

    const made = await filtered({ availability: ['made-to-order'] }, 'sofas');
    expect(names(made)).toEqual(['Bisi Sofa']);
    expect(made.facets.madeToOrder).toEqual({ count: 1, minDays: 21, maxDays: 35 });

    const sale = await filtered({ sale: true });
    expect(names(sale)).toEqual(['Bisi Sofa']);
    expect(sale.facets.onSale).toBe(1);
  });

  it('answers the done-when list: velvet, under ₦1,000,000, in stock', async () => {
    const list = await filtered({ options: { fabric: ['velvet'] }, maxNaira: 1_000_000, availability: ['in-stock'] });
    expect(names(list)).toEqual(['Ayo Sofa']);
    // Velvet's count leaves fabric out: Chi (linen, in stock, ₦700,000) is what linen would add.
    expect(countsOf(list, 'fabric')).toEqual({ linen: 2, velvet: 1 });
    expect(list.facets.inStock).toBe(1);
    expect(list.facets.madeToOrder.count).toBe(1);
  });

  it('counts what the list would hold: each count is the number of pieces listed with that value chosen in its option’s place', async () => {
    const choices: Partial<ShopFilters>[] = [
      {},
      { options: { fabric: ['velvet'] } },
      { options: { fabric: ['linen'], colour: ['green'] }, maxNaira: 900_000 },
      { availability: ['in-stock'] },
      { availability: ['made-to-order'], options: { size: ['king'] } },
      { sale: true, minNaira: 500_000 },
    ];
    for (const chosen of choices) {
      for (const category of [null, 'sofas']) {
        const list = await filtered(chosen, category);
        const base = { ...NO_SHOP_FILTERS, ...chosen };
        // The list's rows come from SQL, its total and counts from the in-memory index: they must agree.
        expect(list.total).toBe(list.products.length);
        const totalWith = async (change: Partial<ShopFilters>) => (await filtered({ ...base, ...change }, category)).products.length;
        for (const option of list.facets.options) {
          for (const { value, count } of option.values) {
            expect(await totalWith({ options: { ...base.options, [option.param]: [value] } }), `${option.param}=${value}`).toBe(count);
          }
        }
        expect(list.facets.inStock).toBe(await totalWith({ availability: ['in-stock'] }));
        expect(list.facets.madeToOrder.count).toBe(await totalWith({ availability: ['made-to-order'] }));
        expect(list.facets.onSale).toBe(await totalWith({ sale: true }));
      }
    }
  });

  it('sorts by the price a card shows first', async () => {
    const list = await listShopProducts({ category: 'sofas', sort: 'price-low', optionNames: OPTIONS });
    expect(list.products.map((p) => p.name)).toEqual(['Chi Sofa', 'Ayo Sofa', 'Bisi Sofa']);
  });
});

describe('the counts’ index of the live catalogue', () => {
  beforeEach(() => resetDatabase());

  it('is read once per storefront version, shared by counts asked at once, and read again after a change', async () => {
    const { bisi } = await catalogue();
    const [first, second] = await Promise.all([facetIndex(), facetIndex()]);
    expect(second).toBe(first);
    expect((await filtered({ options: { fabric: ['velvet'] } })).facets.inStock).toBe(1);

    // A write that does not move the version (none under src/ may, test action-refreshes) is not seen...
    await db.update(productVariants).set({ stockQuantity: 3 }).where(eq(productVariants.productId, bisi.id));
    expect(await facetIndex()).toBe(first);
    // ...a write that does, as every declared one does, is.
    await setStock(bisi.id, 2, 'Velvet');
    expect(await facetIndex()).not.toBe(first);
    expect((await filtered({ options: { fabric: ['velvet'] } })).facets.inStock).toBe(2);
  });
});

describe('the URL and the setting', () => {
  beforeEach(() => resetDatabase());

  it('reads the URL leniently and writes it back in one canonical order', () => {
    const params = parseShopParams(
      { sale: '1', colour: ['Sand', 'green', 'green'], fabric: ' Velvet ', availability: ['made-to-order', 'soon'], max: '900,000', min: 'abc', junk: 'x' },
      OPTIONS,
    );
    expect(shopHref(params)).toBe('/shop?fabric=velvet&colour=green&colour=sand&availability=made-to-order&sale=1&max=900000');
  });

  it('offers the options the settings name, in their order, a new shop Fabric, Colour and Size', async () => {
    expect(await listShopFilterOptions()).toEqual(['Fabric', 'Colour', 'Size']);
    await db.insert(websiteSettings).values({ id: 1, siteName: 'Adire Living', shopFilterOptions: 'Size, Fabric' });
    expect(await listShopFilterOptions()).toEqual(['Size', 'Fabric']);
  });
});
