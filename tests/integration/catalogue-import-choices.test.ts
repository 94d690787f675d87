import { beforeEach, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { newCategory } from '../helpers/factories';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { csvOf, importPreviewed, previewOf } from '../helpers/catalogue-import';
import { db } from '@/server/db/client';
import { auditLog, categories, importCategoryChoices, products, productVariants, websiteSettings } from '@/server/db/schema';

// The import preview decides everything once (docs/decisions/0071-moving-a-shop-in.md): the categories a
// merchant's file names that the shop lacks are created under their parents or sent to one the shop has,
// products naming none go where the admin says, those choices are kept for the platform's next file, and
// variants the old shop did not count are sold as the admin says. Through the real preview route and
// import action, on PGlite (PostgreSQL with TEST_DATABASE_URL).

const { dataDir } = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { dataDir: pointDataDirAtTempFolder() };
});

const callers = setUpAdminTestDatabase(dataDir);

const HEADER = ['Handle', 'Title', 'Type', 'Product Category', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Inventory Tracker', 'Variant Inventory Qty', 'Variant Inventory Policy', 'Variant Price', 'Status'];

/** Two garden pieces under "Home & Garden > Outdoor", a lamp typed "Lamps", a stool naming no category. */
const gardenFile = () =>
  csvOf(HEADER, [
    { Handle: 'garden-bench', Title: 'Garden Bench', 'Product Category': 'Home & Garden > Outdoor', 'Variant Price': '85000', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '4', Status: 'active' },
    { Handle: 'patio-chair', Title: 'Patio Chair', 'Product Category': 'Home & Garden > Outdoor', 'Variant Price': '42000', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '9', Status: 'active' },
    { Handle: 'brass-lamp', Title: 'Brass Lamp', Type: 'Lamps', 'Variant Price': '30000', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '2', Status: 'active' },
    { Handle: 'oak-stool', Title: 'Oak Stool', 'Variant Price': '15000', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '6', Status: 'active' },
  ]);

let lighting: { id: string };
let sofas: { id: string };

beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  sofas = await newCategory('Sofas');
  lighting = await newCategory('Lighting');
});

const categoryOfProduct = async (handle: string) => (await db.select({ category: products.category }).from(products).where(eq(products.handle, handle)))[0]?.category;

describe('the category step', () => {
  it('lists the categories the shop lacks with their products, creates one under its parent, maps another and places products naming none', async () => {
    const planned = await previewOf(callers.admin, gardenFile());
    expect(planned.origin).toBe('shopify');
    // Nothing is refused for a category: every product waits for the admin's choice.
    expect(planned.counts).toEqual({ create: 4, update: 0, unchanged: 0, refused: 0 });
    expect(planned.missingCategories).toEqual([
      { key: 'home & garden > outdoor', path: ['Home & Garden', 'Outdoor'], products: 2, remembered: null },
      { key: 'lamps', path: ['Lamps'], products: 1, remembered: null },
    ]);
    expect(planned.uncategorised).toBe(1);
    expect(planned.categories.map((option) => option.label)).toEqual(['Lighting', 'Sofas']);

    const result = await importPreviewed(callers.admin, planned, {
      categories: {
        categories: [
          { key: 'home & garden > outdoor', path: ['Home & Garden', 'Outdoor'], categoryId: null },
          { key: 'lamps', path: ['Lamps'], categoryId: lighting.id },
        ],
        uncategorisedId: sofas.id,
      },
    });
    expect(result.ok && result.data.counts).toEqual({ create: 4, update: 0, unchanged: 0, refused: 0 });

    const created = await db.select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId }).from(categories).where(inArray(categories.name, ['Home & Garden', 'Outdoor']));
    const homeAndGarden = created.find((category) => category.name === 'Home & Garden')!;
    const outdoor = created.find((category) => category.name === 'Outdoor')!;
    expect(homeAndGarden).toMatchObject({ slug: 'home-garden', parentId: null });
    expect(outdoor).toMatchObject({ slug: 'outdoor', parentId: homeAndGarden.id });
    expect(await categoryOfProduct('garden-bench')).toBe('outdoor');
    expect(await categoryOfProduct('patio-chair')).toBe('outdoor');
    expect(await categoryOfProduct('brass-lamp')).toBe('lighting');
    expect(await categoryOfProduct('oak-stool')).toBe('sofas');

    // Each category made is in Activity, and the import's own row names them.
    const audited = await db.select({ label: auditLog.entityLabel, action: auditLog.action }).from(auditLog).where(eq(auditLog.entityType, 'category')).orderBy(asc(auditLog.entityLabel));
    expect(audited).toEqual([
      { label: 'Category Home & Garden', action: 'create' },
      { label: 'Category Outdoor', action: 'create' },
    ]);
    const [importRow] = await db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.entityType, 'import'));
    expect(importRow!.details).toMatchObject({ origin: 'shopify', categoriesCreated: ['Home & Garden', 'Outdoor'] });
  });

  it('remembers the choices for the next file from the same platform', async () => {
    const first = await previewOf(callers.admin, gardenFile());
    await importPreviewed(callers.admin, first, {
      categories: { categories: [{ key: 'home & garden > outdoor', path: ['Home & Garden', 'Outdoor'], categoryId: null }, { key: 'lamps', path: ['Lamps'], categoryId: lighting.id }], uncategorisedId: sofas.id },
    });
    const outdoorId = (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'outdoor')))[0]!.id;
    expect(await db.select({ key: importCategoryChoices.fileCategory, categoryId: importCategoryChoices.categoryId }).from(importCategoryChoices).where(eq(importCategoryChoices.origin, 'shopify')).orderBy(asc(importCategoryChoices.fileCategory))).toEqual([
      { key: '', categoryId: sofas.id },
      { key: 'home & garden > outdoor', categoryId: outdoorId },
      { key: 'lamps', categoryId: lighting.id },
    ]);

    // The next export: a new lamp and a new stool. The preview fills in the last choices, and an import that sends none follows them.
    const next = csvOf(HEADER, [
      { Handle: 'clay-lamp', Title: 'Clay Lamp', Type: 'Lamps', 'Variant Price': '12000', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '3' },
      { Handle: 'iroko-stool', Title: 'Iroko Stool', 'Variant Price': '18000', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '3' },
    ]);
    const planned = await previewOf(callers.admin, next);
    expect(planned.missingCategories).toEqual([{ key: 'lamps', path: ['Lamps'], products: 1, remembered: lighting.id }]);
    expect(planned.rememberedUncategorised).toBe(sofas.id);
    const result = await importPreviewed(callers.admin, planned);
    expect(result.ok && result.data.counts).toMatchObject({ create: 2, refused: 0 });
    expect(await categoryOfProduct('clay-lamp')).toBe('lighting');
    expect(await categoryOfProduct('iroko-stool')).toBe('sofas');
  });

  it('refuses only the products whose category is left undecided, and a choice naming a deleted category', async () => {
    const planned = await previewOf(callers.admin, gardenFile());
    const undecided = await importPreviewed(callers.admin, planned, { categories: { categories: [{ key: 'lamps', path: ['Lamps'], categoryId: lighting.id }], uncategorisedId: null } });
    expect(undecided.ok && undecided.data.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 3 });
    expect(undecided.ok && undecided.data.refused.map((entry) => [entry.handle, entry.problems[0]!.message])).toEqual([
      ['garden-bench', 'The category "Home & Garden > Outdoor" does not exist: preview the file again to choose where its products go'],
      ['patio-chair', 'The category "Home & Garden > Outdoor" does not exist: preview the file again to choose where its products go'],
      ['oak-stool', 'The product names no category: choose one for such products in the preview'],
    ]);

    const again = await previewOf(callers.admin, gardenFile());
    await db.delete(categories).where(eq(categories.id, sofas.id));
    const gone = await importPreviewed(callers.admin, again, { categories: { categories: [], uncategorisedId: sofas.id } });
    expect(gone).toMatchObject({ ok: false, error: 'A category chosen in the preview was deleted since. Preview the file again.' });
  });
});

