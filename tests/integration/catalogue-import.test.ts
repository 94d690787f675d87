// @postgres: the import's writes, checked in SQL, and the triggers of its migrations
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { parse as parseCsv } from 'csv-parse/sync';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, type TestCaller } from '../helpers/sessions';
import { newCategory, newProduct } from '../helpers/factories';
import { freeLoopbackPort } from '../helpers/loopback-port';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { runJobsUntilIdle } from '../helpers/jobs';
import { db, queryRows } from '@/server/db/client';
import { auditLog, importPictures, productOptions, productOptionValues, products, productVariants, websiteSettings } from '@/server/db/schema';
import { POST as previewRoute } from '@/app/admin/products/import/route';
import { GET as exportRoute } from '@/app/admin/products/export/route';
import { importCatalogueAction } from '@/server/catalog/actions/import-catalogue';
import type { ImportPreview } from '@/lib/catalog-csv/import-report';
import { MAX_IMAGE_BYTES } from '@/lib/constants';

// The Products screen's Import and Export against a real database (PGlite here, PostgreSQL with
// TEST_DATABASE_URL), through the real route handlers and server action with real session cookies:
// a Shopify file of products with variants previewed, then imported in one transaction, its pictures
// fetched afterwards by the job from a server on loopback; the refusals with their rows; all or nothing;
// and the export that imports back to the same catalogue (docs/decisions/0055-catalogue-import.md). The
// picture job itself: tests/integration/catalogue-import-pictures.test.ts.

const { dataDir } = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  // The pictures below are served on 127.0.0.1, which the import refuses outside the tests.
  process.env.IMPORT_ALLOW_LOOPBACK = 'true';
  return { dataDir: pointDataDirAtTempFolder() };
});

const ORIGIN = 'http://localhost:3000';
const callers = setUpAdminTestDatabase(dataDir);

let pictures: http.Server;
let pictureBase = '';
let pictureRequests = 0;

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2d4a7a' } }).png().toBuffer();
  pictures = http.createServer((request, response) => {
    pictureRequests += 1;
    if (request.url?.endsWith('.png')) {
      if (request.url.includes('missing')) response.writeHead(404).end('Not found');
      else if (request.url.includes('huge')) response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(MAX_IMAGE_BYTES + 1));
      else response.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
    } else response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>');
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pictures.close(() => resolve())));

beforeEach(async () => {
  await resetDatabase({ keep: [...SIGNED_IN_ACCOUNTS, websiteSettings] });
  await newCategory('Sofas');
  await newCategory('Lighting');
});

// ---- helpers ------------------------------------------------------------------------------

const LONG_STANDING = [
  'Handle', 'Title', 'Body (HTML)', 'Vendor', 'Type', 'Tags', 'Published', 'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value',
  'Option3 Name', 'Option3 Value', 'Variant SKU', 'Variant Grams', 'Variant Inventory Qty', 'Variant Price', 'Variant Compare At Price',
  'Variant Barcode', 'Image Src', 'Image Position', 'Variant Image', 'SEO Title', 'Status',
];

type Row = Partial<Record<(typeof LONG_STANDING)[number], string>>;

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
function csv(rows: Row[], header: readonly string[] = LONG_STANDING) {
  return [header, ...rows.map((row) => header.map((column) => row[column] ?? ''))].map((cells) => cells.map(quoted).join(',')).join('\r\n') + '\r\n';
}

