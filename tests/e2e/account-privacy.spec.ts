import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { adminPage } from './support/order-stages';
import { addToCartFromProductPage, placePayOnDeliveryOrder, toast } from './support/shop';

// My Account → Privacy as a shopper uses it (NDPA 2023): download what the shop holds, be told
// which order keeps the account open, close it; and an admin closing an account from Customers.

test('a shopper downloads their data and closes their account @phone-only', async ({ page, context }) => {
  const shopper = newAccount('privacy');
  await signInContext(context, shopper, { create: true });
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data (JSON)' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await json.path())!, 'utf8'));
  expect(data.account).toMatchObject({ name: shopper.name, email: shopper.email });
  const [text] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Readable summary (text)' }).click()]);
  expect(await readFile((await text.path())!, 'utf8')).toContain(`Email: ${shopper.email}`);

  const close = page.getByRole('region', { name: 'Close my account' });
  await close.getByLabel('Password').fill('not-my-password');
  await close.getByLabel('Type DELETE to confirm').fill('DELETE');
  await close.getByRole('button', { name: 'Close my account' }).click();
  await expect(close.getByText('That password is not right. Please try again.')).toBeVisible();

  await close.getByLabel('Password').fill(shopper.password);
  await close.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible({ timeout: 15_000 });
  await expect(signInViaApi(shopper)).rejects.toThrow(/sign-in failed: 401/);
});

test('an unpaid order keeps the account open, and the page says which', async ({ page, context }) => {
  test.slow();
  const shopper = newAccount('privacy-order');
  await signInContext(context, shopper, { create: true });
  await addToCartFromProductPage(page);
  await page.goto('/checkout');
  const orderNumber = await placePayOnDeliveryOrder(page);

  await page.goto('/account/privacy');
  const close = page.getByRole('region', { name: 'Close my account' });
  await expect(close.getByRole('status')).toContainText(`${orderNumber} (unpaid)`);
  await expect(close.getByRole('button', { name: 'Close my account' })).toHaveCount(0);
});

test('an admin closes a customer’s account for a request received by mail', async ({ browser }) => {
  // A sign-in, two dialogs and three lists: more than 30 s on a busy two-core machine.
  test.slow();
  const page = await adminPage(browser);
  const email = `closing-${Date.now()}@example.com`;
  await page.goto('/admin/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Kemi Closing');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(toast(page, 'Customer added successfully')).toBeVisible();

  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: /^Kemi Closing\s*, view orders$/ }).click();
  const orders = page.getByRole('dialog', { name: 'Orders of Kemi Closing' });
  await orders.getByRole('button', { name: 'Close account…' }).click();
  await orders.getByLabel('Reason').fill('Request by email from the customer on 24 November');
  await orders.getByLabel('Type DELETE to confirm').fill('DELETE');
  await orders.getByRole('button', { name: 'Close account', exact: true }).click();
  await expect(toast(page, 'Account closed')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers' }).getByText(email)).toHaveCount(0);
  await page.context().close();
});

test('the privacy page is linked from the sign-up form and the footer, and says how to use each right @phone', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/page\/privacy-policy$/);
  await expect(page.getByRole('heading', { name: 'Your rights, and how to use them' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/page/privacy-policy');
  const short = await page.goto('/page/privacy');
  expect(short?.url()).toMatch(/\/page\/privacy-policy$/);
});
