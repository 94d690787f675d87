// @postgres: searches with src/server/db/contains-pattern.ts (LIKE and its escapes)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { db } from '@/server/db/client';
import { categories, products, productVariants } from '@/server/db/schema';
import { newProduct } from '../helpers/factories';
import { listShopCategories, listShopProducts } from '@/server/catalog/shop-reads';
import { getProductPageData, listRelatedProducts } from '@/server/catalog/product-page-reads';
import { searchProducts } from '@/server/catalog/search-reads';
import { containsPattern } from '@/server/db/contains-pattern';
import { searchProductsAction } from '@/server/catalog/actions/store/search-products';
import { getCartProducts } from '@/server/catalog/cart-product-reads';
import { checkCartAction } from '@/server/catalog/actions/store/check-cart';
import { getActiveProduct } from '@/server/catalog/product-reads';
import { SEARCH_RESULT_LIMIT } from '@/lib/constants';

// The storefront's reads against a real database: shop listing (filter, sorts, paging),
// the product page, related products, search and the cart check.

let database: TestDatabase;
const ids = new Map<string, string>();

type ProductFixture = Partial<typeof products.$inferInsert> & { name: string; category: string };
let clock = Date.UTC(2024, 0, 1);

/** Inserts products one minute apart (in the order given), so "newest" is well defined. */
async function insertProducts(rows: ProductFixture[]) {
  for (const row of rows) {
    clock += 60_000;
    const inserted = await newProduct({ priceKobo: 100_000_00, stockQuantity: 5, createdAt: new Date(clock), ...row });
    ids.set(row.name, inserted.id);
  }
}

const id = (name: string) => {
  const value = ids.get(name);
  if (!value) throw new Error(`No fixture named ${name}`);
  return value;
};

beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
  // Categories first (products reference their slug); furniture is the parent of sofas and beds.
  const [furniture] = await db
    .insert(categories)
    .values({ name: 'Furniture', slug: 'furniture', displayOrder: 0 })
    .returning({ id: categories.id });
  await db.insert(categories).values([
    { name: 'Sofas', slug: 'sofas', displayOrder: 1, parentId: furniture!.id, bannerImageUrl: '/media/sofas.webp' },
    { name: 'Beds', slug: 'beds', displayOrder: 2, parentId: furniture!.id },
    { name: 'Curtains', slug: 'curtains', displayOrder: 3 },
    { name: 'Accessories', slug: 'accessories', displayOrder: 4 },
    { name: 'Lighting', slug: 'lighting', displayOrder: 5 },
  ]);
  await insertProducts([
    {
      name: 'Ikoyi Velvet Sofa',
      category: 'sofas',
      priceKobo: 1_250_000_00,
      discountPriceKobo: 1_090_000_00,
      featured: true,
      sku: 'SOFA-1',
      deliveryClass: 'large',
      leadTimeMinDays: 21,
      leadTimeMaxDays: 28,
    },
    { name: 'Lekki Linen Sectional', category: 'sofas', priceKobo: 2_350_000_00 },
    { name: 'Yaba Loveseat', category: 'sofas', priceKobo: 580_000_00, stockQuantity: 0 },
    { name: 'Banana Island Sofa', category: 'sofas', priceKobo: 2_480_000_00, featured: true },
    { name: 'Draft Sofa', category: 'sofas', status: 'draft' },
    { name: 'Hidden Sofa', category: 'sofas', status: 'hidden' },
    { name: 'Abuja Arched Bed', category: 'beds', priceKobo: 1_380_000_00, description: 'A sweeping arched headboard in terracotta.' },
    { name: 'Eko Panel Bed', category: 'beds', priceKobo: 820_000_00 },
    { name: 'Adire Blackout Curtains', category: 'curtains', priceKobo: 145_000_00, description: 'Hand-dyed indigo cotton, lined.' },
    { name: 'Sheer Voile Panels', category: 'curtains', priceKobo: 48_000_00, description: 'Light sheers for a sofa-side window.' },
    { name: 'Brass Mirror', category: 'accessories', priceKobo: 95_000_00, description: 'A round mirror: 100% brass, 50_cm wide.' },
    {
      name: 'Pampas Vase',
      category: 'accessories',
      priceKobo: 42_000_00,
      imageUrl: '/media/vase.webp',
      thumbnailUrl: '/media/vase-thumb.webp',
      additionalImages: ['/media/vase-2.webp', '/media/vase.webp', '/media/vase-3.webp'],
      colorVariants: ['Terracotta', 'Sand'],
    },
  ]);
});
afterAll(() => database.dispose());

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('shop listing', () => {
  it('lists the categories in display order', async () => {
    const list = await listShopCategories();
    expect(list.map((c) => c.slug)).toEqual(['furniture', 'sofas', 'beds', 'curtains', 'accessories', 'lighting']);
    expect(list.find((c) => c.slug === 'sofas')).toMatchObject({ name: 'Sofas', bannerImageUrl: '/media/sofas.webp' });
    expect(list.find((c) => c.slug === 'sofas')?.parentId).toBe(list[0]?.id);
  });

  it('shows active products only, with a total', async () => {
    const page = await listShopProducts({});
    expect(page.total).toBe(10);
    expect(page.products).toHaveLength(10);
    expect(names(page.products)).not.toContain('Draft Sofa');
    expect(names(page.products)).not.toContain('Hidden Sofa');
  });

  it('filters by a category, and a parent category includes its children', async () => {
    expect(names((await listShopProducts({ category: 'curtains', sort: 'newest' })).products)).toEqual([
      'Sheer Voile Panels',
      'Adire Blackout Curtains',
    ]);
    const furniture = await listShopProducts({ category: 'furniture', sort: 'newest' });
    expect(furniture.total).toBe(6);
    expect(names(furniture.products)).toEqual([
      'Eko Panel Bed',
      'Abuja Arched Bed',
      'Banana Island Sofa',
      'Yaba Loveseat',
      'Lekki Linen Sectional',
      'Ikoyi Velvet Sofa',
    ]);
    expect((await listShopProducts({ category: 'lighting' })).total).toBe(0);
    expect((await listShopProducts({ category: 'no-such-category' })).total).toBe(0);
  });

  it('sorts: popular = featured first then newest; newest; price both ways', async () => {
    const popular = names((await listShopProducts({ category: 'sofas', sort: 'popular' })).products);
    expect(popular).toEqual(['Banana Island Sofa', 'Ikoyi Velvet Sofa', 'Yaba Loveseat', 'Lekki Linen Sectional']);
    const newest = names((await listShopProducts({ category: 'sofas', sort: 'newest' })).products);
    expect(newest).toEqual(['Banana Island Sofa', 'Yaba Loveseat', 'Lekki Linen Sectional', 'Ikoyi Velvet Sofa']);
    // By the price column (not the discount price).
    const low = (await listShopProducts({ category: 'sofas', sort: 'price-low' })).products;
    expect(low.map((p) => p.priceKobo)).toEqual([580_000_00, 1_250_000_00, 2_350_000_00, 2_480_000_00]);
    const high = (await listShopProducts({ category: 'sofas', sort: 'price-high' })).products;
    expect(high.map((p) => p.priceKobo)).toEqual([2_480_000_00, 2_350_000_00, 1_250_000_00, 580_000_00]);
  });

  it('breaks price ties on the id, so pages never repeat or skip a product', async () => {
    const [tie1, tie2] = [randomUUID(), randomUUID()].sort();
    await db.insert(products).values([
      { id: tie2!, name: 'Tie B', category: 'lighting', priceKobo: 10_00 },
      { id: tie1!, name: 'Tie A', category: 'lighting', priceKobo: 10_00 },
    ]);
    const page = await listShopProducts({ category: 'lighting', sort: 'price-low' });
    expect(page.products.map((p) => p.id)).toEqual([tie1, tie2]);
    await db.delete(products).where(eq(products.category, 'lighting'));
  });

  it('pages with LIMIT/OFFSET and keeps the total', async () => {
    const all = names((await listShopProducts({ sort: 'price-high' })).products);
    const first = await listShopProducts({ sort: 'price-high', page: 1, pageSize: 4 });
    const second = await listShopProducts({ sort: 'price-high', page: 2, pageSize: 4 });
    const third = await listShopProducts({ sort: 'price-high', page: 3, pageSize: 4 });
    const beyond = await listShopProducts({ sort: 'price-high', page: 9, pageSize: 4 });
    expect([first, second, third, beyond].map((p) => p.total)).toEqual([10, 10, 10, 10]);
    expect([...names(first.products), ...names(second.products), ...names(third.products)]).toEqual(all);
    expect(third.products).toHaveLength(2);
    expect(beyond.products).toEqual([]);
  });

  it('gives card data plus the full-size image for the large tiles', async () => {
    const { products: list } = await listShopProducts({ category: 'accessories', sort: 'price-low' });
    expect(list.find((p) => p.name === 'Pampas Vase')).toMatchObject({
      imageUrl: '/media/vase-thumb.webp',
      largeImageUrl: '/media/vase.webp',
      stockQuantity: 5,
    });
    // Its colours as swatches (Terracotta's colour; Sand's), and no "more" when there are no more.
    expect(list.find((p) => p.name === 'Pampas Vase')?.choice).toEqual({
      swatches: [
        { value: 'Terracotta', colour: '#b5603f' },
        { value: 'Sand', colour: '#d8c2a2' },
      ],
    });
    expect(list.find((p) => p.name === 'Pampas Vase')).not.toHaveProperty('fromPriceKobo');
    const sofa = (await listShopProducts({ category: 'sofas' })).products.find((p) => p.name === 'Ikoyi Velvet Sofa');
    expect(sofa).toMatchObject({ priceKobo: 1_250_000_00, discountPriceKobo: 1_090_000_00 });
  });
});