/** A sofa in Size x Fabric over rows 2-5 with three pictures, and a cushion without options on row 6. */
function shopifyFile() {
  return csv([
    {
      Handle: 'ikoyi-sofa', Title: 'Ikoyi Sofa', 'Body (HTML)': '<p>Hand-built in <strong>Lagos</strong>.</p><p>Iroko frame &amp; linen</p>', Vendor: 'Adire',
      Type: 'Sofas', Tags: 'living, handmade', Published: 'TRUE', 'Option1 Name': 'Size', 'Option1 Value': '2-seater', 'Option2 Name': 'Fabric',
      'Option2 Value': 'Linen', 'Variant SKU': 'IK-2-LIN', 'Variant Grams': '40000', 'Variant Inventory Qty': '3', 'Variant Price': '450000',
      'Image Src': `${pictureBase}/sofa.png`, 'Image Position': '1', Status: 'active',
    },
    { Handle: 'ikoyi-sofa', 'Option1 Value': '2-seater', 'Option2 Value': 'Velvet', 'Variant SKU': 'IK-2-VEL', 'Variant Inventory Qty': '2', 'Variant Price': '520000', 'Image Src': `${pictureBase}/sofa-side.png`, 'Image Position': '2' },
    { Handle: 'ikoyi-sofa', 'Option1 Value': '3-seater', 'Option2 Value': 'Linen', 'Variant SKU': 'IK-3-LIN', 'Variant Inventory Qty': '5', 'Variant Price': '610000', 'Variant Compare At Price': '650000', 'Variant Image': `${pictureBase}/sofa-linen.png` },
    { Handle: 'ikoyi-sofa', 'Option1 Value': '3-seater', 'Option2 Value': 'Velvet', 'Variant SKU': 'IK-3-VEL', 'Variant Inventory Qty': '0', 'Variant Price': '690000.50' },
    {
      Handle: 'adire-cushion', Title: 'Adire Cushion', 'Body (HTML)': 'Indigo cotton', Type: 'sofas', Published: 'TRUE', 'Option1 Name': 'Title', 'Option1 Value': 'Default Title',
      'Variant SKU': 'AD-CUSH', 'Variant Inventory Qty': '12', 'Variant Price': '25000', 'Image Src': `${pictureBase}/missing.png`, Status: 'draft',
    },
  ]);
}

function cookieOf(caller: TestCaller) {
  return caller.headers.get('cookie') ?? '';
}

async function previewResponse(text: string, caller: TestCaller = callers.admin) {
  const body = new TextEncoder().encode(text);
  return previewRoute(
    new Request(`${ORIGIN}/admin/products/import?name=catalogue.csv`, {
      method: 'POST',
      headers: { cookie: cookieOf(caller), origin: ORIGIN, 'content-type': 'text/csv', 'content-length': String(body.length) },
      body,
    }),
  );
}

async function preview(text: string): Promise<ImportPreview> {
  const response = await previewResponse(text);
  const answer = (await response.json()) as { data: ImportPreview | null; error: string | null };
  expect(answer.error).toBeNull();
  return answer.data!;
}

async function importFile(text: string) {
  const planned = await preview(text);
  const result = await as(callers.admin, () => importCatalogueAction({ token: planned.token, fileName: planned.fileName }));
  return { planned, result };
}

async function exported(caller: TestCaller = callers.admin) {
  const response = await exportRoute(new Request(`${ORIGIN}/admin/products/export`, { headers: { cookie: cookieOf(caller) } }));
  return { status: response.status, text: (await response.text()).replace(/^\uFEFF/, '') };
}

async function productByHandle(handle: string) {
  const [product] = await db.select().from(products).where(eq(products.handle, handle));
  return product;
}

async function variantRows(productId: string) {
  return db
    .select({ values: sql<string[]>`array_remove(array[${productVariants.option1}, ${productVariants.option2}, ${productVariants.option3}], null)`, sku: productVariants.sku, priceKobo: productVariants.priceKobo, discountPriceKobo: productVariants.discountPriceKobo, stock: productVariants.stockQuantity, imageUrl: productVariants.imageUrl })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), sql`${productVariants.archivedAt} is null`))
    .orderBy(asc(productVariants.position));
}

async function optionsOf(productId: string) {
  const rows = await db
    .select({ name: productOptions.name, value: productOptionValues.value })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
  const options = new Map<string, string[]>();
  for (const row of rows) options.set(row.name, [...(options.get(row.name) ?? []), row.value]);
  return Object.fromEntries(options);
}

const productCount = async () => (await db.select({ n: count() }).from(products))[0]!.n;

// ---- import -------------------------------------------------------------------------------

