import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { waitForMail } from './support/mail-sink';
import { addToCartFromProductPage, placePayOnDeliveryOrder } from './support/shop';

// Discount codes end to end: the owner creates a code in the back office; a shopper tries a wrong
// code (and reads why), applies the right one, sees the saving and the new total, places a
// pay-on-delivery order, and finds the discount on the order page and in the confirmation mail.

test('the owner creates a code, a shopper applies it at checkout and the order, My Account and the mail show the saving @phone-only', async ({ page, browser }) => {
  test.slow();
  const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;

  const admin = await browser.newContext();
  await admin.addCookies(await signInViaApi(e2eServer.admin));
  const office = await admin.newPage();
  await office.goto('/admin/discounts');
  await office.getByRole('button', { name: 'Create Code' }).click();
  const dialog = office.getByRole('dialog', { name: 'Create Discount Code' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Percentage off (%)').fill('10');
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(office.locator('[data-sonner-toast]').filter({ hasText: `Code ${code} created` })).toBeVisible();
  const row = office.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('10% off');
  await expect(row.getByTestId('discount-uses')).toHaveText('0');

  const shopper = newAccount('discount');
  await signInContext(page.context(), shopper, { create: true });
  const product = await addToCartFromProductPage(page);
  await page.goto('/checkout');
  await page.getByLabel('State', { exact: true }).selectOption('Lagos');
  await expect(page.getByTestId('checkout-shipping')).not.toHaveText('TBD');

  const field = page.getByRole('textbox', { name: 'Discount code' });
  await field.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText("We don't recognise the code NOSUCHCODE. Check it and try again.")).toBeVisible();

  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-applied')).toContainText(`Code ${code} applied`);
  const saving = Math.ceil(product.unitPriceKobo / 10);
  const naira = (kobo: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(kobo / 100);
  await expect(page.getByTestId('checkout-discount')).toContainText(`Discount (${code})`);
  await expect(page.getByTestId('checkout-discount')).toContainText(`−${naira(saving)}`);
  const feeText = (await page.getByTestId('checkout-shipping').textContent()) ?? '';
  const feeKobo = feeText === 'Free' ? 0 : Math.round(Number(feeText.replace(/[₦,]/g, '')) * 100);
  await expect(page.getByTestId('checkout-total')).toHaveText(naira(product.unitPriceKobo + feeKobo - saving));

  const orderNumber = await placePayOnDeliveryOrder(page);
  await page.goto(`/account/orders/${orderNumber}`);
  await expect(page.getByTestId('order-discount')).toContainText(`Discount (${code})`);
  await expect(page.getByTestId('order-discount')).toContainText(`−${naira(saving)}`);

  const mail = await waitForMail(shopper.email, new RegExp(`order ${orderNumber}$`));
  expect(mail.text).toContain(`Discount (${code}): −${naira(saving)}`);

  // The back office counts the use and the money it gave away.
  await office.reload();
  await expect(row.getByTestId('discount-uses')).toHaveText('1');
  await expect(row.getByTestId('discount-given-away')).toHaveText(naira(saving));
  await admin.close();
});