describe('product page', () => {
  it('loads an active product with its category name and de-duplicated images', async () => {
    const vase = await getProductPageData(id('Pampas Vase'));
    expect(vase).toMatchObject({
      name: 'Pampas Vase',
      category: 'accessories',
      categoryName: 'Accessories',
      images: ['/media/vase.webp', '/media/vase-2.webp', '/media/vase-3.webp'],
      thumbnailUrl: '/media/vase-thumb.webp',
    });
    expect(await getProductPageData(id('Ikoyi Velvet Sofa'))).toMatchObject({ sku: 'SOFA-1', images: [] });
  });

  it('carries the options, the variants, the delivery class and the made-to-order lead time for the estimate', async () => {
    expect(await getProductPageData(id('Ikoyi Velvet Sofa'))).toMatchObject({
      options: [],
      variants: [{ values: [], priceKobo: 1_250_000_00, discountPriceKobo: 1_090_000_00, stockQuantity: 5 }],
      deliveryClass: 'large',
      leadTimeMinDays: 21,
      leadTimeMaxDays: 28,
    });
    expect(await getProductPageData(id('Pampas Vase'))).toMatchObject({
      options: [{ name: 'Colour', values: [{ value: 'Terracotta', swatchImageUrl: null }, { value: 'Sand', swatchImageUrl: null }] }],
      variants: [
        { values: ['Terracotta'], priceKobo: 42_000_00, stockQuantity: 3 },
        { values: ['Sand'], priceKobo: 42_000_00, stockQuantity: 2 },
      ],
      deliveryClass: 'parcel',
      leadTimeMinDays: null,
      leadTimeMaxDays: null,
    });
  });

  it('carries each variant of a piece with options, its own price or the product’s, and its card says "From" the lowest', async () => {
    // In a category of its own for the test: the other tests count the sofas.
    const own = { priceKobo: null, discountPriceKobo: null, imageUrl: null };
    const sofa = await newProduct({
      name: 'Lekki Modular Settee',
      category: 'lighting',
      priceKobo: 900_000_00,
      discountPriceKobo: 850_000_00,
      offer: {
        options: [
          { name: 'Size', values: ['2-seater', '3-seater', 'Corner'].map((value) => ({ value, swatchImageUrl: null })) },
          { name: 'Fabric', values: [{ value: 'Linen', swatchImageUrl: '/media/linen.webp' }, { value: 'Velvet', swatchImageUrl: '/media/velvet.webp' }] },
        ],
        variants: [
          { ...own, values: ['2-seater', 'Linen'], sku: 'LEK-2-LIN', stockQuantity: 2 },
          { ...own, values: ['3-seater', 'Velvet'], sku: 'LEK-3-VEL', priceKobo: 1_200_000_00, stockQuantity: 0, imageUrl: '/media/lekki-velvet.webp' },
          { ...own, values: ['Corner', 'Linen'], sku: 'LEK-C-LIN', priceKobo: 700_000_00, discountPriceKobo: 650_000_00, stockQuantity: 4 },
        ],
      },
    });
    try {
      await expectOptionsOf(sofa.id);
    } finally {
      await db.delete(products).where(eq(products.id, sofa.id));
    }
  });

  async function expectOptionsOf(sofaId: string) {
    const page = await getProductPageData(sofaId);
    expect(page?.options.map((option) => [option.name, option.values.map((value) => value.value)])).toEqual([
      ['Size', ['2-seater', '3-seater', 'Corner']],
      ['Fabric', ['Linen', 'Velvet']],
    ]);
    expect(page?.variants).toEqual([
      expect.objectContaining({ values: ['2-seater', 'Linen'], sku: 'LEK-2-LIN', priceKobo: 900_000_00, discountPriceKobo: 850_000_00, stockQuantity: 2, imageUrl: null }),
      expect.objectContaining({ values: ['3-seater', 'Velvet'], priceKobo: 1_200_000_00, discountPriceKobo: null, stockQuantity: 0, imageUrl: '/media/lekki-velvet.webp' }),
      expect.objectContaining({ values: ['Corner', 'Linen'], priceKobo: 700_000_00, discountPriceKobo: 650_000_00, stockQuantity: 4 }),
    ]);
    const card = (await listShopProducts({ category: 'lighting' })).products.find((p) => p.id === sofaId);
    expect(card).toMatchObject({ fromPriceKobo: 650_000_00, stockQuantity: 6, choice: { swatches: [{ value: '2-seater' }, { value: '3-seater' }], more: 1 } });
    // An archived variant is no longer offered, nor priced.
    await db.update(productVariants).set({ archivedAt: new Date() }).where(eq(productVariants.sku, 'LEK-C-LIN'));
    const after = (await listShopProducts({ category: 'lighting' })).products.find((p) => p.id === sofaId);
    expect(after?.fromPriceKobo).toBe(850_000_00);
    expect((await getProductPageData(sofaId))?.variants.map((variant) => variant.sku)).toEqual(['LEK-2-LIN', 'LEK-3-VEL']);
  }

  it('returns null for a draft, hidden, unknown or malformed id (a 404, not an error)', async () => {
    for (const missing of [id('Draft Sofa'), id('Hidden Sofa'), randomUUID(), 'not-a-uuid', "1' or '1'='1", '']) {
      expect(await getProductPageData(missing)).toBeNull();
    }
  });

  it('getActiveProduct rejects malformed ids before the query and hides inactive products', async () => {
    await expect(getActiveProduct('12345')).resolves.toBeNull();
    await expect(getActiveProduct(`${id('Eko Panel Bed')}x`)).resolves.toBeNull();
    await expect(getActiveProduct(id('Draft Sofa'))).resolves.toBeNull();
    await expect(getActiveProduct(id('Eko Panel Bed'))).resolves.toMatchObject({ name: 'Eko Panel Bed' });
  });

  it('relates up to 4 active products of the same category, never the product itself', async () => {
    const related = await listRelatedProducts({ id: id('Ikoyi Velvet Sofa'), category: 'sofas' });
    expect(names(related).sort()).toEqual(['Banana Island Sofa', 'Lekki Linen Sectional', 'Yaba Loveseat']);
    await insertProducts([
      { name: 'Extra Sofa 1', category: 'sofas' },
      { name: 'Extra Sofa 2', category: 'sofas' },
    ]);
    const capped = await listRelatedProducts({ id: id('Ikoyi Velvet Sofa'), category: 'sofas' });
    expect(capped).toHaveLength(4);
    expect(names(capped)).not.toContain('Ikoyi Velvet Sofa');
    expect(names(capped)).not.toContain('Draft Sofa');
    expect(names(capped)).not.toContain('Hidden Sofa');
    await db.delete(products).where(eq(products.name, 'Extra Sofa 1'));
    await db.delete(products).where(eq(products.name, 'Extra Sofa 2'));
  });
});