describe('Import of a Shopify product CSV', () => {
  it('previews what it would create without writing anything, then imports the products with their options, variants, prices, stock and pictures', async () => {
    const planned = await preview(shopifyFile());
    expect(planned.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 0 });
    expect(planned.entries.map(({ kind, row, handle, title, variants }) => ({ kind, row, handle, title, variants }))).toEqual([
      { kind: 'create', row: 2, handle: 'ikoyi-sofa', title: 'Ikoyi Sofa', variants: 4 },
      { kind: 'create', row: 6, handle: 'adire-cushion', title: 'Adire Cushion', variants: 1 },
    ]);
    expect(await productCount()).toBe(0);
    expect(pictureRequests).toBe(0);

    const result = await as(callers.admin, () => importCatalogueAction({ token: planned.token, fileName: planned.fileName }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 0 });
    // The products are in at once; their pictures (the sofa's two and its linen's, the cushion's one) wait for the job.
    expect(result.data.picturesToFetch).toBe(4);
    expect(pictureRequests).toBe(0);
    expect(await productByHandle('ikoyi-sofa')).toMatchObject({ imageUrl: null, additionalImages: [] });
    await runJobsUntilIdle();
    // A picture that cannot be fetched is recorded with why; its product stays imported without it.
    expect(await db.select({ row: importPictures.row, url: importPictures.url, reason: importPictures.reason }).from(importPictures).where(eq(importPictures.state, 'failed'))).toEqual([
      { row: 6, url: `${pictureBase}/missing.png`, reason: 'the server answered 404' },
    ]);

    const sofa = (await productByHandle('ikoyi-sofa'))!;
    expect(sofa).toMatchObject({
      name: 'Ikoyi Sofa',
      description: 'Hand-built in Lagos.\nIroko frame & linen',
      category: 'sofas',
      tags: ['living', 'handmade'],
      status: 'active',
      // The product's price is its first variant's; the stock is the variants' sum.
      priceKobo: 450_000_00,
      discountPriceKobo: null,
      stockQuantity: 10,
    });
    // The filter and search columns, refreshed once at the end of the import (migration 0040), read as the
    // triggers would have written them: every value, the cheapest price paid, on sale, the variants' SKUs.
    expect(sofa).toMatchObject({
      facetValues: ['fabric=linen', 'fabric=velvet', 'size=2-seater', 'size=3-seater'],
      fromPriceKobo: 450_000_00,
      onSale: true,
    });
    expect(sofa.searchOptions.split(' ').sort()).toEqual(['2-seater', '3-seater', 'ik-2-lin', 'ik-2-vel', 'ik-3-lin', 'ik-3-vel', 'linen', 'velvet']);
    expect(sofa.imageUrl).toMatch(/^\/media\/products\/.+\.webp$/);
    expect(sofa.thumbnailUrl).toMatch(/^\/media\/products\/.+\.webp$/);
    expect(sofa.additionalImages).toHaveLength(1);
    expect(await optionsOf(sofa.id)).toEqual({ Size: ['2-seater', '3-seater'], Fabric: ['Linen', 'Velvet'] });
    const variants = await variantRows(sofa.id);
    expect(variants.map(({ imageUrl, ...variant }) => ({ ...variant, picture: imageUrl !== null }))).toEqual([
      { values: ['2-seater', 'Linen'], sku: 'IK-2-LIN', priceKobo: null, discountPriceKobo: null, stock: 3, picture: false },
      { values: ['2-seater', 'Velvet'], sku: 'IK-2-VEL', priceKobo: 520_000_00, discountPriceKobo: null, stock: 2, picture: false },
      // Shopify's compare-at is the regular price; its price is the sale price.
      { values: ['3-seater', 'Linen'], sku: 'IK-3-LIN', priceKobo: 650_000_00, discountPriceKobo: 610_000_00, stock: 5, picture: true },
      { values: ['3-seater', 'Velvet'], sku: 'IK-3-VEL', priceKobo: 690_000_50, discountPriceKobo: null, stock: 0, picture: false },
    ]);

    const cushion = (await productByHandle('adire-cushion'))!;
    expect(cushion).toMatchObject({ name: 'Adire Cushion', sku: 'AD-CUSH', status: 'draft', priceKobo: 25_000_00, stockQuantity: 12, imageUrl: null });
    expect(await optionsOf(cushion.id)).toEqual({});
    expect(await variantRows(cushion.id)).toEqual([{ values: [], sku: 'AD-CUSH', priceKobo: null, discountPriceKobo: null, stock: 12, imageUrl: null }]);

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityType, 'import')).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'import', actorEmail: callers.admin.email });
    expect(audit!.details).toMatchObject({ file: 'catalogue.csv', create: 2, update: 0, refused: 0, picturesToFetch: 4 });
  });

  it('reads the current export’s headers and Product Category’s last level, and updates a product matched by its handle', async () => {
    const lamp = await newProduct({ name: 'Old Lamp', handle: 'oja-lamp', category: 'lighting', priceKobo: 10_000_00 });
    const header = ['Title', 'URL handle', 'Description', 'Vendor', 'Product category', 'Type', 'Status', 'SKU', 'Barcode', 'Option1 name', 'Option1 value', 'Price', 'Compare-at price', 'Inventory quantity', 'Weight value (grams)', 'Product image URL'];
    const file = csv(
      [
        { Title: 'Oja Lamp', 'URL handle': 'oja-lamp', Description: '<p>Brass</p>', 'Product category': 'Home & Garden > Lighting', Status: 'active', SKU: 'OJA-1', 'Option1 name': 'Title', 'Option1 value': 'Default Title', Price: '₦85,000.00', 'Inventory quantity': '4' },
      ] as Row[],
      header,
    );
    const { planned, result } = await importFile(file);
    expect(planned.counts).toEqual({ create: 0, update: 1, unchanged: 0, refused: 0 });
    expect(planned.entries[0]!.changes).toEqual(expect.arrayContaining(['name', 'description', 'variants', 'prices', 'stock']));
    expect(result.ok).toBe(true);
    const saved = (await productByHandle('oja-lamp'))!;
    // The shop's stock is kept: only "Set stock from the file" writes the file's 4 (tests/integration/stale-stock.test.ts).
    expect(saved).toMatchObject({ id: lamp.id, name: 'Oja Lamp', description: 'Brass', category: 'lighting', priceKobo: 85_000_00, stockQuantity: lamp.stockQuantity, sku: 'OJA-1' });
    expect(saved).toMatchObject({ fromPriceKobo: 85_000_00, searchOptions: 'oja-1' });
  });

  it('refuses products with their rows and reasons, and imports the rest', async () => {
    await newProduct({ name: 'Ekiti Chair', handle: 'ekiti-chair', offer: { options: [], variants: [{ values: [], sku: 'TAKEN-1', priceKobo: null, discountPriceKobo: null, stockQuantity: 1, imageUrl: null }] } });
    const header = [...LONG_STANDING, 'Option4 Name', 'Option4 Value'];
    const file = csv(
      [
        { Handle: 'lagos-lamp', Title: 'Lagos Lamp', Type: 'Lamps', 'Variant Price': '50000' },
        { Handle: 'eko-table', Title: 'Eko Table', Type: 'Sofas', 'Variant Price': 'abc' },
        { Handle: 'pouf', Title: 'Pouf', Type: 'Sofas', 'Option1 Name': 'Size', 'Option1 Value': 'Large', 'Variant Price': '30000' },
        { Handle: 'pouf', 'Option1 Value': 'large', 'Variant Price': '31000' },
        { Handle: 'stool', Title: 'Stool', Type: 'Sofas', 'Option1 Name': 'Size', 'Option1 Value': 'S', 'Option2 Name': 'Wood', 'Option2 Value': 'Oak', 'Option3 Name': 'Finish', 'Option3 Value': 'Oiled', 'Option4 Name': 'Legs', 'Option4 Value': 'Brass', 'Variant Price': '20000' },
        { Handle: 'bench', Title: 'Bench', Type: 'Sofas', 'Variant Price': '40000', 'Image Src': 'http://10.0.0.8/bench.jpg' },
        { Handle: 'metadata', Title: 'Metadata', Type: 'Sofas', 'Variant Price': '40000', 'Image Src': 'http://169.254.169.254/latest/meta-data.png' },
        { Handle: 'ibadan-stool', Title: 'Ibadan Stool', Type: 'Sofas', 'Variant SKU': 'TAKEN-1', 'Variant Price': '15000' },
        { Handle: 'good-sofa', Title: 'Good Sofa', Type: 'Sofas', 'Variant Price': '300000' },
      ] as Row[],
      header,
    );
    const planned = await preview(file);
    // A category the shop lacks is not a refusal: the preview asks where its products go.
    expect(planned.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 6 });
    expect(planned.missingCategories).toEqual([{ key: 'lamps', path: ['Lamps'], products: 1, remembered: null }]);
    const refused = planned.entries.filter((entry) => entry.kind === 'refused').map((entry) => ({ handle: entry.handle, problems: entry.problems }));
    expect(refused).toEqual([
      { handle: 'eko-table', problems: [{ row: 3, message: 'Variant Price "abc" is not an amount in naira' }] },
      { handle: 'pouf', problems: [{ row: 5, message: 'The same combination appears twice: Size Large' }] },
      { handle: 'stool', problems: [{ row: 6, message: 'Option4 Name is given: a product can have at most 3 options' }] },
      { handle: 'bench', problems: [{ row: 7, message: 'The picture http://10.0.0.8/bench.jpg cannot be fetched: 10.0.0.8 is a private or local network address: pictures must come from the public internet' }] },
      { handle: 'metadata', problems: [{ row: 8, message: expect.stringContaining('169.254.169.254 is a private or local network address') }] },
      { handle: 'ibadan-stool', problems: [{ row: 9, message: 'The SKU TAKEN-1 is already used by Ekiti Chair (ekiti-chair)' }] },
    ]);

    // Imported without deciding the lamp's category, the lamp is refused and told why.
    const result = await as(callers.admin, () => importCatalogueAction({ token: planned.token, fileName: planned.fileName }));
    expect(result.ok && result.data.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 7 });
    expect(result.ok && result.data.refused[0]).toMatchObject({ handle: 'lagos-lamp', problems: [{ row: 2, message: 'The category "Lamps" does not exist: preview the file again to choose where its products go' }] });
    expect((await db.select({ handle: products.handle }).from(products).orderBy(asc(products.handle))).map((row) => row.handle)).toEqual(['ekiti-chair', 'good-sofa']);
  });

  it('refuses a file without the columns it needs, and a file too large, before anything else', async () => {
    const planned = await preview('Name,Cost\r\nSofa,1\r\n');
    expect(planned.counts.refused).toBe(1);
    expect(planned.entries[0]!.problems[0]!.message).toMatch(/has no Handle or URL handle, Title and Variant Price or Price column/);
    const large = await previewRoute(
      new Request(`${ORIGIN}/admin/products/import`, { method: 'POST', headers: { cookie: cookieOf(callers.admin), origin: ORIGIN, 'content-length': String(21 * 1024 * 1024) }, body: 'x' }),
    );
    expect(large.status).toBe(413);
  });

  it('writes all or nothing: a failure in the middle of the write leaves the catalogue as it was', async () => {
    const existing = await newProduct({ name: 'Ikoyi Sofa', handle: 'ikoyi-sofa', priceKobo: 1_00 });
    const importsAudited = async () => (await db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityType, 'import')))[0]!.n;
    const auditedBefore = await importsAudited();
    // A real refusal by the database, half-way through the file: the cushion, after the sofa's update.
    await db.execute(sql`create function refuse_cushion() returns trigger language plpgsql as $$ begin if new.handle = 'adire-cushion' then raise exception 'refused'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_cushion before insert on products for each row execute function refuse_cushion()`);
    try {
      const { planned, result } = await importFile(shopifyFile());
      expect(planned.counts).toMatchObject({ create: 1, update: 1 });
      expect(result).toMatchObject({ ok: false, error: 'The import failed: nothing was changed. Please try again.' });
    } finally {
      await db.execute(sql`drop trigger refuse_cushion on products`);
      await db.execute(sql`drop function refuse_cushion()`);
    }
    expect(await productCount()).toBe(1);
    const after = (await productByHandle('ikoyi-sofa'))!;
    expect(after).toMatchObject({ priceKobo: 1_00, stockQuantity: existing.stockQuantity });
    expect(await optionsOf(existing.id)).toEqual({});
    expect(await importsAudited()).toBe(auditedBefore);
  });

  it('is for staff who may change products; the export for staff who may see them', async () => {
    const accountant = await callers.staff('accountant');
    expect((await previewResponse(shopifyFile(), accountant)).status).toBe(403);
    expect((await exported(accountant)).status).toBe(403);
    const manager = await callers.staff('manager');
    expect((await exported(manager)).status).toBe(200);
  });
});

