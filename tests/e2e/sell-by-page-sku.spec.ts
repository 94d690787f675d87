import { expect as baseExpect, test as base, type Page } from './support/test';
import { signInAdmin, startPrivateStore, type PrivateStore } from './support/private-store';
import { toast } from './support/shop';

// The SKU a coloured piece's page prints is one the Sell screen knows (docs/decisions/0053-variants-are-the-unit-of-sale.md,
// amendment of 2026-11-27; 0065-selling-in-the-showroom.md). A cushion numbered only as a product, its three
// colours given no SKU of their own, gets one per colour on saving. A shopper's view of its page, in the colour
// chosen there, shows a SKU; staff type it as printed on the Sell screen, pick the piece in that colour, sell
// one for cash: the sale is recorded and that colour's stock, read back on the Sell screen and the product
// form, is one fewer. On a store of its own (the demo shop, support/demo-store-fixture.ts), so the shared
// shop's lists and counts never see the cushion; it is made as a shop makes one, on the product form.

// Each step waits on a server action, on two busy cores.
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

// A click or fill that finds nothing says so within the step, not at the test's end.
test.use({ actionTimeout: 30_000 });

const COLOURS = { Indigo: '3', Terracotta: '2', Mustard: '4' } as const;

/** A field of the product form's variant table ("Stock" of "Terracotta"). */
const cell = (page: Page, column: string, variant: string) => page.getByRole('textbox', { name: `${column} of ${variant}`, exact: true });

/** The product page's SKU, as it prints it under the purchase box. */
const printedSku = (page: Page) => page.locator('dl').filter({ has: page.locator('dt', { hasText: /^SKU$/ }) }).locator('dd');