describe('search', () => {
  it('does nothing for an empty or blank query', async () => {
    expect((await searchProducts('')).results).toEqual([]);
    expect((await searchProducts('   ')).results).toEqual([]);
  });

  it('matches part of the name, case-insensitively, and returns id, name, description and category', async () => {
    const results = (await searchProducts('  vELVet ')).results;
    expect(results).toEqual([{ id: id('Ikoyi Velvet Sofa'), name: 'Ikoyi Velvet Sofa', description: null, category: 'sofas' }]);
  });

  it('matches the description and the category', async () => {
    // The vase comes in Terracotta (an option value, listed before a match in the description).
    expect(names((await searchProducts('TERRACOTTA')).results)).toEqual(['Pampas Vase', 'Abuja Arched Bed']);
    expect(names((await searchProducts('curtain')).results).sort()).toEqual(['Adire Blackout Curtains', 'Sheer Voile Panels']);
  });

  it('puts products whose name matches before those matched elsewhere', async () => {
    // "sofa" is in two names, in the category of two more and in one curtain's description.
    expect(names((await searchProducts('sofa')).results)).toEqual([
      'Banana Island Sofa',
      'Ikoyi Velvet Sofa',
      'Lekki Linen Sectional',
      'Sheer Voile Panels',
      'Yaba Loveseat',
    ]);
  });

  it('finds active products only', async () => {
    const results = names((await searchProducts('sofa')).results);
    expect(results).not.toContain('Draft Sofa');
    expect(results).not.toContain('Hidden Sofa');
  });

  it('returns at most 10 results', async () => {
    await insertProducts(Array.from({ length: 12 }, (_, i) => ({ name: `Lamp ${i + 1}`, category: 'lighting' })));
    expect((await searchProducts('lamp')).results).toHaveLength(SEARCH_RESULT_LIMIT);
    await db.delete(products).where(eq(products.category, 'lighting'));
  });

  it('with more than 10 matches, lists every name match first and fills the rest from other matches', async () => {
    // Other matches are inserted first, so a scan in table order meets them before the names.
    const woven = Array.from({ length: 12 }, (_, i) => ({ name: `Woven Stool ${i + 1}`, description: 'Rattan weave', category: 'lighting' }));
    const named = [{ name: 'Rattan Chair A', category: 'lighting' }, { name: 'Rattan Chair B', category: 'lighting' }];
    await insertProducts([...woven, ...named]);
    const results = names((await searchProducts('RATTAN')).results);
    expect(results).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(results.slice(0, 2)).toEqual(['Rattan Chair A', 'Rattan Chair B']);
    expect(results.slice(2).every((name) => name.startsWith('Woven Stool'))).toBe(true);
    expect(new Set(results).size).toBe(SEARCH_RESULT_LIMIT);
    await db.delete(products).where(eq(products.category, 'lighting'));
  });

  it('treats % _ and \\ in the query as plain characters', async () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(names((await searchProducts('100%')).results)).toEqual(['Brass Mirror']);
    expect(names((await searchProducts('50_cm')).results)).toEqual(['Brass Mirror']);
    expect(names((await searchProducts('%')).results)).toEqual(['Brass Mirror']);
    expect(names((await searchProducts('_')).results)).toEqual(['Brass Mirror']);
    // As wildcards, these would match "100" and "brass".
    expect((await searchProducts('1_0')).results).toEqual([]);
    expect((await searchProducts('b%s')).results).toEqual([]);
    expect((await searchProducts('\\')).results).toEqual([]);
  });

  it('the action validates the query and answers { ok, data }', async () => {
    await expect(searchProductsAction('mirror')).resolves.toEqual({
      ok: true,
      data: { results: [expect.objectContaining({ name: 'Brass Mirror', category: 'accessories' })], didYouMean: null },
    });
    await expect(searchProductsAction('x'.repeat(101))).resolves.toMatchObject({ ok: false });
    await expect(searchProductsAction(42)).resolves.toMatchObject({ ok: false });
    await expect(searchProductsAction('   ')).resolves.toEqual({ ok: true, data: { results: [], didYouMean: null } });
  });
});

