import { expect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount } from './support/auth-api';
import { waitForMail } from './support/mail-sink';
import { addToCartFromProductPage, placePayOnDeliveryOrder, toast } from './support/shop';

// The whole path of issue 4's "done means": a new shopper signs up, fills the cart, checks
// out, finds the order in My Account and has the confirmation mail, read back from the run's
// SMTP server (support/mail-sink.ts).

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
  const orderNumber = await placePayOnDeliveryOrder(page);
  await expect(page).toHaveURL(`${e2eServer.baseUrl}/`, { timeout: 20_000 });

  await page.goto('/account');
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: orderNumber });
  await expect(order).toContainText(product.name);

  const confirmation = await waitForMail(shopper.email, new RegExp(`order ${orderNumber}$`));
  expect(confirmation.text).toContain(`Your order number is ${orderNumber}`);
  expect(confirmation.text).toContain(product.name);
});
