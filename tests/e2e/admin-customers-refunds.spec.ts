import { expect as baseExpect, test, type Browser, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { addToCartFromProductPage, fillShipping, toast, choosePayment } from './support/shop';
import { stamp } from './support/interaction';

// Customers and Refunds Management as the shop's admin, starting from a real order: a shopper
// checks out, the admin finds them among the customers with their order, adds, edits and
// deletes a customer, then records the order's money (a refund only gives back money received,
// src/server/refunds/refund-ledger.ts), refunds part of it, processes the refund (the customer's
// total spent goes down) and deletes it; a refund above what was received is refused.

// Every save is followed by a server action and a refresh of the list, which can take a
// while on a loaded machine (a dev server, CI): waits are longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
const naira = (kobo: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(kobo / 100);

type Placed = { orderNumber: string; fullName: string; email: string; totalKobo: number };

/** A shopper of their own places a one-item order through the real checkout. */
async function placeOrderAsShopper(browser: Browser): Promise<Placed> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = newAccount('refund-shopper');
  await signInContext(context, account, { create: true });
  const product = await addToCartFromProductPage(page);
  await page.goto('/checkout');
  const fullName = `Chiamaka Eze ${stamp()}`;
  await fillShipping(page, { fullName, phone: '0803 123 4567', address: '14 Adeola Odeku Street, Victoria Island', state: 'Lagos' });
  // What the order costs in all, delivery included, as checkout shows it.
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(/^₦[\d,]+(\.\d{2})?$/);
  await expect(page.getByTestId('checkout-shipping')).not.toHaveText('TBD');
  const [naira = '0', kobo = '0'] = (await total.innerText()).replace(/[₦,]/g, '').split('.');
  const totalKobo = Number(naira) * 100 + Number(kobo.padEnd(2, '0'));
  expect(totalKobo).toBeGreaterThan(product.unitPriceKobo);
  await choosePayment(page, 'Bank transfer'); // Paystack, offered first, would leave for its page
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = toast(page, /Your order number is ORD-/);
  await expect(placed).toBeVisible({ timeout: 20_000 });
  const orderNumber = /ORD-[0-9A-Z-]+/.exec((await placed.textContent()) ?? '')![0].replace(/\.$/, '');
  await context.close();
  return { orderNumber, fullName, email: account.email, totalKobo };
}

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('searchbox', { name: label }).press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
}

test.describe.configure({ mode: 'serial' });

let order: Placed;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  order = await placeOrderAsShopper(browser);
});