// ---- pictures that cannot be fetched ------------------------------------------------------

describe('Pictures that cannot be fetched', () => {
  it('imports the product without a picture whose host cannot be found, refused the connection, answered 404, is too large or is not a picture, and says why', async () => {
    const closedPort = await freeLoopbackPort();
    const pictureOf = {
      'no-dns': 'https://cdn.pictures-of-lagos.invalid/s/files/stool.png',
      'no-server': `http://127.0.0.1:${closedPort}/bench.png`,
      'not-found': `${pictureBase}/missing-lamp.png`,
      'too-large': `${pictureBase}/huge-rug.png`,
      'not-a-picture': `${pictureBase}/pouf.html`,
    };
    const file = csv(Object.entries(pictureOf).map(([handle, url]) => ({ Handle: handle, Title: handle, Type: 'Sofas', 'Variant Price': '10000', 'Image Src': url })));

    const planned = await preview(file);
    expect(planned.counts).toEqual({ create: 5, update: 0, unchanged: 0, refused: 0 });
    // Known at the preview already: said on its product, which is imported all the same.
    expect(planned.entries.find((entry) => entry.handle === 'no-dns')!.notes).toEqual([
      `The picture ${pictureOf['no-dns']} cannot be fetched now (the host cdn.pictures-of-lagos.invalid cannot be found): it is tried again after the import, and if it still fails it is listed on the Products screen to fetch later`,
    ]);

    const result = await as(callers.admin, () => importCatalogueAction({ token: planned.token, fileName: planned.fileName }));
    expect(result.ok && result.data.counts).toEqual({ create: 5, update: 0, unchanged: 0, refused: 0 });
    await runJobsUntilIdle();
    const failed = await db
      .select({ row: importPictures.row, handle: products.handle, url: importPictures.url, state: importPictures.state, reason: importPictures.reason })
      .from(importPictures)
      .innerJoin(products, eq(products.id, importPictures.productId))
      .orderBy(asc(importPictures.row));
    expect(failed).toEqual([
      { row: 2, handle: 'no-dns', url: pictureOf['no-dns'], state: 'failed', reason: 'the host cdn.pictures-of-lagos.invalid cannot be found' },
      { row: 3, handle: 'no-server', url: pictureOf['no-server'], state: 'failed', reason: 'the server refused the connection' },
      { row: 4, handle: 'not-found', url: pictureOf['not-found'], state: 'failed', reason: 'the server answered 404' },
      { row: 5, handle: 'too-large', url: pictureOf['too-large'], state: 'failed', reason: 'it is larger than 5 MB' },
      { row: 6, handle: 'not-a-picture', url: pictureOf['not-a-picture'], state: 'failed', reason: 'it is not a picture (text/html)' },
    ]);
    for (const handle of Object.keys(pictureOf)) expect(await productByHandle(handle)).toMatchObject({ name: handle, imageUrl: null });
  });

  it('still refuses at the preview a picture on a private, loopback or link-local address, written as digits in any form', async () => {
    const urls = ['http://10.0.0.8/a.png', 'http://[::ffff:192.168.1.4]/b.png', 'http://[fe80::1]/c.png', 'http://169.254.169.254/d.png', 'http://0.0.0.0/e.png'];
    const planned = await preview(csv(urls.map((url, at) => ({ Handle: `piece-${at}`, Title: `Piece ${at}`, Type: 'Sofas', 'Variant Price': '10000', 'Image Src': url }))));
    expect(planned.counts).toEqual({ create: 0, update: 0, unchanged: 0, refused: urls.length });
    for (const entry of planned.entries) expect(entry.problems[0]!.message).toMatch(/is a private or local network address: pictures must come from the public internet$/);
  });
});

