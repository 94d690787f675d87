// @postgres: several stock saves from the same count at once, checked under the product's lock
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { newCategory, newLocation, newProduct, placeTestOrder, putStockAt, variantsOf } from '../helpers/factories';
import { firstLocationId, heldAt } from '../helpers/locations';
import { takeBankTransfers } from '../helpers/checkout';
import { productFormInput } from '../helpers/product-form';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { db } from '@/server/db/client';
import { products, stockMovements, websiteSettings } from '@/server/db/schema';
import { updateProductAction } from '@/server/catalog/actions/update-product';
import { setVariantStockAction } from '@/server/catalog/actions/set-variant-stock';
import { importCatalogueAction } from '@/server/catalog/actions/import-catalogue';
import { countStockAction } from '@/server/stock/actions/count-stock';
import { sellInShowroomAction } from '@/server/pos/actions/sell-in-showroom';
import { POST as previewRoute } from '@/app/admin/products/import/route';
import { GET as exportRoute } from '@/app/admin/products/export/route';
import type { ImportPreview } from '@/lib/catalog-csv/import-report';
import type { ProductFormInput } from '@/lib/schemas/product';

// Stock changes by difference (docs/decisions/0068-stock-changes-by-difference.md): every screen and file
// that changes a count sends the count it read; a count sold since refuses the save with the count now
// and what sold it, a count left as it was is not touched, and an import keeps the shop's counts unless
// the admin sets them from the file. Each test here failed when the product form, the list's stock
// editor, a count and the import wrote their numbers whole.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);
const ORIGIN = 'http://localhost:3000';
const PRICE = 450_000_00;

beforeAll(async () => {
  await takeBankTransfers();
});
beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await newCategory('Sofas');
});

/** A sofa sold online from the main warehouse (3) and Lekki showroom (2, which sells online too): 5 on the website. */
async function sofaAtLekki(values: Parameters<typeof newProduct>[0] = {}) {
  const product = await newProduct({ name: 'Ikoyi Sofa', handle: 'ikoyi-sofa', priceKobo: PRICE, stockQuantity: 3, ...values });
  const variants = await variantsOf(product.id);
  const lekki = await newLocation({ name: 'Lekki showroom' });
  for (const variant of variants) await putStockAt(lekki.id, variant.id, 2);
  return { product, variant: variants[0]!, variants, lekki };
}

/** One piece sold at the showroom's Sell screen. */
async function sellInShowroom(locationId: string, variantId: string, quantity = 1) {
  const sold = await as(callers.admin, () =>
    sellInShowroomAction({
      locationId,
      lines: [{ variantId, quantity, unitPriceKobo: PRICE }],
      customer: { kind: 'walk_in' },
      payments: [{ method: 'cash', amount: String((PRICE * quantity) / 100) }],
      idempotencyKey: randomUUID(),
    }),
  );
  if (!sold.ok) throw new Error(sold.error);
}

/** The product form of a piece without options, as the browser sends it when opened now. */
async function openedForm(productId: string): Promise<ProductFormInput & { id: string }> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  const [variant] = await variantsOf(productId);
  return {
    id: productId,
    ...productFormInput({
      name: product!.name,
      category: product!.category,
      price: String(product!.priceKobo / 100),
      description: product!.description ?? '',
      stockQuantity: String(variant!.stockQuantity),
      stockQuantityRead: variant!.stockQuantity,
    }),
  };
}

const onlineStock = async (productId: string) => (await variantsOf(productId)).map((variant) => variant.stockQuantity);
const editsOf = (variantId: string) => db.select().from(stockMovements).where(and(eq(stockMovements.variantId, variantId), eq(stockMovements.reason, 'edit')));

