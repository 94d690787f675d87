import { expect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { toast } from './support/shop';
import { deleteLeftoverProduct } from './support/leftover-products';

// A sofa sold in Size × Fabric in the back office (docs/decisions/0053-variants-are-the-unit-of-sale.md): the admin
// builds it with four prices and stocks through the options editor and the variant table. Shoppers' side of
// such a piece: product-options.spec.ts.

test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const name = `Eko Sofa ${stamp}`;
const sofa = { id: '' };

// The sofa has no pictures: removed once done, so tests that open the newest piece find a real one.
test.afterAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await deleteLeftoverProduct(browser, stamp);
});

/** The variant table's field of one variant ("Price (₦)" of "3-seater / Velvet"). */
const cell = (page: Page, column: string, variant: string) => page.getByRole('textbox', { name: `${column} of ${variant}`, exact: true });

async function addOption(page: Page, button: string, optionName: string, values: string[]) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('combobox', { name: 'Option name' }).last().fill(optionName);
  const value = page.getByRole('textbox', { name: `New value of ${optionName}` });
  for (const text of values) {
    await value.fill(text);
    await value.press('Enter');
  }
}

test('an admin builds a sofa in Size × Fabric with four prices and stocks', async ({ page, context }) => {
  test.slow();
  await context.addCookies(await signInViaApi(e2eServer.admin));
  await page.goto('/admin/products/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Price (₦)', exact: true }).fill('650000');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Sofas' });
  // A draft: the shop's lists and filter counts that other specs read meanwhile never show it.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Draft' });

  await addOption(page, 'Add options like size or fabric', 'Size', ['2-seater', '3-seater']);
  await addOption(page, 'Add another option', 'Fabric', ['Linen', 'Velvet']);
  const variants = page.getByRole('list', { name: 'Variants' }).getByRole('listitem');
  await expect(variants).toHaveCount(4);
  await expect(page.getByText('(4 of 4 combinations sold)')).toBeVisible();

  // The 3-seaters cost more; then every velvet variant gets +₦60,000 at once.
  await cell(page, 'Price (₦)', '3-seater / Linen').fill('850000');
  await cell(page, 'Price (₦)', '3-seater / Velvet').fill('850000');
  await page.getByRole('combobox', { name: 'Select all of a value' }).selectOption({ label: 'Velvet' });
  await page.getByRole('combobox', { name: /^For the 2 selected/ }).selectOption({ label: 'Add to price' });
  await page.getByRole('textbox', { name: 'Naira' }).fill('60000');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(toast(page, '2 variants changed.')).toBeVisible();
  await expect(cell(page, 'Price (₦)', '2-seater / Velvet')).toHaveValue('710000');
  await expect(cell(page, 'Price (₦)', '3-seater / Velvet')).toHaveValue('910000');

  const stock = { '2-seater / Linen': '3', '2-seater / Velvet': '2', '3-seater / Linen': '4', '3-seater / Velvet': '1' };
  for (const [variant, units] of Object.entries(stock)) {
    await cell(page, 'Stock', variant).fill(units);
    await cell(page, 'SKU', variant).fill(`EKO-${variant.replace(/[^0-9A-Z]/gi, '')}-${stamp}`.toUpperCase());
  }
  await page.screenshot({ path: test.info().outputPath('variant-table.png'), fullPage: true });
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully.')).toBeVisible();

  await page.goto(`/admin/products?q=${encodeURIComponent(stamp)}`);
  const listed = page.getByRole('row').filter({ hasText: name });
  await expect(listed.getByRole('button', { name: `Edit stock of ${name}: 10` })).toBeVisible();
  sofa.id = (await listed.getByRole('link', { name: `Edit ${name}` }).getAttribute('href'))!.split('/').pop()!;

  // The form opens as saved.
  await page.goto(`/admin/products/${sofa.id}`);
  await expect(cell(page, 'Price (₦)', '3-seater / Velvet')).toHaveValue('910000');
  await expect(cell(page, 'Price (₦)', '2-seater / Linen')).toHaveValue('');
  await expect(cell(page, 'Stock', '3-seater / Velvet')).toHaveValue('1');
});
