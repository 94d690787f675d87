import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Browser, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { addToCartFromProductPage, fillShipping, toast, type ProductOnPage, choosePayment } from './support/shop';

// The back office's Orders Management screen as the shop's admin, on orders placed through
// the real checkout by a real shopper: found by search, opened in 'Order Details', moved to
// shipped, cancelled (its stock comes back to the shop), deleted after 'Are you sure?',
// exported as CSV, and a new order showing up in the open list without a reload.

test.describe.configure({ mode: 'serial' });
// Every step waits on the server (a search, a refresh after a save): the machine running the
// suite may be busy, and a dev server compiles each route on first use.
const expect = baseExpect.configure({ timeout: 30_000 });

type Placed = { orderNumber: string; product: ProductOnPage; account: ReturnType<typeof newAccount> };

/** A new shopper buys one curtain through the real checkout, in a browser context of their own. */
async function placeOrderAsShopper(browser: Browser, notes?: string): Promise<Placed> {
  const context = await browser.newContext();
  try {
    const account = newAccount('admin-orders');
    await signInContext(context, account, { create: true });
    const page = await context.newPage();
    const product = await addToCartFromProductPage(page);
    await page.goto('/checkout');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await fillShipping(page, { phone: '0803 123 4567', address: '5 Bourdillon Road, Ikoyi', state: 'Lagos', notes });
    await choosePayment(page, 'Bank transfer'); // Paystack, offered first, would leave for its page
    await page.getByRole('button', { name: 'Place Order' }).click();
    const placed = toast(page, /Your order number is ORD-/);
    await expect(placed).toBeVisible({ timeout: 30_000 });
    const orderNumber = /ORD-[0-9A-Z]+-[0-9A-Z]+/.exec((await placed.textContent()) ?? '')![0];
    return { orderNumber, product, account };
  } finally {
    await context.close();
  }
}

/** What the product page offers at most, which is its stock. */
async function stockOnProductPage(page: Page, product: ProductOnPage) {
  await page.goto(product.href);
  return Number(await page.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('max'));
}

const orderRow = (page: Page, orderNumber: string) => page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber });

async function updateStatus(page: Page, orderNumber: string, status: string, payment?: string) {
  await orderRow(page, orderNumber).getByRole('button', { name: `Update status of ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Status', { exact: true }).selectOption(status);
  if (payment) await dialog.getByLabel('Payment Status').selectOption(payment);
  await dialog.getByRole('button', { name: 'Update Order' }).click();
  await expect(toast(page, 'Order updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Let the toast go, so the next update's toast is its own and not this one still showing.
  await expect(toast(page, 'Order updated successfully')).toHaveCount(0, { timeout: 15_000 });
}

test.beforeEach(async ({ context }) => {
  // A whole checkout, then the admin screens (on a dev server, each compiled on first visit).
  test.setTimeout(180_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('an order from checkout is found, detailed, shipped, cancelled (stock back), and kept when deleted with money received', async ({ page, browser }) => {
  const { orderNumber, product, account } = await placeOrderAsShopper(browser, 'Please call before delivery');

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders Management' })).toBeVisible();
  for (const column of ['Order Number', 'Customer', 'Email', 'Total', 'Status', 'Payment', 'Date', 'Actions']) {
    // Total and Date are sort links too; a heading's name is still the column's name alone.
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await page.getByRole('searchbox', { name: 'Search orders by order number, customer or email' }).fill(orderNumber);
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`));
  const row = orderRow(page, orderNumber);
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(account.name);
  await expect(row).toContainText(account.email);
  await expect(row.locator('[data-tone="yellow"]')).toHaveText(['Pending', 'Pending']);

  // Order Details: the product's facts, notes because there are some, and the items.
  await row.getByRole('button', { name: `View details of ${orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toBeVisible();
  for (const text of [orderNumber, account.name, account.email, '0803 123 4567', '5 Bourdillon Road, Ikoyi', 'Please call before delivery', product.name]) {
    await expect(details).toContainText(text);
  }
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  // Shipped and paid (the balance recorded as money received by hand): the badges change colour.
  await updateStatus(page, orderNumber, 'shipped', 'paid');
  await expect(row.locator('[data-tone="purple"]')).toHaveText('Shipped');
  await expect(row.locator('[data-tone="green"]')).toHaveText('Paid');

  // Cancelled: the curtain goes back on the shelf, and the money received is now to be refunded.
  const admin = page;
  const shop = await page.context().newPage();
  const before = await stockOnProductPage(shop, product);
  await updateStatus(admin, orderNumber, 'cancelled');
  await expect(row.locator('[data-tone="red"]')).toHaveText('Cancelled');
  await expect(row).toContainText('Refund due');
  expect(await stockOnProductPage(shop, product)).toBe(before + 1);
  await shop.close();

  // Delete, after the product's confirmation: refused, since money was received (it stays on the books).
  await row.getByRole('button', { name: `Delete order ${orderNumber}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will permanently delete this order. This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `Money was received on ${orderNumber}, so it stays on the books. Refund the customer instead.`)).toBeVisible();
  await expect(row).toBeVisible();
});

test('the CSV export downloads the filtered list, header row first', async ({ page }) => {
  await page.goto('/admin/orders?status=pending');
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', '/admin/orders/export?status=pending');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.split('\r\n').filter(Boolean);
  expect(header).toBe('Order Number,Date (Lagos),Customer,Email,Phone,Total (NGN),Status,Payment,Items,Sample Order');
  for (const line of lines) expect(line).toMatch(/^ORD-[0-9A-Z-]+,/);
});

test('a new order appears in the open list without a reload', async ({ page, browser }) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders Management' })).toBeVisible();
  // Gone if the page reloads.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const { orderNumber } = await placeOrderAsShopper(browser);

  await expect(orderRow(page, orderNumber)).toBeVisible({ timeout: 20_000 });
  await expect(toast(page, 'New order').filter({ hasText: orderNumber })).toBeVisible();
  await expect(orderRow(page, orderNumber).getByText('New', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // Leave the shop as it was: deleting a live order returns its stock.
  await orderRow(page, orderNumber).getByRole('button', { name: `Delete order ${orderNumber}` }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Order deleted successfully')).toBeVisible();
  await expect(orderRow(page, orderNumber)).toBeHidden();
});

test('the orders list sorts by total either way, kept in the URL', async ({ page, browser }) => {
  await placeOrderAsShopper(browser);
  await page.goto('/admin/orders');
  const totalHeading = page.getByRole('columnheader', { name: 'Total', exact: true });
  const totals = async () =>
    (await page.getByRole('table', { name: 'Orders' }).getByRole('row').locator('td:nth-child(4)').allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, '')));

  await totalHeading.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/orders\?sort=total$/);
  await expect(totalHeading).toHaveAttribute('aria-sort', 'descending');
  const highFirst = await totals();
  expect(highFirst).toEqual([...highFirst].sort((a, b) => b - a));

  await totalHeading.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/orders\?sort=total&dir=asc$/);
  await expect(totalHeading).toHaveAttribute('aria-sort', 'ascending');
  const lowFirst = await totals();
  expect(lowFirst).toEqual([...lowFirst].sort((a, b) => a - b));

  // Date, the default order, leaves the URL plain again.
  await page.getByRole('columnheader', { name: 'Date', exact: true }).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('columnheader', { name: 'Date', exact: true })).toHaveAttribute('aria-sort', 'descending');
});
