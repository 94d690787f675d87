import { expect, test } from './support/test';
import { newAccount, signInContext } from './support/auth-api';
import { addToCartFromProductPage, choosePayment, fillShipping, toast } from './support/shop';
import { MARKETING_CONSENT_WORDS, ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';

// Consent to order updates on WhatsApp or SMS (NDPA): checkout's box is never ticked for the shopper; the
// shopper who ticks it and places the order finds the consent on in My Account, for the phone they typed.

test('checkout’s box starts unticked; ticked, the order records the consent My Account shows on @phone-only', async ({ page, context }) => {
  test.slow(); // the shop, a product page, checkout and My Account
  await signInContext(context, newAccount('messaging-consent'), { create: true });
  await addToCartFromProductPage(page);
  await page.goto('/checkout');

  const box = page.getByRole('checkbox', { name: ORDER_UPDATES_CONSENT_WORDS });
  await expect(box).not.toBeChecked();
  await fillShipping(page, { phone: '0805 321 0987', address: '3 Ozumba Mbadiwe Avenue, Victoria Island', state: 'Lagos' });
  await box.check();
  await choosePayment(page, 'Pay on delivery');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, /Your order number is ORD-/)).toBeVisible({ timeout: 20_000 });

  await page.goto('/account');
  const messaging = page.getByRole('region', { name: 'WhatsApp and SMS' });
  await expect(messaging.getByText('To 0805 321 0987.')).toBeVisible();
  await expect(messaging.getByRole('switch', { name: ORDER_UPDATES_CONSENT_WORDS })).toBeChecked();
  await expect(messaging.getByRole('switch', { name: MARKETING_CONSENT_WORDS })).not.toBeChecked();
});