describe('the product form', () => {
  it('refuses a stock changed from a count sold since it opened, with the count now and what sold it; then moves it by the difference', async () => {
    const { product, variant, lekki } = await sofaAtLekki();
    const opened = await openedForm(product.id);
    await sellInShowroom(lekki.id, variant.id);

    const refused = await as(callers.admin, () => updateProductAction({ ...opened, description: 'Iroko frame.', stockQuantity: '8' }));
    expect(refused).toEqual({
      ok: false,
      code: 'rejected',
      error: 'Ikoyi Sofa: 1 sold in the showroom since you opened this: now 4. Nothing was saved: check the count and save again.',
      details: {
        fieldErrors: { stockQuantity: ['1 sold in the showroom since you opened this: now 4. Check it and save again.'] },
        moved: [{ variantId: variant.id, field: 'stockQuantity', readField: 'stockQuantityRead', now: 4 }],
      },
    });
    expect(await onlineStock(product.id)).toEqual([4]);
    expect((await db.select().from(products).where(eq(products.id, product.id)))[0]!.description).toBeNull();

    // Saved again from the count now, 4 -> 8: four more, at the first location that sells online.
    const warehouse = await firstLocationId();
    expect(await as(callers.admin, () => updateProductAction({ ...opened, description: 'Iroko frame.', stockQuantity: '8', stockQuantityRead: 4 }))).toMatchObject({ ok: true });
    expect(await onlineStock(product.id)).toEqual([8]);
    expect([await heldAt(warehouse, variant.id), await heldAt(lekki.id, variant.id)]).toEqual([7, 1]);
    expect((await editsOf(variant.id)).map(({ change, stockAfter, locationId }) => ({ change, stockAfter, locationId }))).toContainEqual({ change: 4, stockAfter: 8, locationId: warehouse });
  });

  it('saves a description over a count sold since it opened, leaving the piece sold', async () => {
    const { product, variant, lekki } = await sofaAtLekki();
    const opened = await openedForm(product.id);
    await sellInShowroom(lekki.id, variant.id);
    const edits = (await editsOf(variant.id)).length;

    expect(await as(callers.admin, () => updateProductAction({ ...opened, description: 'Iroko frame, linen cushions.' }))).toEqual({ ok: true, data: { id: product.id } });
    expect(await onlineStock(product.id)).toEqual([4]);
    expect([await heldAt(await firstLocationId(), variant.id), await heldAt(lekki.id, variant.id)]).toEqual([3, 1]);
    expect((await db.select().from(products).where(eq(products.id, product.id)))[0]!.description).toBe('Iroko frame, linen cushions.');
    expect(await editsOf(variant.id)).toHaveLength(edits);
  });

  it('names each variant sold since, by the field that shows it, and what sold it: online, then in the showroom', async () => {
    const variant = { priceKobo: null, discountPriceKobo: null, imageUrl: null, stockQuantity: 3 };
    const { product, variants, lekki } = await sofaAtLekki({
      offer: {
        options: [{ name: 'Fabric', values: [{ value: 'Linen', swatchImageUrl: null }, { value: 'Velvet', swatchImageUrl: null }] }],
        variants: [
          { ...variant, values: ['Linen'], sku: 'IK-LIN' },
          { ...variant, values: ['Velvet'], sku: 'IK-VEL' },
        ],
      },
    });
    const [linen, velvet] = variants;
    const row = (variant: typeof linen, stock: string) => ({ id: variant!.id, values: [variant!.option1!], sku: variant!.sku!, price: '', discountPrice: '', stock, stockRead: 5, imageUrl: '' });
    const form = (linenStock: string) =>
      productFormInput({
        name: 'Ikoyi Sofa',
        category: product.category,
        price: '450000',
        options: [{ name: 'Fabric', values: [{ value: 'Linen', swatchImageUrl: '' }, { value: 'Velvet', swatchImageUrl: '' }] }],
        variants: [row(linen, linenStock), row(velvet, '5')],
      });
    await placeTestOrder([{ productId: product.id, unitPriceKobo: PRICE, variant: 'Linen' }]);
    await sellInShowroom(lekki.id, linen!.id);

    const refused = await as(callers.admin, () => updateProductAction({ id: product.id, ...form('9') }));
    expect(refused).toMatchObject({
      ok: false,
      error: 'Ikoyi Sofa (Linen): 1 sold online and 1 sold in the showroom since you opened this: now 3. Nothing was saved: check the count and save again.',
      details: { fieldErrors: { 'variants.0.stock': ['1 sold online and 1 sold in the showroom since you opened this: now 3. Check it and save again.'] } },
    });
    expect(await onlineStock(product.id)).toEqual([3, 5]);
    // Velvet, read as 5 and still 5, is the one left as it was: the save goes through once Linen is not changed.
    expect(await as(callers.admin, () => updateProductAction({ id: product.id, ...form('5') }))).toMatchObject({ ok: true });
    expect(await onlineStock(product.id)).toEqual([3, 5]);
  });
});