// ---- export -------------------------------------------------------------------------------

describe('Export', () => {
  it('gives back a file that imports to the same catalogue: no change over it, and the same file from an empty shop', async () => {
    await importFile(shopifyFile());
    await runJobsUntilIdle();
    const first = await exported();
    expect(first.status).toBe(200);
    expect(first.text.split('\r\n')[0]).toBe('Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Image Alt Text,Variant Image,Cost per item,Status');
    expect(first.text).toContain('ikoyi-sofa,,,,,,,,3-seater,,Linen,,,IK-3-LIN,shopify,5,610000,650000,,,,http://localhost:3000/media/products/');

    // Over the catalogue it came from, the file changes nothing.
    const again = await preview(first.text);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, refused: 0 });

    // Into a shop without the products, it makes them again, and they export to the same file.
    await db.delete(products);
    const { result } = await importFile(first.text);
    expect(result.ok && result.data.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 0 });
    expect((await exported()).text).toBe(first.text);
  });

  it('streams a large catalogue page by page, in handle order', async () => {
    await db.execute(sql`insert into products (name, handle, category, price_kobo) select 'Chair ' || n, 'chair-' || lpad(n::text, 4, '0'), 'sofas', 1000 * n from generate_series(1, 1200) as n`);
    await db.execute(sql`insert into product_variants (product_id, position, stock_quantity) select id, 1, 2 from products`);
    const { text } = await exported();
    const handles = text.trim().split('\r\n').slice(1).map((line) => line.split(',')[0]);
    expect(handles).toHaveLength(1200);
    expect(handles[0]).toBe('chair-0001');
    expect(handles.at(-1)).toBe('chair-1200');
    expect(await queryRows(sql`select 1 from products where stock_quantity <> 2`)).toHaveLength(0);
  });
});