test.beforeEach(async ({ context }) => {
  // A dozen saves, each followed by a refresh of the list; a dev server compiles each screen on first visit.
  test.setTimeout(300_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('customers: the shopper appears with their order; add, edit and delete a customer', async ({ page }) => {
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers Management' })).toBeVisible();

  // The checkout's customer, with the order counted and opened from the row.
  await search(page, 'Search customers by name or email', order.email);
  const shopperRow = page.getByRole('row').filter({ hasText: order.email });
  await expect(shopperRow).toContainText(order.fullName);
  await expect(shopperRow).toContainText('0803 123 4567');
  await expect(shopperRow.getByRole('cell').nth(3)).toHaveText('1');
  await expect(shopperRow.getByRole('cell').nth(4)).toHaveText(naira(order.totalKobo));
  await shopperRow.getByRole('link', { name: order.fullName }).click();
  const orders = page.getByRole('dialog', { name: `Orders of ${order.fullName}` });
  await expect(orders.getByRole('listitem').filter({ hasText: order.orderNumber })).toContainText(naira(order.totalKobo));
  await expect(page).toHaveURL(/[?&]customer=[0-9a-f-]{36}/);
  await orders.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(orders).toBeHidden();

  // Add: the required message first, then a real one.
  const name = `Ngozi Adeyemi ${stamp()}`;
  const email = `ngozi-${stamp()}@example.com`;
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Customer' });
  await expect(add.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(add.getByLabel('Phone')).toHaveAttribute('placeholder', /^\+234/);
  await add.getByRole('button', { name: 'Add Customer' }).click();
  await expect(add.getByText('Name and email are required')).toBeVisible();
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Address').fill('4 Awolowo Road, Ikoyi');
  await add.getByRole('button', { name: 'Add Customer' }).click();
  await expect(toast(page, 'Customer added successfully')).toBeVisible();
  await expect(toast(page, 'Customer added successfully')).toContainText('Success');
  await expect(add).toBeHidden();

  await search(page, 'Search customers by name or email', name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(email);
  await expect(row.getByRole('cell').nth(2)).toHaveText('N/A');
  await expect(row.getByRole('cell').nth(3)).toHaveText('0');
  await expect(row.getByRole('cell').nth(4)).toHaveText('₦0');

  // The same email again, in capitals: refused, saying why.
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await add.getByLabel('Name').fill('Someone Else');
  await add.getByLabel('Email').fill(email.toUpperCase());
  await add.getByRole('button', { name: 'Add Customer' }).click();
  await expect(toast(page, `A customer with the email ${email.toUpperCase()} already exists.`)).toBeVisible();
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();

  // Edit.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Customer' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Phone').fill('12345');
  await edit.getByRole('button', { name: 'Update Customer' }).click();
  await expect(edit.getByText(/Enter a Nigerian mobile number/)).toBeVisible();
  await edit.getByLabel('Name').fill(`${name} Okafor`);
  await edit.getByLabel('Phone').fill('+234 809 000 1111');
  await edit.getByRole('button', { name: 'Update Customer' }).click();
  await expect(toast(page, 'Customer updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('row').filter({ hasText: `${name} Okafor` });
  await expect(edited).toContainText('0809 000 1111');

  // Delete, with the product's confirmation.
  await edited.getByRole('button', { name: `Delete ${name} Okafor` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will permanently delete this customer. This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Customer deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(page.getByText('No customers found')).toBeVisible();
});

/** The admin records the order's whole balance as received by hand, from its ledger in Order Details. */
async function recordPayment(page: Page) {
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.orderNumber)}`);
  const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: order.orderNumber });
  await row.getByRole('button', { name: `View details of ${order.orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Record a payment' }).click();
  // The form offers the balance, all of it: the order's total, nothing received yet.
  await expect(details.getByLabel('Amount received (₦)')).not.toHaveValue('');
  await details.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Payment confirmed: the order is paid')).toBeVisible();
}

test("refunds: create one for the shopper's order, process it, delete it; above what is left is refused", async ({ page }) => {
  const optionLabel = `${order.orderNumber} - ${order.fullName}`;
  const partKobo = 100_000; // ₦1,000
  await recordPayment(page);
  await page.goto('/admin/refunds');
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Refund' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Refund' });
  await create.getByRole('button', { name: 'Create Refund' }).click();
  await expect(create.getByText('Please fill in all required fields')).toBeVisible();

  // The order select reads 'order number - customer name'.
  await expect(create.getByRole('combobox', { name: 'Order' }).getByRole('option', { name: optionLabel })).toHaveCount(1);
  await create.getByRole('combobox', { name: 'Order' }).selectOption({ label: optionLabel });
  await expect(create).toContainText(`${naira(order.totalKobo)} left to refund`);
  await create.getByLabel('Refund Amount').fill(String(order.totalKobo / 100 + 1));
  await create.getByLabel('Reason').fill('One curtain panel arrived torn');
  await create.getByRole('button', { name: 'Create Refund' }).click();
  const ceiling = `This refund would exceed what was received on ${order.orderNumber} less its other refunds: at most ${naira(order.totalKobo)}.`;
  await expect(toast(page, ceiling)).toBeVisible();
  await expect(create.getByText(ceiling)).toBeVisible();

  await create.getByLabel('Refund Amount').fill(String(partKobo / 100));
  await expect(create.getByLabel('Status')).toHaveValue('pending');
  await create.getByRole('button', { name: 'Create Refund' }).click();
  await expect(toast(page, 'Refund created successfully')).toBeVisible();
  await expect(create).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(order.fullName);
  await expect(row).toContainText(naira(partKobo));
  await expect(row).toContainText('One curtain panel arrived torn');
  await expect(row.locator('[data-tone]')).toHaveText('Pending');
  await expect(row.locator('[data-tone]')).toHaveAttribute('data-tone', 'yellow');

  // Processed: blue, and it comes off the customer's total spent.
  await row.getByRole('button', { name: /^Edit refund/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Refund' });
  await expect(edit.getByRole('combobox', { name: 'Order' })).toHaveValue(/[0-9a-f-]{36}/);
  await edit.getByLabel('Status').selectOption('processed');
  // Once processed, the form asks how the money went back (docs/decisions/0074-how-a-refund-went-back.md).
  await edit.getByRole('button', { name: 'Update Refund' }).click();
  await expect(edit.getByText('Choose how the money went back: cash at a location, a bank transfer or Paystack.').first()).toBeVisible();
  await edit.getByRole('combobox', { name: 'How the money went back' }).selectOption('bank_transfer');
  await edit.getByRole('button', { name: 'Update Refund' }).click();
  await expect(toast(page, 'Refund updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.locator('[data-tone]')).toHaveText('Processed');
  await expect(row).toContainText('Bank transfer');
  await expect(row.locator('[data-tone]')).toHaveAttribute('data-tone', 'blue');

  await page.goto(`/admin/customers?q=${encodeURIComponent(order.email)}`);
  const customer = page.getByRole('row').filter({ hasText: order.email });
  await expect(customer.getByRole('cell').nth(4)).toHaveText(naira(order.totalKobo - partKobo));

  // Delete, with the product's confirmation; the spend comes back.
  await page.goto(`/admin/refunds?q=${encodeURIComponent(order.orderNumber)}`);
  await row.getByRole('button', { name: /^Delete refund/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will permanently delete this refund. This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Refund deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: order.orderNumber })).toHaveCount(0);
  await expect(page.getByText('No refunds found')).toBeVisible();

  await page.goto(`/admin/customers?q=${encodeURIComponent(order.email)}`);
  await expect(page.getByRole('row').filter({ hasText: order.email }).getByRole('cell').nth(4)).toHaveText(naira(order.totalKobo));
});

test("refunds: the owner issues one and the order's History shows it, the amount in naira, by whom", async ({ page }) => {
  const refundKobo = 250_000; // ₦2,500
  await page.goto('/admin/refunds');
  await page.getByRole('button', { name: 'Create Refund' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Refund' });
  await create.getByRole('combobox', { name: 'Order' }).selectOption({ label: `${order.orderNumber} - ${order.fullName}` });
  await create.getByLabel('Refund Amount').fill(String(refundKobo / 100));
  await create.getByLabel('Reason').fill('A cushion cover was the wrong shade');
  await create.getByRole('button', { name: 'Create Refund' }).click();
  await expect(toast(page, 'Refund created successfully')).toBeVisible();

  await page.goto(`/admin/orders?q=${encodeURIComponent(order.orderNumber)}`);
  await page.getByRole('table', { name: 'Orders' }).getByRole('button', { name: `View details of ${order.orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  // A disclosure that loads the order's rows of the activity log when opened.
  await details.getByText('History', { exact: true }).click();
  const history = details.getByTestId('entity-history');
  // Newest first: the refund just issued, its amount as naira (and the kobo it is kept in).
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText(/refund/i);
  await expect(newest).toContainText('(Owner)');
  await expect(newest.getByRole('row', { name: /^amount/ })).toContainText('₦2,500.00');
  await expect(newest.getByRole('row', { name: /^reason/ })).toContainText('A cushion cover was the wrong shade');
});
