import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount } from './support/auth-api';
import { addToCartFromProductPage, choosePayment, fillShipping, toast } from './support/shop';

// The whole path of issue 4's "done means": a new shopper signs up, fills the cart, checks
// out, finds the order in My Account and has the confirmation mail (the test store has no
// SMTP server, so mail lands in $DATA_DIR/mail as .eml files).

async function mailsTo(address: string) {
  const folder = path.join(e2eServer.dataDir, 'mail');
  const files = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
  // Quoted-printable bodies wrap long lines with a trailing '='.
  return mails.map((raw) => raw.replace(/=\r?\n/g, '')).filter((raw) => raw.toLowerCase().includes(`to: ${address.toLowerCase()}`));
}

test('a new shopper signs up, checks out, sees the order in My Account and gets the confirmation mail', async ({ page }) => {
  test.slow();
  const shopper = newAccount('journey');

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Full Name').fill(shopper.name);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();
  await expect(page).toHaveURL(`${e2eServer.baseUrl}/`, { timeout: 20_000 });

  const product = await addToCartFromProductPage(page);
  await page.goto('/checkout');
  // Name and email come from the account.
  await expect(page.getByLabel('Full Name')).toHaveValue(shopper.name);
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
  await fillShipping(page, { phone: '+234 803 123 4567', address: '3 Ozumba Mbadiwe Avenue, Victoria Island', state: 'Lagos' });
  await choosePayment(page, 'Pay on delivery');
  await page.getByRole('button', { name: 'Place Order' }).click();

  const placed = toast(page, /Your order number is ORD-/);
  await expect(placed).toBeVisible({ timeout: 20_000 });
  const orderNumber = /ORD-[0-9A-Z-]+/.exec((await placed.textContent()) ?? '')![0].replace(/\.$/, '');
  await expect(page).toHaveURL(`${e2eServer.baseUrl}/`, { timeout: 20_000 });

  await page.goto('/account');
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: orderNumber });
  await expect(order).toContainText(product.name);

  await expect.poll(async () => (await mailsTo(shopper.email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [confirmation] = await mailsTo(shopper.email);
  expect(confirmation).toContain(`Your order number is ${orderNumber}`);
  expect(confirmation).toContain(product.name);
});