const colours = (page: Page) => page.getByRole('radiogroup', { name: /^Colour:/ });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each colour's stock as the product form shows it. */
async function stockOnForm(page: Page, productId: string) {
  await page.goto(`/admin/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  const read = async (colour: string) => [colour, Number(await cell(page, 'Stock', colour).inputValue())] as const;
  return Object.fromEntries(await Promise.all(Object.keys(COLOURS).map(read)));
}

test('the SKU a coloured piece’s page prints finds that colour on the Sell screen, which sells it for cash @phone-only', async ({ page, browser, store }) => {
  test.setTimeout(240_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
  const name = `Ikoyi Throw Cushion ${id}`;
  const productSku = `IKY-CSH-${id}`;

  // The cushion, made on the product form: a SKU of its own, three colours with none.
  const admin = await browser.newContext({ baseURL: store.baseUrl });
  const form = await admin.newPage();
  await signInAdmin(form, store.baseUrl);
  await form.goto('/admin/products/new');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'SKU (optional)', exact: true }).fill(productSku);
  await form.getByRole('textbox', { name: 'Price (₦)', exact: true }).fill('45000');
  await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Accessories' });
  await form.getByRole('button', { name: 'Add options like size or fabric' }).click();
  await form.getByRole('combobox', { name: 'Option name' }).fill('Colour');
  const value = form.getByRole('textbox', { name: 'New value of Colour' });
  for (const colour of Object.keys(COLOURS)) {
    await value.fill(colour);
    await value.press('Enter');
  }
  await expect(form.getByRole('list', { name: 'Variants' }).getByRole('listitem')).toHaveCount(3);
  for (const [colour, count] of Object.entries(COLOURS)) {
    await cell(form, 'Stock', colour).fill(count);
    await expect(cell(form, 'SKU', colour)).toHaveValue('');
  }
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(form, 'Product created successfully.')).toBeVisible();
  await form.goto(`/admin/products?q=${encodeURIComponent(id)}`);
  const editLink = form.getByRole('row').filter({ hasText: name }).getByRole('link', { name: `Edit ${name}` });
  const productId = (await editLink.getAttribute('href'))!.split('/').pop()!;
  await admin.close();

  // A shopper's view of its page: it opens on the first colour in stock; the shopper chooses terracotta.
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(colours(page)).toHaveAccessibleName('Colour: Indigo');
  await colours(page).getByRole('radio', { name: /^Terracotta/ }).click();
  await expect(colours(page)).toHaveAccessibleName('Colour: Terracotta');
  // What the page shows, read as a person reads it: the colour chosen and the SKU printed under the purchase box.
  const colour = (await colours(page).locator('input:checked').getAttribute('value'))!;
  await expect(printedSku(page)).toHaveText(/^\S+$/);
  const sku = (await printedSku(page).textContent())!.trim();
  await page.screenshot({ path: test.info().outputPath('product-page.png'), fullPage: true });

  // Staff sign in; the product form says how many of each colour there are before the sale.
  await signInAdmin(page, store.baseUrl);
  const before = await stockOnForm(page, productId);
  const units = before[colour]!;
  expect(units).toBeGreaterThan(0);

  // On the Sell screen, the SKU typed as the page printed it finds the piece in that colour, whose own SKU it is or begins.
  await page.goto('/admin/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Find by name or SKU' });
  await search.fill(sku);
  const found = page.getByRole('list', { name: 'Pieces found' });
  const piece = `${name} (${colour})`;
  const add = found.getByRole('button', { name: new RegExp(`^Add ${escaped(piece)}, ₦45,000, ${units} here · 0 elsewhere$`) });
  await expect(add).toBeVisible();
  await expect(add).toContainText(`${colour} · SKU ${sku}`);
  await add.click();
  const lines = page.getByRole('list', { name: 'Pieces in this sale' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText(`${colour} · SKU ${sku}`);
  await expect(lines).toContainText('1 × ₦45,000 = ₦45,000');

  // Paid in cash, the whole of it.
  const method = page.getByRole('combobox', { name: 'Method, payment 1' });
  await method.selectOption({ label: 'Cash' });
  await expect(method.locator('option:checked')).toHaveText('Cash');
  await page.getByRole('button', { name: 'Fill the remainder on payment 1: ₦45,000' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount (₦), payment 1' })).toHaveValue('45,000');
  await expect(page.getByText('Nothing remaining')).toBeVisible();
  const complete = page.getByRole('button', { name: /^Complete sale/ });
  await expect(complete).toHaveAccessibleName('Complete sale · ₦45,000');
  await complete.click();

  // Recorded: its order number, and the receipt the store prints for that order names the colour and SKU sold.
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(/Order ORD-\d{8}-[0-9A-Z]{6}/);
  const orderNumber = /ORD-\d{8}-[0-9A-Z]{6}/.exec((await done.textContent()) ?? '')![0];
  await expect(done).toContainText('Total ₦45,000 · Paid ₦45,000');
  await page.screenshot({ path: test.info().outputPath('sale-complete.png'), fullPage: true });
  const [receipt] = await Promise.all([page.waitForEvent('popup'), done.getByRole('link', { name: 'Print receipt' }).click()]);
  await receipt.waitForLoadState();
  const slip = receipt.getByRole('article', { name: `Receipt for order ${orderNumber}` });
  await expect(slip).toContainText(`Order ${orderNumber}`);
  const pieces = slip.getByRole('list', { name: 'Pieces' });
  await expect(pieces.getByRole('listitem')).toHaveCount(1);
  await expect(pieces).toContainText(`${name} — ${colour} (SKU ${sku}`);
  await expect(pieces).toContainText('1 × ₦45,000.00₦45,000.00');
  await expect(slip.getByLabel('Payments')).toContainText('Cash₦45,000.00');
  await receipt.close();

  // One fewer of that colour: the Sell screen's finder and the product form say so; the other colours are as they were.
  await page.getByRole('button', { name: 'New sale' }).click();
  await search.fill(sku);
  await expect(found.getByRole('button', { name: new RegExp(`^Add ${escaped(piece)}, `) })).toHaveAccessibleName(
    new RegExp(`, ${units - 1} here · 0 elsewhere$`),
  );
  const after = await stockOnForm(page, productId);
  expect(after).toEqual({ ...before, [colour]: units - 1 });
});
