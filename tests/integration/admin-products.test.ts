// @postgres: the featured limit under a race, products created at once, and a plan read in SQL
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInAdmin, signedOut, type TestCaller } from '../helpers/sessions';
import { auditEntriesOf, refuseAuditRowsLabelled, userIdOf } from '../helpers/audit-entries';
import { db, queryRows } from '@/server/db/client';
import { categories, orderItems, orders, products } from '@/server/db/schema';
import { getStorage } from '@/server/media/storage';
import { AccessDeniedError } from '@/server/auth/session';
import { getAdminProduct, listAdminProducts, listProductCategoryOptions } from '@/server/catalog/admin-product-reads';
import { createProductAction } from '@/server/catalog/actions/create-product';
import { updateProductAction } from '@/server/catalog/actions/update-product';
import { deleteProductAction } from '@/server/catalog/actions/delete-product';
import { setProductFeaturedAction } from '@/server/catalog/actions/set-product-featured';
import { adminProductListParamsSchema, type ProductFormInput } from '@/lib/schemas/product';
import { colourVariantsInput, productFormInput } from '../helpers/product-form';
import { MAX_FEATURED_PER_CATEGORY } from '@/lib/constants';

// The back office's Products screens against a real database (PGlite here, PostgreSQL with
// TEST_DATABASE_URL), through the real server actions with real session cookies: the list
// over thousands of rows, the form's validation, the featured limit under a race, deleting
// with the stored files, who may do any of it, and the activity log of every change.

// DATA_DIR must be set before anything reads the environment (the logger does on import).
const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
let secondAdmin: TestCaller;

beforeAll(async () => {
  await db.insert(categories).values([
    { name: 'Sofas', slug: 'sofas' },
    { name: 'Beds', slug: 'beds' },
    { name: 'Chairs', slug: 'chairs' },
    { name: 'Lamps', slug: 'lamps' },
    { name: 'Wall Mirrors', slug: 'wall-mirrors' },
  ]);
  secondAdmin = await signedInAdmin();
});

/** The form as the browser sends it: strings, '' for every empty field. */
function form(overrides: Partial<ProductFormInput> = {}): ProductFormInput {
  return productFormInput({ name: `Ikoyi Lounge Chair ${randomUUID().slice(0, 8)}`, category: 'chairs', price: '185000', ...overrides });
}

async function createAsAdmin(overrides: Partial<ProductFormInput> = {}) {
  const result = await as(callers.admin, () => createProductAction(form(overrides)));
  if (!result.ok) throw new Error(`create failed: ${result.error}`);
  return result.data.id;
}

async function rowOf(id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

async function featuredIn(category: string) {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.category, category), eq(products.featured, true)));
  return row!.n;
}

const productCount = async () => (await db.select({ n: count() }).from(products))[0]!.n;

