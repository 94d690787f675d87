import { expect as baseExpect, test as base, type Page } from './support/test';
import { signInAdmin, startPrivateStore, type PrivateStore } from './support/private-store';

// A merchant moves a shop in one sitting (docs/decisions/0071-moving-a-shop-in.md): a Shopify export and
// WooCommerce's own product CSV, each naming categories the shop lacks and pictures on hosts this machine
// cannot reach, as a real shop's may on the day it moves. The admin creates the categories in the preview,
// imports, and watches the pictures' progress on the Products screen until each is reported with its
// reason and kept to fetch again; a shopper then finds the pieces with their options. On a store of its
// own (the demo shop), so the shared shop's categories and lists never see them.

const expect = baseExpect.configure({ timeout: 30_000 });

const test = base.extend<object, { store: PrivateStore<object> }>({
  store: [
    async ({}, provide) => {
      const store = await startPrivateStore<object>('tests/e2e/support/demo-store-fixture.ts');
      await provide(store);
      await store.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ store }, provide) => provide(store.baseUrl),
});

test.use({ actionTimeout: 30_000 });

// Hosts under .invalid never resolve (RFC 6761): these pictures fail as an unreachable CDN does.
const PICTURES = 'https://cdn.moving-shop.invalid/files';

const SHOPIFY = [
  'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Price,Variant Compare At Price,Image Src,Image Position,Status',
  `teak-garden-bench,Teak Garden Bench,<p>Oiled teak for the veranda.</p>,Moving Shop,Home & Garden > Outdoor Furniture,,garden,TRUE,Size,2-seater,MV-BENCH-2,shopify,4,deny,185000,,${PICTURES}/bench-1.jpg,1,active`,
  `teak-garden-bench,,,,,,,,,3-seater,MV-BENCH-3,shopify,2,deny,240000,260000,${PICTURES}/bench-2.jpg,2,`,
  `rattan-lounger,Rattan Lounger,Woven by hand.,Moving Shop,Home & Garden > Outdoor Furniture,,garden,TRUE,Title,Default Title,MV-LOUNGER,,,deny,150000,,${PICTURES}/lounger.jpg,1,active`,
].join('\r\n');

const WOOCOMMERCE =
  '\uFEFF' +
  [
    'ID,Type,SKU,Name,Published,"Is featured?","Visibility in catalog","Short description",Description,"In stock?",Stock,"Backorders allowed?","Sale price","Regular price",Categories,Tags,Images,Parent,"Attribute 1 name","Attribute 1 value(s)","Attribute 1 visible","Attribute 1 global"',
    `501,variable,MV-THROW,"Aso Oke Throw",1,0,visible,"A woven throw.","Hand-woven aso oke.",1,,0,,,"Textiles > Throws",,"${PICTURES}/throw.jpg",,Colour,"Indigo, Rust",1,1`,
    `502,variation,MV-THROW-IND,"Aso Oke Throw - Indigo",1,0,visible,,,1,6,0,,45000,,,,MV-THROW,Colour,Indigo,,1`,
    `503,variation,MV-THROW-RST,"Aso Oke Throw - Rust",1,0,visible,,,1,3,0,39000,45000,,,,id:501,Colour,Rust,,1`,
    `504,grouped,MV-SET,"Throw Set",1,0,visible,,,1,,0,,,"Textiles > Throws",,,,,,,`,
    `505,external,MV-EXT,"Partner Rug",1,0,visible,,,1,,0,,90000,"Textiles > Rugs",,,,,,,`,
  ].join('\r\n');

const progress = (page: Page) => page.getByRole('region', { name: /^Pictures from / });

async function importFile(page: Page, name: string, text: string, expected: { sentence: string; category: RegExp; create: string; products: number }) {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await dialog.getByLabel(/CSV file/).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(dialog.getByText(expected.sentence)).toBeVisible();
  // The category step: the path the file names, with its products, created under its parent.
  const category = dialog.getByRole('combobox', { name: expected.category });
  await expect(category).toHaveValue('create');
  await expect(category.locator('option:checked')).toHaveText(expected.create);
  await dialog.getByRole('button', { name: `Import ${expected.products} ${expected.products === 1 ? 'product' : 'products'}` }).click();
  await expect(dialog.getByText(/^Imported: /)).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** The Products screen's progress until every picture is reported: each one unreachable, kept to fetch again. */
async function picturesReported(page: Page, name: string, pictures: number) {
  await page.goto('/admin/products');
  const panel = progress(page);
  await expect(panel).toContainText(name);
  await expect(panel).toContainText(`${pictures} pictures could not be fetched`, { timeout: 90_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download the list (CSV)' }).click()]);
  const failures = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(failures).toString('utf8');
  expect(text.trim().split(/\r?\n/)).toHaveLength(pictures + 1);
  expect(text).toContain('cdn.moving-shop.invalid');
  await expect(panel.getByRole('button', { name: 'Fetch again' })).toBeVisible();
}

test('a Shopify export and WooCommerce’s sample come in with their categories, pictures reported, pieces found by shoppers @phone-only', async ({ page, browser, store }) => {
  test.setTimeout(300_000);
  await signInAdmin(page, store.baseUrl);

  await importFile(page, 'shopify-export.csv', SHOPIFY, {
    sentence: 'shopify-export.csv: Shopify export, 2 products to create, 0 to update, 0 unchanged, 0 refused.',
    category: /^Home & Garden > Outdoor Furniture \(2 products\)/,
    create: 'Create it under Home & Garden',
    products: 2,
  });
  await picturesReported(page, 'shopify-export.csv', 3);

  await importFile(page, 'woocommerce-products.csv', WOOCOMMERCE, {
    sentence: 'woocommerce-products.csv: WooCommerce export, 1 product to create, 0 to update, 0 unchanged, 2 refused.',
    category: /^Textiles > Throws \(1 product\)/,
    create: 'Create it under Textiles',
    products: 1,
  });

  // A shopper finds the pieces, with their options and prices in naira.
  const shopper = await (await browser.newContext({ baseURL: store.baseUrl })).newPage();
  await shopper.goto('/search?q=garden+bench');
  await shopper.getByRole('link', { name: /Teak Garden Bench/ }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Teak Garden Bench' })).toBeVisible();
  await expect(shopper.getByRole('radiogroup', { name: /^Size:/ }).getByRole('radio')).toHaveCount(2);

  await shopper.goto('/search?q=aso+oke+throw');
  await shopper.getByRole('link', { name: /Aso Oke Throw/ }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Aso Oke Throw' })).toBeVisible();
  const colours = shopper.getByRole('radiogroup', { name: /^Colour:/ });
  await expect(colours.getByRole('radio')).toHaveCount(2);
  // The rust throw is on sale, as WooCommerce's Sale price said.
  await colours.getByRole('radio', { name: /^Rust/ }).click();
  await expect(shopper.getByRole('main')).toContainText('₦39,000');
});
