import { expect, test } from './support/showroom-store';
import { newAccount, signInContext } from './support/auth-api';
import { waitForMail } from './support/mail-sink';
import { signInAdmin } from './support/private-store';
import { choosePayment, fillShipping, toast } from './support/shop';

// Pickup by location (docs/decisions/0064-stock-locations.md): a shopper picks Lekki showroom from the
// locations offering pickup, told the armchair is in stock there; the order page and the confirmation
// mail say where to collect it; the admin sees the unit was taken from the showroom and sends it from the
// warehouse instead. On a store of its own (support/pickup-locations-fixture.ts adds the showroom), so
// the other specs keep a shop with one location.


test('a shopper collects at Lekki showroom, where the stock is taken from until the admin moves it @phone-only', async ({ page, context, browser, store }) => {
  test.setTimeout(240_000);
  const { productId, productName } = store.fixture;
  const account = newAccount('pickup-location');
  await signInContext(context, account, { create: true, store });
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();

  await page.goto('/checkout');
  await fillShipping(page, { phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1', state: 'Lagos' });
  const delivery = page.getByRole('group', { name: 'Delivery' });
  const pickup = delivery.getByRole('radio', { name: 'Pick up in store (free)' });
  await expect(pickup).toHaveAccessibleDescription('Choose from Main warehouse or Lekki showroom.');
  await pickup.check();

  // Both hold the armchair: the first location is chosen until the shopper picks another.
  const where = page.getByRole('group', { name: 'Where to collect' });
  await expect(where.getByRole('radio', { name: 'Main warehouse' })).toBeChecked();
  const showroom = where.getByRole('radio', { name: 'Lekki showroom' });
  await expect(showroom).toHaveAccessibleDescription(/^3 Admiralty Way, Lekki · Opening hours: Mon–Sat 10am–6pm · In stock here — ready in \d+ business days?$/);
  await showroom.check();
  await expect(showroom).toBeChecked();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Pickup at Lekki showroom');
  await expect(summary.getByTestId('checkout-shipping')).toHaveText('Free');
  await page.screenshot({ path: test.info().outputPath('checkout-pickup-location.png'), fullPage: true });

  await choosePayment(page, 'Bank transfer');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, 'Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders\/ORD-[0-9A-Z-]+\?payment=placed$/, { timeout: 30_000 });
  const orderNumber = /ORD-[0-9A-Z-]+/.exec(page.url())![0];

  // Where to collect, on the order page and in the confirmation mail.
  const collect = page.getByRole('region', { name: 'Collect your order at' });
  for (const text of ['Lekki showroom', '3 Admiralty Way, Lekki', 'Opening hours: Mon–Sat 10am–6pm']) await expect(collect).toContainText(text);
  await expect(page.getByText('Pickup at Lekki showroom')).toBeVisible();
  const mail = await waitForMail(account.email, new RegExp(`order ${orderNumber}$`));
  expect(mail.text).toMatch(/Collect your order at:\r?\nLekki showroom\r?\n3 Admiralty Way, Lekki\r?\nOpening hours: Mon–Sat 10am–6pm/);

  // The admin: the unit came from the showroom; sent from the warehouse instead, it is taken from there.
  const admin = await (await browser.newContext({ baseURL: store.baseUrl })).newPage();
  await signInAdmin(admin, store.baseUrl);
  await admin.goto(`/admin/orders?q=${orderNumber}`);
  await admin.getByRole('button', { name: `View details of ${orderNumber}` }).click();
  const details = admin.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toContainText('3 Admiralty Way, Lekki');
  const taken = details.getByRole('region', { name: 'Stock taken from' });
  await expect(taken.getByTestId('order-allocation')).toHaveText([new RegExp(`^${productName}SKU IKJ-ARM-01 · Qty 1From Lekki showroom`)]);
  await taken.getByLabel('Take from instead').selectOption({ label: 'Main warehouse (holds 4)' });
  await taken.getByRole('button', { name: 'Move' }).click();
  await expect(toast(admin, `${productName}: 1 now taken from Main warehouse`)).toBeVisible();
  await expect(taken.getByTestId('order-allocation')).toHaveText([/From Main warehouse/]);
  // The showroom has its unit back.
  await expect(taken.getByRole('option', { name: 'Lekki showroom (holds 2)' })).toBeAttached();
  await admin.context().close();
});
