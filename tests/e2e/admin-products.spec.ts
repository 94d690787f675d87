import { expect as baseExpect, test, type Page } from './support/test';
import sharp from 'sharp';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { toast } from './support/shop';
import { deleteLeftoverProduct } from './support/leftover-products';

// The back office's Products screens as the shop's admin: a product made with an uploaded
// picture shows on the storefront, is edited, featured and unfeatured, is refused a fifth
// featured slot in a full category, keeps unsaved changes from slipping away, and is deleted
// with its picture; its price change shows in its History. One product per run, named with a
// timestamp, so reruns never collide.

test.describe.configure({ mode: 'serial' });

// The dev server these run against compiles and renders slowly on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const name = `E2E Iroko Side Table ${stamp}`;
const product = { id: '', mainImage: '' };

/** A small real PNG, made here: uploads are decoded and re-encoded by the server. */
function png(colour: string) {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: colour } }).png().toBuffer();
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openOwnProductInList(page: Page) {
  await page.goto(`/admin/products?q=${encodeURIComponent(stamp)}`);
  await expect(row(page, name)).toBeVisible();
  return row(page, name);
}

// When a step fails before the delete test, the product is removed here so the demo stays clean.
test.afterAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await deleteLeftoverProduct(browser, stamp);
});

test.beforeEach(async ({ context }) => {
  test.slow(); // the dev server compiles each screen on first visit
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('create a product with uploaded pictures: it is listed and shoppers can open it', async ({ page }) => {
  test.setTimeout(180_000); // five uploads and three screens on a busy dev server
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Stock', exact: true })).toHaveValue('0');

  // Required fields are asked for before anything is sent.
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Price is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Description').fill('A round side table in solid iroko, oiled by hand.');
  await page.getByRole('textbox', { name: 'Price (₦)', exact: true }).fill('125000.50');
  await page.getByLabel('Discount price (₦)').fill('99000');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('6');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Furniture' });
  await page.getByLabel('Tags').fill(' side table, iroko , ,e2e ');

  // A Colour option with two values, each added once; each value becomes a variant with its own stock.
  await page.getByRole('button', { name: 'Add options like size or fabric' }).click();
  await page.getByRole('combobox', { name: 'Option name' }).fill('Colour');
  const colour = page.getByRole('textbox', { name: 'New value of Colour' });
  await colour.fill('Walnut');
  await colour.press('Enter');
  await colour.fill('  walnut ');
  await page.getByRole('button', { name: 'Add value', exact: true }).click();
  await expect(page.getByText('walnut is already a value of Colour.')).toBeVisible();
  await colour.fill('Honey');
  await colour.press('Enter');
  await expect(page.getByRole('list', { name: 'Values of Colour' }).getByRole('listitem')).toHaveText(['Walnut', 'Honey']);
  // The 6 given before the first colour was added went to it; a colour added later starts at 0.
  await expect(page.getByRole('textbox', { name: 'Stock of Walnut', exact: true })).toHaveValue('6');
  await expect(page.getByRole('textbox', { name: 'Stock of Honey', exact: true })).toHaveValue('0');

  // The main upload, held back a little so its progress bar can be seen; it also becomes the thumbnail.
  await page.route('**/api/uploads**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByLabel('Main image file').setInputFiles({ name: 'side-table.png', mimeType: 'image/png', buffer: await png('#8a5a3c') });
  await expect(page.getByRole('progressbar', { name: 'Uploading main image' })).toBeVisible();
  await expect(toast(page, '1 image(s) uploaded successfully.')).toBeVisible();
  await page.unroute('**/api/uploads**');
  const mainImage = page.getByRole('group', { name: 'Main image' }).locator('img');
  await expect(mainImage).toHaveAttribute('src', /^\/media\/products\//);
  await expect(page.getByRole('group', { name: 'Thumbnail' }).locator('img')).toHaveAttribute('src', /^\/media\/products\//);
  product.mainImage = (await mainImage.getAttribute('src'))!;

  // Wrong files are refused with the product's messages.
  const extra = page.getByLabel('Additional image files');
  await extra.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(toast(page, 'Invalid file').filter({ hasText: 'notes.txt is not an image file.' })).toBeVisible();
  await extra.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(toast(page, 'File too large').filter({ hasText: 'huge.png exceeds 5MB limit.' })).toBeVisible();

  // Several additional images at once, then reordered and one removed.
  await extra.setInputFiles([
    { name: 'top.png', mimeType: 'image/png', buffer: await png('#c9a27a') },
    { name: 'detail.png', mimeType: 'image/png', buffer: await png('#3d2b1f') },
  ]);
  await expect(toast(page, '2 image(s) uploaded successfully.')).toBeVisible();
  const extras = page.getByRole('group', { name: /Additional images/ });
  await expect(extras).toContainText('(2/7)');
  await expect(extras).toContainText('5 to 7 recommended');
  const first = await extras.locator('li img').nth(0).getAttribute('src');
  const second = await extras.locator('li img').nth(1).getAttribute('src');
  await page.getByRole('button', { name: 'Move image 1 later' }).click();
  await expect(extras.locator('li img').nth(0)).toHaveAttribute('src', second!);
  await expect(extras.locator('li img').nth(1)).toHaveAttribute('src', first!);
  await page.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(extras).toContainText('(1/7)');

  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  const listed = await openOwnProductInList(page);
  await expect(listed).toContainText('Furniture');
  await expect(listed).toContainText('₦99,000');
  await expect(listed.locator('s')).toHaveText('₦125,000.50');
  await expect(listed).toContainText('active');
  await expect(listed.getByRole('switch', { name: `Feature ${name} on the homepage` })).not.toBeChecked();
  const href = await listed.getByRole('link', { name: `Edit ${name}` }).getAttribute('href');
  product.id = href!.split('/').pop()!;

  // Shoppers see it at once: its page, its price and its two pictures.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('₦99,000');
});

test('the form keeps its rules on edit, then saves a new price', async ({ page }) => {
  await page.goto(`/admin/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Price (₦)', exact: true })).toHaveValue('125000.50');
  await expect(page.getByLabel('Tags')).toHaveValue('side table, iroko, e2e');

  // With colours, stock is one field per colour, as saved.
  const walnut = page.getByRole('textbox', { name: 'Stock of Walnut', exact: true });
  await expect(walnut).toHaveValue('6');
  await expect(page.getByRole('textbox', { name: 'Stock of Honey', exact: true })).toHaveValue('0');
  await page.getByLabel('Discount price (₦)').fill('130000');
  await walnut.fill('-1');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Discount price must be lower than the price')).toBeVisible();
  await expect(page.getByText('Stock must be a whole number, 0 or more')).toBeVisible();

  await page.getByRole('textbox', { name: 'Price (₦)', exact: true }).fill('135000');
  await page.getByLabel('Discount price (₦)').fill('');
  await walnut.fill('4');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const listed = await openOwnProductInList(page);
  await expect(listed).toContainText('₦135,000');
  await expect(listed.locator('s')).toHaveCount(0);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('main')).toContainText('₦135,000');
});

test('each colour’s stock is set from the list, and the product’s stock history says who changed what', async ({ page }) => {
  const listed = await openOwnProductInList(page);
  await listed.getByRole('button', { name: `Edit stock of ${name}: 4` }).click();
  const dialog = page.getByRole('dialog', { name: `Stock of ${name}` });
  await expect(dialog.getByRole('textbox', { name: 'Stock: Walnut' })).toHaveValue('4');
  await dialog.getByRole('textbox', { name: 'Stock: Honey' }).fill('five');
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(dialog.getByText('Stock must be a whole number, 0 or more')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Stock: Honey' }).fill('5');
  await dialog.getByRole('button', { name: 'Save stock' }).click();
  await expect(toast(page, 'Stock updated.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(listed.getByRole('button', { name: `Edit stock of ${name}: 9` })).toBeVisible();

  await page.goto(`/admin/products/${product.id}`);
  await page.getByText('Stock history', { exact: true }).click();
  const history = page.getByRole('table', { name: /changes of this product's stock/ });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('Honey');
  await expect(newest).toContainText('+5');
  await expect(newest).toContainText('Changed by hand');
  await page.screenshot({ path: test.info().outputPath('stock-history.png'), fullPage: true });
});

test('the price change is in the product’s History: by the owner, before and after in naira', async ({ page }) => {
  await page.goto(`/admin/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await page.getByText('History', { exact: true }).click();
  const history = page.getByTestId('entity-history');
  await expect(history).toBeVisible();
  // Newest first: the save of the test above, its price row naira with kobo, before and after.
  const change = history.getByRole('listitem').filter({ has: page.getByRole('rowheader', { name: 'price', exact: true }) }).first();
  await expect(change).toContainText(/Changed by .*\(Owner\)/);
  const price = change.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'price', exact: true }) });
  await expect(price.getByRole('cell').nth(0)).toHaveText('₦125,000.50 (12500050 kobo)');
  await expect(price.getByRole('cell').nth(1)).toHaveText('₦135,000.00 (13500000 kobo)');
  // The product's creation is there too.
  await expect(history.getByRole('listitem').filter({ hasText: 'Created by' })).toHaveCount(1);
});

test('feature and unfeature from the list, with the toasts', async ({ page }) => {
  const listed = await openOwnProductInList(page);
  const featured = listed.getByRole('switch', { name: `Feature ${name} on the homepage` });
  await featured.click();
  await expect(toast(page, 'Product featured on homepage')).toBeVisible();
  await expect(featured).toBeChecked();
  await page.reload();
  await expect(featured).toBeChecked();

  await featured.click();
  await expect(toast(page, 'Product removed from homepage')).toBeVisible();
  await expect(featured).not.toBeChecked();
  await page.reload();
  await expect(featured).not.toBeChecked();
});

test('a fifth featured product in a category is refused with Limit Reached', async ({ page }) => {
  await page.goto('/admin/products?category=beds');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const switches = page.getByRole('row').getByRole('switch');
  await expect(switches.first()).toBeVisible();
  const total = await switches.count();
  expect(total, 'the demo seed has more than 4 beds').toBeGreaterThan(4);

  // Fill the category up to the limit first when an earlier run left room.
  const madeFeatured: string[] = [];
  let on = 0;
  for (let i = 0; i < total; i += 1) if (await switches.nth(i).isChecked()) on += 1;
  for (let i = 0; i < total && on < 4; i += 1) {
    const toggle = switches.nth(i);
    if (await toggle.isChecked()) continue;
    await toggle.click();
    await expect(toggle).toBeChecked();
    madeFeatured.push((await toggle.getAttribute('aria-label'))!);
    on += 1;
  }
  expect(on).toBe(4);

  let refused = -1;
  for (let i = 0; i < total && refused < 0; i += 1) if (!(await switches.nth(i).isChecked())) refused = i;
  await switches.nth(refused).click();
  await expect(toast(page, 'Limit Reached').filter({ hasText: 'The Beds category already has 4 featured products. Please unfeature one first.' })).toBeVisible();
  await expect(switches.nth(refused)).not.toBeChecked();
  await page.reload();
  await expect(switches.nth(refused)).not.toBeChecked();

  // Leave the demo as it was.
  for (const label of madeFeatured) {
    await page.getByRole('switch', { name: label }).click();
    await expect(page.getByRole('switch', { name: label })).not.toBeChecked();
  }
});

test('unsaved changes are not lost silently', async ({ page }) => {
  await page.goto(`/admin/products/${product.id}`);
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(nameField).toHaveValue(name);
  await nameField.fill(`${name} (draft)`);

  // An in-app link asks first; staying keeps the typing.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Products', exact: true }).first().click();
  await expect.poll(() => asked).toEqual(['confirm: You have unsaved changes. Leave this page and lose them?']);
  await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}$`));
  await expect(nameField).toHaveValue(`${name} (draft)`);

  // So does the browser's Back button.
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked.length).toBe(2);
  await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}$`));
  await expect(nameField).toHaveValue(`${name} (draft)`);

  // And closing the tab: the browser's own prompt.
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.at(-1)).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);

  // Leaving on purpose works, and nothing was saved.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await openOwnProductInList(page);
  await expect(row(page, `${name} (draft)`)).toHaveCount(0);
});

test('delete with the confirmation: the product and its picture are gone', async ({ page }) => {
  const listed = await openOwnProductInList(page);
  await listed.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This action cannot be undone. This will permanently delete the product.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(listed).toBeVisible();

  await listed.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product deleted successfully.')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);

  expect((await page.request.get(product.mainImage)).status()).toBe(404);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('an unknown or malformed product id shows the not-found page', async ({ page }) => {
  for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/admin/products/${id}`);
    await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();
  }
});