describe('the variants the product form read', () => {
  it('refuses a save from a form opened before a colleague added a variant, which it would delete with its stock', async () => {
    const { product, variants } = await sofaAtLekki({
      offer: { options: [{ name: 'Fabric', values: [{ value: 'Linen', swatchImageUrl: null }] }], variants: [{ values: ['Linen'], sku: 'IK-LIN', priceKobo: null, discountPriceKobo: null, imageUrl: null, stockQuantity: 3 }] },
    });
    const linen = variants[0]!;
    const fabric = (values: string[]) => ({ name: 'Fabric', values: values.map((value) => ({ value, swatchImageUrl: '' })) });
    const linenRow = { id: linen.id, values: ['Linen'], sku: 'IK-LIN', price: '', discountPrice: '', stock: '5', stockRead: 5, imageUrl: '' };
    const form = (fields: Partial<ProductFormInput>) => ({ id: product.id, variantIdsRead: [linen.id], ...productFormInput({ name: 'Ikoyi Sofa', category: product.category, price: '450000', ...fields }) });
    const opened = form({ options: [fabric(['Linen'])], variants: [linenRow] });

    // A colleague adds Velvet with 4 in stock; then the form opened before it is saved with a new description.
    const velvetRow = { id: '', values: ['Velvet'], sku: 'IK-VEL', price: '', discountPrice: '', stock: '4', stockRead: null, imageUrl: '' };
    expect(await as(callers.admin, () => updateProductAction(form({ options: [fabric(['Linen', 'Velvet'])], variants: [linenRow, velvetRow] })))).toMatchObject({ ok: true });
    const refused = await as(callers.admin, () => updateProductAction({ ...opened, description: 'Iroko frame.' }));
    expect(refused).toMatchObject({
      ok: false,
      error: 'Ikoyi Sofa (Velvet) was added since you opened this. Nothing was saved: reload the page to see the variants now, then make your changes again.',
    });
    expect(await onlineStock(product.id)).toEqual([5, 4]);
    expect((await db.select().from(products).where(eq(products.id, product.id)))[0]!.description).toBeNull();
  });
});