describe('the product list', () => {
  const GENERATED = 3000;

  beforeAll(async () => {
    // One statement, thousands of rows: names, prices, stock, statuses and ages all vary.
    await db.execute(sql`
      insert into products (name, sku, category, price_kobo, status, created_at)
      select
        case when i % 100 = 0 then 'Lagos VELVET Sofa ' || i else 'Item ' || lpad(i::text, 5, '0') end,
        'GEN-' || i,
        case i % 3 when 0 then 'sofas' when 1 then 'beds' else 'chairs' end,
        (i * 7919 % 100000) * 100,
        case i % 10 when 0 then 'draft' when 1 then 'hidden' else 'active' end,
        now() - make_interval(mins => i)
      from generate_series(1, ${GENERATED}) as i
    `);
    // Each one's stock is held by its single variant; the product's count follows.
    await db.execute(sql`
      insert into product_variants (product_id, position, sku, stock_quantity)
      select id, 1, sku, substring(sku from 5)::int % 50 from products where sku like 'GEN-%'
    `);
  });
  afterAll(async () => {
    await db.delete(products).where(like(products.sku, 'GEN-%'));
  });

  const list = (params: Record<string, unknown> = {}) => as(callers.admin, () => listAdminProducts(adminProductListParamsSchema.parse(params)));

  it('pages newest first by default, 25 rows a page, with the total', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: GENERATED, page: 1, pageCount: GENERATED / 25, sort: 'created', dir: 'desc' });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({ name: 'Item 00001', sku: 'GEN-1', categoryName: 'Beds', status: 'hidden' });
    expect(first.rows.map((r) => r.sku)).toEqual(Array.from({ length: 25 }, (_, i) => `GEN-${i + 1}`));

    const second = await list({ page: '2' });
    expect(second.rows[0]!.sku).toBe('GEN-26');
    const third = await list({ page: '3' });
    const ids = new Set([...first.rows, ...second.rows, ...third.rows].map((r) => r.id));
    expect(ids.size).toBe(75);
  });

  it('searches names case-insensitively, as a partial match, with wildcards taken literally', async () => {
    const velvet = await list({ q: 'velvet' });
    expect(velvet.total).toBe(GENERATED / 100);
    expect(velvet.rows.every((r) => r.name.includes('VELVET'))).toBe(true);
    expect((await list({ q: 'lAgOs VeLvEt sofa 3000' })).rows.map((r) => r.sku)).toEqual(['GEN-3000']);
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await list({ q: 'Item_0' })).total).toBe(0);
    expect((await list({ q: 'nothing like this' })).rows).toEqual([]);
  });

  it('sorts by price, name and stock in the database, across pages', async () => {
    const [cheapest] = await queryRows<{ price: string | number }>(sql`select min(price_kobo) as price from products`);
    const low = await list({ sort: 'price', dir: 'asc' });
    expect(low.rows[0]!.priceKobo).toBe(Number(cheapest!.price));
    const prices = [...low.rows, ...(await list({ sort: 'price', dir: 'asc', page: 2 })).rows].map((r) => r.priceKobo);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const high = await list({ sort: 'price' , dir: 'desc'});
    expect(high.rows[0]!.priceKobo).toBeGreaterThanOrEqual(high.rows[24]!.priceKobo);
    expect(high.rows[0]!.priceKobo).toBeGreaterThan(low.rows[0]!.priceKobo);

    const byName = await list({ sort: 'name' });
    expect(byName.dir).toBe('asc');
    expect(byName.rows[0]!.name).toBe('Item 00001');
    const byNameDesc = await list({ sort: 'name', dir: 'desc' });
    expect(byNameDesc.rows[0]!.name).toBe('Lagos VELVET Sofa 900');

    const stock = await list({ sort: 'stock' });
    expect(stock.rows.every((r) => r.stockQuantity === 49)).toBe(true);
  });

  it('filters by category, and a page past the end shows the last page', async () => {
    expect((await list({ category: 'beds' })).total).toBe(GENERATED / 3);
    const past = await list({ page: '9999' });
    expect(past.page).toBe(GENERATED / 25);
    expect(past.rows).toHaveLength(25);
    expect(past.rows.at(-1)!.sku).toBe(`GEN-${GENERATED}`);
  });

  it('falls back to defaults for malformed URL parameters', () => {
    expect(adminProductListParamsSchema.parse({ page: 'abc', sort: 'drop table', dir: 'up', q: ['Sofa', 'x'], category: 'Bad Slug!' })).toEqual({
      q: 'Sofa',
      sort: 'created',
      page: 1,
      dir: undefined,
      category: undefined,
    });
  });

  it('is for admins only, like the form reads', async () => {
    for (const caller of [callers.shopper, signedOut]) {
      await expect(as(caller, () => listAdminProducts(adminProductListParamsSchema.parse({})))).rejects.toBeInstanceOf(AccessDeniedError);
      await expect(as(caller, () => listProductCategoryOptions())).rejects.toBeInstanceOf(AccessDeniedError);
      await expect(as(caller, () => getAdminProduct(randomUUID()))).rejects.toBeInstanceOf(AccessDeniedError);
    }
    expect((await as(callers.admin, () => listProductCategoryOptions())).map((c) => c.name)).toEqual(['Beds', 'Chairs', 'Lamps', 'Sofas', 'Wall Mirrors']);
    expect(await as(callers.admin, () => getAdminProduct('not-a-uuid'))).toBeNull();
    expect(await as(callers.admin, () => getAdminProduct(randomUUID()))).toBeNull();
  });
});