// ---- a file without variant SKUs ---------------------------------------------------------

/** The file with every Variant SKU cell blank, as a merchant's export often has them. */
function withoutVariantSkus(text: string) {
  const [header, ...records] = parseCsv(text, { relax_column_count: true }) as string[][];
  return csv(records.map((cells) => Object.fromEntries(header!.map((column, at) => [column, column === 'Variant SKU' ? '' : (cells[at] ?? '')]))), header!);
}

describe('A file without variant SKUs over the products it came from', () => {
  /** A sofa with one SKU typed and one made from its own (variantSku, migration 0048), a numbered stool, and a bench the shop chose not to number. */
  async function shopWithMadeSkus() {
    const variant = { priceKobo: null, discountPriceKobo: null, imageUrl: null };
    const sofa = await newProduct({
      name: 'Ikoyi Sofa', handle: 'ikoyi-sofa', sku: 'IK-SOFA',
      offer: {
        options: [{ name: 'Fabric', values: [{ value: 'Linen', swatchImageUrl: null }, { value: 'Bouclé', swatchImageUrl: null }] }],
        variants: [{ ...variant, values: ['Linen'], sku: 'LIN-77', stockQuantity: 3 }, { ...variant, values: ['Bouclé'], sku: null, stockQuantity: 2 }],
      },
    });
    const stool = await newProduct({ name: 'Ibadan Stool', handle: 'ibadan-stool', sku: 'IB-STOOL', stockQuantity: 4 });
    const bench = await newProduct({ name: 'Bench', handle: 'bench', stockQuantity: 1 });
    return [sofa, stool, bench];
  }

  const variantsById = (productIds: string[]) =>
    db.select({ id: productVariants.id, sku: productVariants.sku, stock: productVariants.stockQuantity }).from(productVariants).where(inArray(productVariants.productId, productIds)).orderBy(asc(productVariants.id));

  it('previews every product as unchanged, and an import of it keeps the variants, their SKUs and stock', async () => {
    const shop = await shopWithMadeSkus();
    const ids = shop.map((product) => product.id);
    const before = await variantsById(ids);
    expect(before.map((variant) => variant.sku).sort()).toEqual(['IB-STOOL', 'IK-SOFA-BOUCLE', 'LIN-77', null]);

    const file = withoutVariantSkus((await exported()).text);
    expect(file).not.toMatch(/IK-SOFA|IB-STOOL|LIN-77/);
    const { planned, result } = await importFile(file);
    expect(planned.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 0 });
    expect(result.ok && result.data.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 0 });
    expect(await variantsById(ids)).toEqual(before);
    expect((await db.select({ sku: products.sku }).from(products).orderBy(asc(products.handle))).map((row) => row.sku)).toEqual([null, 'IB-STOOL', 'IK-SOFA']);
  });

  it('updates what else the file changes and still keeps each variant with its SKU and stock', async () => {
    const shop = await shopWithMadeSkus();
    const ids = shop.map((product) => product.id);
    const before = await variantsById(ids);

    const file = withoutVariantSkus((await exported()).text).replaceAll('Ikoyi Sofa', 'Ikoyi Sofa II').replaceAll('Ibadan Stool', 'Ibadan Stool II');
    const { planned, result } = await importFile(file);
    expect(planned.counts).toEqual({ create: 0, update: 2, unchanged: 1, refused: 0 });
    expect(planned.entries.filter((entry) => entry.kind === 'update').map((entry) => entry.changes)).toEqual([['name'], ['name']]);
    expect(result.ok).toBe(true);
    expect(await variantsById(ids)).toEqual(before);
    expect(await productByHandle('ibadan-stool')).toMatchObject({ name: 'Ibadan Stool II', sku: 'IB-STOOL', stockQuantity: 4 });
    expect(await productByHandle('ikoyi-sofa')).toMatchObject({ name: 'Ikoyi Sofa II', sku: 'IK-SOFA', stockQuantity: 5 });
  });

  it('lets a variant give up its SKU when the file gives it to another variant of the product', async () => {
    const [sofa] = await shopWithMadeSkus();
    // Linen's cell blank, Bouclé given Linen's typed SKU.
    const file = withoutVariantSkus((await exported()).text).replace('ikoyi-sofa,,,,,,,,Bouclé,,,,,', 'ikoyi-sofa,,,,,,,,Bouclé,,,,,LIN-77');
    expect(file).toContain('LIN-77');
    const { planned, result } = await importFile(file);
    expect(planned.entries.find((entry) => entry.handle === 'ikoyi-sofa')).toMatchObject({ kind: 'update', changes: ['variants'] });
    expect(result.ok).toBe(true);
    expect((await variantRows(sofa!.id)).map(({ values, sku, stock }) => ({ values, sku, stock }))).toEqual([
      { values: ['Linen'], sku: 'IK-SOFA-LINEN', stock: 3 },
      { values: ['Bouclé'], sku: 'LIN-77', stock: 2 },
    ]);
  });
});

// ---- handles ------------------------------------------------------------------------------

describe('Product handles', () => {
  it('are made from the name when an insert gives none, unique with a suffix', async () => {
    const first = await newProduct({ name: 'Ọ̀yọ́ Chair!' });
    const second = await newProduct({ name: 'Ọ̀yọ́ Chair!' });
    expect(first.handle).toBe('oyo-chair');
    expect(second.handle).toBe('oyo-chair-2');
  });
});