describe('cart products', () => {
  it('returns the current price and stock of active products, skipping gone, inactive and malformed ids', async () => {
    const rows = await getCartProducts([id('Ikoyi Velvet Sofa'), id('Draft Sofa'), randomUUID(), 'nope', id('Yaba Loveseat')]);
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { id: id('Ikoyi Velvet Sofa'), name: 'Ikoyi Velvet Sofa', priceKobo: 1_250_000_00, discountPriceKobo: 1_090_000_00, stockQuantity: 5 },
      { id: id('Yaba Loveseat'), name: 'Yaba Loveseat', priceKobo: 580_000_00, discountPriceKobo: null, stockQuantity: 0 },
    ]);
    expect(await getCartProducts([])).toEqual([]);
  });

  it('the check action reports missing lines, price changes (against the discount price) and stock', async () => {
    const gone = randomUUID();
    const result = await checkCartAction([
      { id: id('Ikoyi Velvet Sofa'), unitPriceKobo: 1_090_000_00 },
      { id: id('Lekki Linen Sectional'), unitPriceKobo: 2_000_000_00 },
      { id: id('Yaba Loveseat'), unitPriceKobo: 580_000_00 },
      { id: gone, unitPriceKobo: 10_00 },
      { id: id('Hidden Sofa'), unitPriceKobo: 100_000_00 },
    ]);
    expect(result).toEqual({
      ok: true,
      data: [
        { id: id('Ikoyi Velvet Sofa'), variant: null, available: true, unitPriceKobo: 1_090_000_00, priceChanged: false, stockQuantity: 5 },
        { id: id('Lekki Linen Sectional'), variant: null, available: true, unitPriceKobo: 2_350_000_00, priceChanged: true, stockQuantity: 5 },
        { id: id('Yaba Loveseat'), variant: null, available: true, unitPriceKobo: 580_000_00, priceChanged: false, stockQuantity: 0 },
        { id: gone, variant: null, available: false },
        { id: id('Hidden Sofa'), variant: null, available: false },
      ],
    });
  });

  it('checks each line against its variant: its own stock, and a variant no longer offered is unavailable', async () => {
    // The vase's 5 were shared out among its two colours: 3 and 2.
    const vase = id('Pampas Vase');
    const result = await checkCartAction([
      { id: vase, variant: 'Terracotta', unitPriceKobo: 42_000_00 },
      // A line of a page loaded before variants names its colour, the label of that colour's variant.
      { id: vase, color: 'sand', unitPriceKobo: 42_000_00 },
      { id: vase, variant: 'Teal', unitPriceKobo: 42_000_00 },
      { id: vase, unitPriceKobo: 42_000_00 },
    ]);
    expect(result).toEqual({
      ok: true,
      data: [
        { id: vase, variant: 'Terracotta', available: true, unitPriceKobo: 42_000_00, priceChanged: false, stockQuantity: 3 },
        { id: vase, variant: 'sand', available: true, unitPriceKobo: 42_000_00, priceChanged: false, stockQuantity: 2 },
        { id: vase, variant: 'Teal', available: false },
        { id: vase, variant: null, available: false },
      ],
    });
  });

  it('the check action refuses malformed input and more than 100 lines', async () => {
    await expect(checkCartAction('nope')).resolves.toMatchObject({ ok: false });
    await expect(checkCartAction([{ id: id('Eko Panel Bed'), unitPriceKobo: 1.5 }])).resolves.toMatchObject({ ok: false });
    await expect(checkCartAction([{ id: id('Eko Panel Bed'), unitPriceKobo: -1 }])).resolves.toMatchObject({ ok: false });
    const many = Array.from({ length: 101 }, () => ({ id: randomUUID(), unitPriceKobo: 1 }));
    await expect(checkCartAction(many)).resolves.toMatchObject({ ok: false });
    await expect(checkCartAction([])).resolves.toEqual({ ok: true, data: [] });
  });
});