describe('creating and updating', () => {
  it('saves kobo, an integer stock, null for empty optional fields, split tags and the colours', async () => {
    const id = await createAsAdmin({
      name: '  Lekki Velvet Sofa  ',
      category: 'sofas',
      price: '450,000.50',
      discountPrice: '399999.5',
      tags: ' sofa, velvet , ,Living Room,SOFA ',
      ...colourVariantsInput({ ' Sand ': '0', Indigo: '0' }),
      status: 'draft',
    });
    expect(await rowOf(id)).toMatchObject({
      name: 'Lekki Velvet Sofa',
      sku: null,
      description: null,
      subcategory: null,
      priceKobo: 45_000_050,
      discountPriceKobo: 39_999_950,
      stockQuantity: 0,
      imageUrl: null,
      thumbnailUrl: null,
      additionalImages: [],
      tags: ['sofa', 'velvet', 'Living Room'],
      colorVariants: ['Sand', 'Indigo'],
      status: 'draft',
      featured: false,
      deliveryClass: 'parcel',
      leadTimeMinDays: null,
      leadTimeMaxDays: null,
    });
    const shown = await as(callers.admin, () => getAdminProduct(id));
    expect(shown).toMatchObject({ id, priceKobo: 45_000_050, tags: ['sofa', 'velvet', 'Living Room'], leadTimeMinDays: null });
  });

  it('saves the delivery class and a made-to-order lead time, loads them back, and clears the lead time', async () => {
    const id = await createAsAdmin({ category: 'sofas', deliveryClass: 'large', leadTimeMinDays: ' 21 ', leadTimeMaxDays: '28' });
    expect(await rowOf(id)).toMatchObject({ deliveryClass: 'large', leadTimeMinDays: 21, leadTimeMaxDays: 28 });
    expect(await as(callers.admin, () => getAdminProduct(id))).toMatchObject({ deliveryClass: 'large', leadTimeMinDays: 21, leadTimeMaxDays: 28 });

    // One day both ways is a lead time too; then back to shipping from stock.
    const same = await as(callers.admin, () => updateProductAction({ id, ...form({ category: 'sofas', deliveryClass: 'large', leadTimeMinDays: '1', leadTimeMaxDays: '1' }) }));
    expect(same).toMatchObject({ ok: true });
    expect(await rowOf(id)).toMatchObject({ leadTimeMinDays: 1, leadTimeMaxDays: 1 });
    const cleared = await as(callers.admin, () => updateProductAction({ id, ...form({ category: 'sofas', deliveryClass: 'parcel' }) }));
    expect(cleared).toMatchObject({ ok: true });
    expect(await as(callers.admin, () => getAdminProduct(id))).toMatchObject({ deliveryClass: 'parcel', leadTimeMinDays: null, leadTimeMaxDays: null });
  });

  it('refuses half a lead time, one out of 1-365 or not whole, a longest below the shortest, and an unknown delivery class', async () => {
    const before = await productCount();
    const WHOLE = 'Lead time must be a whole number of days from 1 to 365';
    const cases: [Partial<ProductFormInput>, string, string][] = [
      [{ leadTimeMinDays: '14' }, 'leadTimeMaxDays', 'Enter the longest lead time too, or leave both empty'],
      [{ leadTimeMaxDays: '14' }, 'leadTimeMinDays', 'Enter the shortest lead time too, or leave both empty'],
      [{ leadTimeMinDays: '28', leadTimeMaxDays: '21' }, 'leadTimeMaxDays', 'The longest lead time cannot be shorter than the shortest'],
      [{ leadTimeMinDays: '0', leadTimeMaxDays: '7' }, 'leadTimeMinDays', WHOLE],
      [{ leadTimeMinDays: '7', leadTimeMaxDays: '366' }, 'leadTimeMaxDays', WHOLE],
      [{ leadTimeMinDays: '2.5', leadTimeMaxDays: '7' }, 'leadTimeMinDays', WHOLE],
      [{ leadTimeMinDays: '-3', leadTimeMaxDays: '7' }, 'leadTimeMinDays', WHOLE],
      [{ leadTimeMinDays: 'two weeks', leadTimeMaxDays: '21' }, 'leadTimeMinDays', WHOLE],
      [{ deliveryClass: 'pallet' as never }, 'deliveryClass', 'Choose a delivery class'],
    ];
    for (const [overrides, field, message] of cases) {
      const result = await as(callers.admin, () => createProductAction(form(overrides)));
      expect(result, JSON.stringify(overrides)).toMatchObject({ ok: false, code: 'invalid' });
      if (!result.ok) expect(result.fieldErrors?.[field], JSON.stringify(overrides)).toContain(message);
    }
    // The range is still compared when another field is wrong, and the other way round.
    const both = await as(callers.admin, () => createProductAction(form({ price: '', leadTimeMinDays: '9', leadTimeMaxDays: '3' })));
    expect(both.ok ? null : Object.keys(both.fieldErrors ?? {}).sort()).toEqual(['leadTimeMaxDays', 'price']);
    expect(await productCount()).toBe(before);
  });

  it('refuses a discount at or above the price, a negative or fractional stock, and missing required fields', async () => {
    const before = await productCount();
    const cases: [Partial<ProductFormInput>, string, string][] = [
      [{ price: '1000', discountPrice: '1000' }, 'discountPrice', 'Discount price must be lower than the price'],
      [{ price: '1000', discountPrice: '2500.50' }, 'discountPrice', 'Discount price must be lower than the price'],
      [{ stockQuantity: '-1' }, 'stockQuantity', 'Stock must be a whole number, 0 or more'],
      [{ stockQuantity: '2.5' }, 'stockQuantity', 'Stock must be a whole number, 0 or more'],
      [{ price: '' }, 'price', 'Price is required'],
      [{ price: '-300' }, 'price', 'Enter an amount in naira, e.g. 45000 or 45000.50'],
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ category: '' }, 'category', 'Category is required'],
      [{ additionalImages: Array.from({ length: 8 }, (_, i) => `/media/products/extra-${i}.webp`) }, 'additionalImages', 'At most 7 additional images'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'That is not an image address'],
    ];
    for (const [overrides, field, message] of cases) {
      const result = await as(callers.admin, () => createProductAction(form(overrides)));
      expect(result, JSON.stringify(overrides)).toMatchObject({ ok: false, code: 'invalid' });
      if (!result.ok) expect(result.fieldErrors?.[field]).toContain(message);
    }
    // Every problem at once: the discount is still compared when another field is wrong.
    const both = await as(callers.admin, () => createProductAction(form({ price: '1000', discountPrice: '2000', stockQuantity: '-1' })));
    expect(both.ok ? null : Object.keys(both.fieldErrors ?? {}).sort()).toEqual(['discountPrice', 'stockQuantity']);
    expect(await productCount()).toBe(before);
  });

  it('refuses an unknown category and a SKU another product uses, on create and update', async () => {
    const unknown = await as(callers.admin, () => createProductAction(form({ category: 'spaceships' })));
    expect(unknown).toMatchObject({ ok: false, code: 'rejected', error: 'Choose a category from the list.', details: { field: 'category' } });

    const first = await createAsAdmin({ sku: 'AL-TEST-001' });
    const clash = await as(callers.admin, () => createProductAction(form({ sku: 'AL-TEST-001' })));
    expect(clash).toMatchObject({ ok: false, error: 'Another product already uses the SKU AL-TEST-001.', details: { field: 'sku' } });

    const second = await createAsAdmin({ sku: 'AL-TEST-002' });
    const updateClash = await as(callers.admin, () => updateProductAction({ id: second, ...form({ sku: 'AL-TEST-001' }) }));
    expect(updateClash).toMatchObject({ ok: false, error: 'Another product already uses the SKU AL-TEST-001.' });
    expect((await rowOf(second))!.sku).toBe('AL-TEST-002');
    expect((await rowOf(first))!.sku).toBe('AL-TEST-001');
  });

  it('updates every field, and clearing an optional field saves null', async () => {
    const id = await createAsAdmin({ sku: 'AL-TEST-010', description: 'Solid iroko.', subcategory: 'Armchair', discountPrice: '150000' });
    const result = await as(callers.admin, () =>
      updateProductAction({
        id,
        ...form({
          name: 'Ikoyi Lounge Chair II',
          category: 'lamps',
          price: '210000',
          discountPrice: '',
          stockQuantity: '7',
          sku: '',
          description: '',
          subcategory: '',
          tags: 'reading, brass',
          ...colourVariantsInput({ Brass: '7' }),
          status: 'hidden',
        }),
      }),
    );
    expect(result).toEqual({ ok: true, data: { id } });
    expect(await rowOf(id)).toMatchObject({
      name: 'Ikoyi Lounge Chair II',
      category: 'lamps',
      priceKobo: 21_000_000,
      discountPriceKobo: null,
      stockQuantity: 7,
      sku: null,
      description: null,
      subcategory: null,
      tags: ['reading', 'brass'],
      colorVariants: ['Brass'],
      status: 'hidden',
    });

    const gone = await as(callers.admin, () => updateProductAction({ id: randomUUID(), ...form() }));
    expect(gone).toMatchObject({ ok: false, code: 'rejected', error: 'This product no longer exists.' });
    const badId = await as(callers.admin, () => updateProductAction({ id: 'nope', ...form() }));
    expect(badId).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('featuring', () => {
  const limitMessage = (category: string) =>
    `The ${category} category already has ${MAX_FEATURED_PER_CATEGORY} featured products. Please unfeature one first.`;

  it('refuses the fifth featured product of a category with Limit Reached; unfeaturing always works', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => createAsAdmin({ category: 'lamps' })));
    for (const id of ids.slice(0, 4)) {
      expect(await as(callers.admin, () => setProductFeaturedAction({ id, featured: true }))).toEqual({ ok: true, data: { id, featured: true } });
    }
    const fifth = await as(callers.admin, () => setProductFeaturedAction({ id: ids[4]!, featured: true }));
    expect(fifth).toEqual({ ok: false, code: 'rejected', error: limitMessage('Lamps'), details: { title: 'Limit Reached' } });
    expect(await featuredIn('lamps')).toBe(4);
    expect((await rowOf(ids[4]!))!.featured).toBe(false);

    // Featuring one that already is featured changes nothing and is not refused.
    expect(await as(callers.admin, () => setProductFeaturedAction({ id: ids[0]!, featured: true }))).toMatchObject({ ok: true });

    // Through the form too: a new featured product, or a featured one moved into the category.
    const created = await as(callers.admin, () => createProductAction(form({ category: 'lamps', featured: true })));
    expect(created).toMatchObject({ ok: false, error: limitMessage('Lamps'), details: { title: 'Limit Reached' } });
    const movingId = await createAsAdmin({ category: 'beds', featured: true });
    const moved = await as(callers.admin, () => updateProductAction({ id: movingId, ...form({ category: 'lamps', featured: true }) }));
    expect(moved).toMatchObject({ ok: false, error: limitMessage('Lamps') });
    expect((await rowOf(movingId))!.category).toBe('beds');
    expect(await featuredIn('lamps')).toBe(4);

    // Editing a product already featured there is not a new featuring.
    const edited = await as(callers.admin, () => updateProductAction({ id: ids[1]!, ...form({ category: 'lamps', featured: true, price: '99000' }) }));
    expect(edited).toMatchObject({ ok: true });

    expect(await as(callers.admin, () => setProductFeaturedAction({ id: ids[0]!, featured: false }))).toEqual({ ok: true, data: { id: ids[0], featured: false } });
    expect(await featuredIn('lamps')).toBe(3);
    expect(await as(callers.admin, () => setProductFeaturedAction({ id: ids[4]!, featured: true }))).toMatchObject({ ok: true });
    expect(await featuredIn('lamps')).toBe(4);
    expect(await as(callers.admin, () => setProductFeaturedAction({ id: randomUUID(), featured: true }))).toMatchObject({
      ok: false,
      error: 'This product no longer exists.',
    });
  });

  it('two admins featuring at once in a category with 3 featured end with exactly 4', async () => {
    const featured = await Promise.all(Array.from({ length: 3 }, () => createAsAdmin({ category: 'wall-mirrors' })));
    for (const id of featured) await as(callers.admin, () => setProductFeaturedAction({ id, featured: true }));
    const [a, b] = await Promise.all([createAsAdmin({ category: 'wall-mirrors' }), createAsAdmin({ category: 'wall-mirrors' })]);

    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all([
        as(callers.admin, () => setProductFeaturedAction({ id: a, featured: true })),
        as(secondAdmin, () => setProductFeaturedAction({ id: b, featured: true })),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ error: limitMessage('Wall Mirrors'), details: { title: 'Limit Reached' } });
      expect(await featuredIn('wall-mirrors')).toBe(4);
      await db.update(products).set({ featured: false }).where(inArray(products.id, [a, b]));
    }
  });
});