describe('stock the old shop did not count', () => {
  const uncountedFile = () =>
    csvOf(HEADER, [
      { Handle: 'raffia-basket', Title: 'Raffia Basket', Type: 'Sofas', 'Option1 Name': 'Size', 'Option1 Value': 'Small', 'Variant SKU': 'RB-S', 'Variant Inventory Tracker': '', 'Variant Price': '9000' },
      { Handle: 'raffia-basket', 'Option1 Value': 'Large', 'Variant SKU': 'RB-L', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '0', 'Variant Inventory Policy': 'continue', 'Variant Price': '14000' },
      { Handle: 'raffia-basket', 'Option1 Value': 'Medium', 'Variant SKU': 'RB-M', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '3', 'Variant Inventory Policy': 'deny', 'Variant Price': '11000' },
    ]);
  const variantsOf = async () =>
    db
      .select({ sku: productVariants.sku, stock: productVariants.stockQuantity, min: productVariants.leadTimeMinDays, max: productVariants.leadTimeMaxDays })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.handle, 'raffia-basket')))
      .orderBy(asc(productVariants.sku));

  it('counts them in the preview and sells them made to order in the lead time given, with the orders each can take', async () => {
    const planned = await previewOf(callers.admin, uncountedFile());
    expect(planned.uncounted).toEqual({ untracked: 1, continueSelling: 1 });
    const result = await importPreviewed(callers.admin, planned, { inventory: { sellAs: 'made-to-order', leadTimeMinDays: 14, leadTimeMaxDays: 28, units: 5 } });
    expect(result.ok).toBe(true);
    expect(await variantsOf()).toEqual([
      { sku: 'RB-L', stock: 5, min: 14, max: 28 },
      // Counted by Shopify: as the file says, from stock.
      { sku: 'RB-M', stock: 3, min: null, max: null },
      { sku: 'RB-S', stock: 5, min: 14, max: 28 },
    ]);
  });

  it('or from stock, with the number the admin gives; a lead time shorter at its longest is refused', async () => {
    const planned = await previewOf(callers.admin, uncountedFile());
    const wrong = await importPreviewed(callers.admin, planned, { inventory: { sellAs: 'made-to-order', leadTimeMinDays: 30, leadTimeMaxDays: 10, units: 5 } });
    expect(wrong).toMatchObject({ ok: false });
    const result = await importPreviewed(callers.admin, planned, { inventory: { sellAs: 'stock', units: 7 } });
    expect(result.ok).toBe(true);
    expect(await variantsOf()).toEqual([
      { sku: 'RB-L', stock: 7, min: null, max: null },
      { sku: 'RB-M', stock: 3, min: null, max: null },
      { sku: 'RB-S', stock: 7, min: null, max: null },
    ]);
  });
});