describe('the products list’s stock editor', () => {
  it('refuses a count sold since the list showed it, and moves a count by the difference', async () => {
    const { product, variant, lekki } = await sofaAtLekki();
    await sellInShowroom(lekki.id, variant.id, 2);
    const save = (stockRead: number, stockQuantity: string) =>
      as(callers.admin, () => setVariantStockAction({ productId: product.id, stock: [{ variantId: variant.id, stockRead, stockQuantity }] }));

    expect(await save(5, '6')).toMatchObject({
      ok: false,
      error: 'Ikoyi Sofa: 2 sold in the showroom since you opened this: now 3. Nothing was saved: check the count and save again.',
      details: { fieldErrors: { 'stock.0.stockQuantity': ['2 sold in the showroom since you opened this: now 3. Check it and save again.'] }, moved: [{ now: 3 }] },
    });
    expect(await onlineStock(product.id)).toEqual([3]);
    expect(await save(3, '1')).toEqual({ ok: true, data: { stockQuantity: 1 } });
    // Taken from the locations that sell online in their order: the warehouse first.
    expect([await heldAt(await firstLocationId(), variant.id), await heldAt(lekki.id, variant.id)]).toEqual([1, 0]);
  });

  it('lets one of several saves from the same count through, the others refused (the count is checked under the product’s lock)', async () => {
    const { product, variant } = await sofaAtLekki();
    const saves = await Promise.all(
      [6, 7, 8, 9].map((wanted) => as(callers.admin, () => setVariantStockAction({ productId: product.id, stock: [{ variantId: variant.id, stockRead: 5, stockQuantity: String(wanted) }] }))),
    );
    const through = saves.filter((save) => save.ok);
    expect(through).toHaveLength(1);
    expect(saves.filter((save) => !save.ok).every((save) => !save.ok && / since you opened this: now \d\./.test(save.error))).toBe(true);
    expect(await onlineStock(product.id)).toEqual([(through[0] as { data: { stockQuantity: number } }).data.stockQuantity]);
  });
});

describe('a count at a location', () => {
  it('refuses a line whose count was sold since it was added, with the count now; a line that finds what it read changes nothing', async () => {
    const { product, variant, lekki } = await sofaAtLekki();
    const chair = await newProduct({ name: 'Ekiti Chair', stockQuantity: 0 });
    const [chairVariant] = await variantsOf(chair.id);
    await putStockAt(lekki.id, chairVariant!.id, 1);
    await sellInShowroom(lekki.id, variant.id);

    const count = (held: number, counted: string) =>
      as(callers.admin, () =>
        countStockAction({
          locationId: lekki.id,
          lines: [
            { variantId: chairVariant!.id, held: 1, counted: '1' },
            { variantId: variant.id, held, counted },
          ],
          reason: 'counted',
        }),
      );
    expect(await count(2, '0')).toMatchObject({
      ok: false,
      error: 'Ikoyi Sofa: 1 sold in the showroom since it was added to this count: now 1. Nothing was saved: check the count and save again.',
      details: { fieldErrors: { 'lines.1.counted': ['1 sold in the showroom since it was added to this count: now 1. Check it and save again.'] }, moved: [{ readField: 'lines.1.held', now: 1 }] },
    });
    expect(await heldAt(lekki.id, variant.id)).toBe(1);
    // Found on the shelf as the count said: nothing to change, however the count moved.
    expect(await count(2, '2')).toEqual({ ok: true, data: { changed: 0 } });
    expect(await count(1, '0')).toEqual({ ok: true, data: { changed: 1 } });
    expect([await heldAt(lekki.id, variant.id), ...(await onlineStock(product.id))]).toEqual([0, 3]);
  });
});