describe('deleting and stored files', () => {
  const storage = () => getStorage();

  /** Stores a real file under products/ and returns its public URL. */
  async function storedFile() {
    const key = `products/${randomUUID()}.webp`;
    await storage().put(key, Buffer.from(`fake webp ${key}`), 'image/webp');
    return { key, url: storage().publicUrl(key) };
  }

  it('removes the row, then its main, thumbnail and additional files; order lines keep name and price', async () => {
    const [main, thumb, extra1, extra2, shared] = await Promise.all(Array.from({ length: 5 }, storedFile));
    const id = await createAsAdmin({
      name: 'Oshodi Rattan Lamp',
      imageUrl: main!.url,
      thumbnailUrl: thumb!.url,
      additionalImages: [extra1!.url, extra2!.url, shared!.url],
    });
    // Another product still shows the shared picture: it must survive.
    const other = await createAsAdmin({ imageUrl: shared!.url });

    const [order] = await db
      .insert(orders)
      .values({ orderNumber: `ORD-${Date.now()}`, customerName: 'Ada Obi', customerEmail: 'ada@example.com', shippingAddress: 'Lekki', subtotalKobo: 18_500_000, totalAmountKobo: 18_500_000 })
      .returning();
    await db.insert(orderItems).values({ orderId: order!.id, productId: id, productName: 'Oshodi Rattan Lamp', quantity: 1, priceKobo: 18_500_000, totalKobo: 18_500_000 });

    const result = await as(callers.admin, () => deleteProductAction({ id }));
    expect(result).toEqual({ ok: true, data: { id, name: 'Oshodi Rattan Lamp' } });
    expect(await rowOf(id)).toBeUndefined();
    for (const file of [main, thumb, extra1, extra2]) expect(await storage().stat(file!.key), file!.key).toBeNull();
    expect(await storage().stat(shared!.key)).not.toBeNull();
    expect(await rowOf(other)).toBeDefined();

    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(line).toMatchObject({ productId: null, productName: 'Oshodi Rattan Lamp', priceKobo: 18_500_000 });

    expect(await as(callers.admin, () => deleteProductAction({ id }))).toMatchObject({ ok: false, error: 'This product no longer exists.' });
  });

  it('deletes the files an update removed, only after saving, and keeps the rest', async () => {
    const [main, thumb, extra1, extra2, replacement] = await Promise.all(Array.from({ length: 5 }, storedFile));
    const id = await createAsAdmin({ imageUrl: main!.url, thumbnailUrl: thumb!.url, additionalImages: [extra1!.url, extra2!.url] });

    // A failed save (refused discount) deletes nothing.
    const refused = await as(callers.admin, () =>
      updateProductAction({ id, ...form({ imageUrl: replacement!.url, thumbnailUrl: '', additionalImages: [extra2!.url], discountPrice: '999999' }) }),
    );
    expect(refused).toMatchObject({ ok: false });
    for (const file of [main, thumb, extra1, extra2]) expect(await storage().stat(file!.key)).not.toBeNull();

    const saved = await as(callers.admin, () =>
      updateProductAction({ id, ...form({ imageUrl: replacement!.url, thumbnailUrl: '', additionalImages: [extra2!.url] }) }),
    );
    expect(saved).toMatchObject({ ok: true });
    expect(await rowOf(id)).toMatchObject({ imageUrl: replacement!.url, thumbnailUrl: null, additionalImages: [extra2!.url] });
    for (const file of [main, thumb, extra1]) expect(await storage().stat(file!.key)).toBeNull();
    for (const file of [extra2, replacement]) expect(await storage().stat(file!.key)).not.toBeNull();
  });
});

