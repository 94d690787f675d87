import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { toast } from './support/shop';

// The Products screen's Import and Export as the shop's admin: a small Shopify CSV (a sofa in Size x
// Fabric and a cushion without options) is previewed, imported, found in the list, and the catalogue
// is exported as a file that holds them. The handles carry a stamp, so reruns never collide, and the
// products are deleted afterwards.

test.describe.configure({ mode: 'serial' });

const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const sofa = `E2E Eko Sofa ${stamp}`;
const cushion = `E2E Adire Cushion ${stamp}`;
const lamp = `E2E Lamp ${stamp}`;

const HEADER = 'Handle,Title,Body (HTML),Type,Tags,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Status';
const file = [
  HEADER,
  `eko-sofa-${stamp},${sofa},<p>Iroko and linen</p>,Chairs,e2e,Size,2-seater,Fabric,Linen,E2E-${stamp}-2L,3,450000,,active`,
  `eko-sofa-${stamp},,,,,,2-seater,,Velvet,E2E-${stamp}-2V,1,520000,,`,
  `eko-sofa-${stamp},,,,,,3-seater,,Linen,E2E-${stamp}-3L,2,610000,650000,`,
  `adire-cushion-${stamp},${cushion},Indigo cotton,Accessories,e2e,Title,Default Title,,,E2E-${stamp}-C,12,25000,,active`,
  `lamp-${stamp},${lamp},,Lamps ${stamp},,Title,Default Title,,,,1,9000,,active`,
].join('\r\n');

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.afterAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  await context.addCookies(await signInViaApi(e2eServer.admin));
  const page = await context.newPage();
  for (const name of [sofa, cushion, lamp]) {
    await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    const remove = page.getByRole('button', { name: `Delete ${name}` });
    if (await remove.count()) {
      await remove.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Product deleted successfully.')).toBeVisible();
    }
  }
  await context.close();
});

test.beforeEach(async ({ context }) => {
  test.slow();
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('import a Shopify CSV after its preview, then export the catalogue @phone-only', async ({ page }) => {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await dialog.getByLabel(/CSV file/).setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });

  // The preview: what is created, with its row; nothing is written yet.
  await expect(dialog.getByText('catalogue.csv: Shopify export, 3 products to create, 0 to update, 0 unchanged, 0 refused.')).toBeVisible();
  await expect(dialog.getByText('Prices are read in naira (₦)')).toBeVisible();
  await expect(row(page, sofa)).toContainText('New');
  await expect(row(page, sofa)).toContainText('3 variants');
  await expect(row(page, `lamp-${stamp}`)).toContainText('6');
  // A category the shop lacks is asked about once, not refused: the lamp goes with the chairs.
  const lamps = dialog.getByRole('combobox', { name: `Lamps ${stamp} (1 product)` });
  await expect(lamps).toHaveValue('create');
  await lamps.selectOption({ label: 'Put in Furniture > Chairs' });

  await dialog.getByRole('button', { name: 'Import 3 products' }).click();
  await expect(dialog.getByText('Imported: 3 products created, 0 updated, 0 unchanged, 0 refused.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/admin/products?q=${encodeURIComponent(stamp)}`);
  await expect(row(page, sofa)).toContainText('₦450,000');
  await expect(row(page, sofa)).toContainText('6');
  await expect(row(page, cushion)).toContainText(`E2E-${stamp}-C`);

  // Export: a download of the whole catalogue in Shopify's format, the new products in it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export' }).click()]);
  // Its name says when it was made, to the second in Lagos time, so its import can tell the sales made since.
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/);
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported).toContain('Handle,Title,Body (HTML),Vendor,Type');
  expect(exported).toContain(`eko-sofa-${stamp},${sofa},Iroko and linen,,Chairs,e2e,TRUE,Size,2-seater,Fabric,Linen,,,E2E-${stamp}-2L,shopify,3,450000,`);
  expect(exported).toContain(`eko-sofa-${stamp},,,,,,,,3-seater,,Linen,,,E2E-${stamp}-3L,shopify,2,610000,650000`);
});