describe('the catalogue import', () => {
  const cookie = () => callers.admin.headers.get('cookie') ?? '';

  async function exported() {
    const response = await exportRoute(new Request(`${ORIGIN}/admin/products/export`, { headers: { cookie: cookie() } }));
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')![1]!;
    return { name, text: (await response.text()).replace(/^\uFEFF/, '') };
  }

  async function preview(text: string, name: string): Promise<ImportPreview> {
    const body = new TextEncoder().encode(text);
    const response = await previewRoute(
      new Request(`${ORIGIN}/admin/products/import?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { cookie: cookie(), origin: ORIGIN, 'content-type': 'text/csv', 'content-length': String(body.length) },
        body,
      }),
    );
    const answer = (await response.json()) as { data: ImportPreview | null; error: string | null };
    expect(answer.error).toBeNull();
    return answer.data!;
  }

  const importPlanned = (planned: ImportPreview, stockFromFile: boolean) =>
    as(callers.admin, () => importCatalogueAction({ token: planned.token, fileName: planned.fileName, stockFromFile, previewedAt: planned.previewedAt }));

  /** The sofa exported at 5, then one sold in the showroom, and its price changed in the file. */
  async function exportThenSell() {
    const sofa = await sofaAtLekki();
    const file = await exported();
    expect(file.name).toMatch(/^products-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/);
    await sellInShowroom(sofa.lekki.id, sofa.variant.id);
    return { ...sofa, name: file.name, text: file.text.replace(',450000,', ',460000,') };
  }

  it('keeps the stock sold since the export unless told otherwise; the preview shows the count now, in the file and sold since', async () => {
    const { product, name, text } = await exportThenSell();
    const planned = await preview(text, name);
    expect(planned.exportedAt).not.toBeNull();
    expect(planned.counts).toEqual({ create: 0, update: 1, unchanged: 0, refused: 0 });
    expect(planned.entries[0]).toMatchObject({ changes: ['prices', 'stock'], stock: [{ row: 2, variant: null, now: 4, inFile: 5, soldSinceExport: 1 }], stockUnlisted: 0 });

    const result = await importPlanned(planned, false);
    expect(result).toMatchObject({ ok: true, data: { counts: { update: 1 } } });
    expect(await onlineStock(product.id)).toEqual([4]);
    expect((await db.select().from(products).where(eq(products.id, product.id)))[0]!.priceKobo).toBe(460_000_00);
  });

  it('sets the stock from the file when the admin chooses it, by the difference from the count now', async () => {
    const { product, variant, lekki, name, text } = await exportThenSell();
    const planned = await preview(text, name);
    expect(await importPlanned(planned, true)).toMatchObject({ ok: true, data: { counts: { update: 1, refused: 0 } } });
    expect(await onlineStock(product.id)).toEqual([5]);
    const warehouse = await firstLocationId();
    expect([await heldAt(warehouse, variant.id), await heldAt(lekki.id, variant.id)]).toEqual([4, 1]);
    // The history says where the unit went, by the admin who imported.
    expect((await editsOf(variant.id)).at(-1)).toMatchObject({ change: 1, stockAfter: 5, locationId: warehouse, actorName: expect.any(String) });
  });

  it('counts a product whose only change is its stock as unchanged, unless stock is set from the file; a file whose name does not say when tells no sales', async () => {
    const { product, name, text } = await exportThenSell();
    const planned = await preview(text.replace(',460000,', ',450000,'), 'my-catalogue.csv');
    expect(planned).toMatchObject({ exportedAt: null, stockOnly: 1, counts: { update: 0, unchanged: 1 } });
    expect(planned.entries[0]!.stock).toEqual([{ row: 2, variant: null, now: 4, inFile: 5, soldSinceExport: null }]);
    expect(await importPlanned(planned, false)).toMatchObject({ ok: true, data: { counts: { update: 0, unchanged: 1 } } });
    expect(await onlineStock(product.id)).toEqual([4]);
    expect(name).not.toBe('my-catalogue.csv');
  });

  it('refuses to set a count sold since the preview, naming what sold it, and imports the rest', async () => {
    const { product, variant, lekki, name, text } = await exportThenSell();
    const planned = await preview(text, name);
    await sellInShowroom(lekki.id, variant.id);
    const result = await importPlanned(planned, true);
    expect(result).toMatchObject({
      ok: true,
      data: { counts: { update: 0, refused: 1 }, refused: [{ handle: 'ikoyi-sofa', problems: [{ row: 2, message: '1 sold in the showroom since the preview: now 3. Preview the file again to set its stock from it.' }] }] },
    });
    expect(await onlineStock(product.id)).toEqual([3]);
    // Setting stock from the file needs the preview's moment.
    expect(await as(callers.admin, () => importCatalogueAction({ token: planned.token, fileName: planned.fileName, stockFromFile: true }))).toMatchObject({
      ok: false,
      fieldErrors: { previewedAt: ['Preview the file again.'] },
    });
  });
});