describe('who may call the product actions', () => {
  it('refuses shoppers and signed-out callers, and changes nothing', async () => {
    const id = await createAsAdmin({ name: 'Guarded Ottoman', category: 'sofas' });
    const before = await rowOf(id);
    const attempts = [
      () => createProductAction(form({ name: 'Sneaky Sofa' })),
      () => updateProductAction({ id, ...form({ name: 'Renamed by a shopper' }) }),
      () => setProductFeaturedAction({ id, featured: true }),
      () => deleteProductAction({ id }),
    ];
    for (const [caller, code] of [
      [callers.shopper, 'not-admin'],
      [signedOut, 'signed-out'],
    ] as const) {
      for (const attempt of attempts) {
        expect(await as(caller, attempt)).toMatchObject({ ok: false, code });
      }
    }
    expect(await rowOf(id)).toEqual(before);
    expect(await db.select().from(products).where(eq(products.name, 'Sneaky Sofa'))).toEqual([]);
  });
});

describe('the activity log', () => {
  it('records a price change with priceKobo before and after, in the owner’s name and role, and nothing else', async () => {
    const id = await createAsAdmin({ name: 'Lagos Lounge Chair', price: '185000' });
    const result = await as(callers.admin, () => updateProductAction({ id, ...form({ name: 'Lagos Lounge Chair', price: '195000.50' }) }));
    expect(result).toMatchObject({ ok: true });
    const [created, changed, ...more] = await auditEntriesOf('product', id);
    expect(more).toEqual([]);
    expect(created).toMatchObject({ action: 'create', entityLabel: 'Product Lagos Lounge Chair' });
    expect(changed).toMatchObject({
      actorKind: 'staff',
      actorId: await userIdOf(callers.admin),
      actorRole: 'owner',
      entityType: 'product',
      entityId: id,
      entityLabel: 'Product Lagos Lounge Chair',
      action: 'update',
      changes: { priceKobo: { before: 18_500_000, after: 19_500_050 } },
    });
    expect(Object.keys(changed!.changes)).toEqual(['priceKobo']);
  });

  it('records a create with every field after, the featured switch, and a delete with every field before', async () => {
    const id = await createAsAdmin({
      name: 'Ikeja Bed Frame',
      category: 'beds',
      price: '450000',
      discountPrice: '400000',
      stockQuantity: '4',
      imageUrl: '/media/products/ikeja.webp',
      paymentTerms: 'deposit',
      depositPercent: '40',
      leadTimeMinDays: '14',
      leadTimeMaxDays: '21',
    });
    expect(await as(callers.admin, () => setProductFeaturedAction({ id, featured: true }))).toMatchObject({ ok: true });
    expect(await as(callers.admin, () => deleteProductAction({ id }))).toMatchObject({ ok: true });

    const [created, featured, deleted] = await auditEntriesOf('product', id);
    expect(created).toMatchObject({
      action: 'create',
      entityLabel: 'Product Ikeja Bed Frame',
      changes: {
        name: { before: null, after: 'Ikeja Bed Frame' },
        category: { before: null, after: 'beds' },
        priceKobo: { before: null, after: 45_000_000 },
        discountPriceKobo: { before: null, after: 40_000_000 },
        stockQuantity: { before: null, after: 4 },
        status: { before: null, after: 'active' },
        imageUrl: { before: null, after: '/media/products/ikeja.webp' },
        paymentTerms: { before: null, after: 'deposit' },
        depositPercent: { before: null, after: 40 },
        leadTimeMinDays: { before: null, after: 14 },
        leadTimeMaxDays: { before: null, after: 21 },
      },
    });
    expect(featured).toMatchObject({ action: 'update', changes: { featured: { before: false, after: true } } });
    expect(Object.keys(featured!.changes)).toEqual(['featured']);
    expect(deleted).toMatchObject({
      action: 'delete',
      entityLabel: 'Product Ikeja Bed Frame',
      changes: { name: { before: 'Ikeja Bed Frame', after: null }, priceKobo: { before: 45_000_000, after: null }, featured: { before: true, after: null } },
    });
  });

  it('makes no change whose row the log cannot take: the change and its row are one transaction', async () => {
    const id = await createAsAdmin({ name: 'Refuse-to-log Stool', price: '30000' });
    const allow = await refuseAuditRowsLabelled('Refuse-to-log');
    try {
      expect(await as(callers.admin, () => updateProductAction({ id, ...form({ name: 'Refuse-to-log Stool', price: '35000' }) }))).toMatchObject({ ok: false, code: 'failed' });
      expect(await as(callers.admin, () => createProductAction(form({ name: 'Refuse-to-log Bench' })))).toMatchObject({ ok: false, code: 'failed' });
      expect(await as(callers.admin, () => deleteProductAction({ id }))).toMatchObject({ ok: false, code: 'failed' });
    } finally {
      await allow();
    }
    expect(await rowOf(id)).toMatchObject({ priceKobo: 3_000_000 });
    expect(await db.select().from(products).where(eq(products.name, 'Refuse-to-log Bench'))).toEqual([]);
    expect(await auditEntriesOf('product', id)).toHaveLength(1);
  });

  it('records a manager’s change in the manager’s name; a content editor is refused and nothing is recorded', async () => {
    const id = await createAsAdmin({ name: 'Surulere Side Table', stockQuantity: '3' });
    const manager = await callers.staff('manager');
    expect(await as(manager, () => updateProductAction({ id, ...form({ name: 'Surulere Side Table', stockQuantity: '7', stockQuantityRead: 3 }) }))).toMatchObject({ ok: true });
    const content = await callers.staff('content');
    expect(await as(content, () => updateProductAction({ id, ...form({ name: 'Surulere Side Table', stockQuantity: '0' }) }))).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    const [, changed, ...more] = await auditEntriesOf('product', id);
    expect(more).toEqual([]);
    expect(changed).toMatchObject({ actorId: await userIdOf(manager), actorRole: 'manager', changes: { stockQuantity: { before: 3, after: 7 } } });
    expect(await rowOf(id)).toMatchObject({ stockQuantity: 7 });
  });
});
