import { expect as baseExpect, test } from './support/test';
import { newAccount, signInContext } from './support/auth-api';
import { adminPage } from './support/order-stages';
import { fillShipping, toast } from './support/shop';

// Fabric samples (docs/decisions/0059-fabric-samples.md), at phone and desktop size: from a demo sofa's page the
// shopper orders a free swatch of its velvet, checks out with nothing to pay, and the admin finds the order
// in Orders marked as a sample order, and by the Sample orders filter.

const expect = baseExpect.configure({ timeout: 30_000 });

const SOFA = 'Yaba 2-Seater Loveseat';

test('a free swatch is ordered from a sofa’s page and shows to the admin as a sample order @phone-only', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await signInContext(context, newAccount('swatch'), { create: true });
  await page.goto('/shop?category=sofas');
  await page.getByRole('link', { name: SOFA }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: SOFA })).toBeVisible();

  // A plain link drawn by the server: the cart adds the swatch and drops the parameter from the address.
  await page.getByRole('link', { name: 'Order a free swatch of Velvet' }).click();
  await expect(toast(page, `Swatch: Velvet (Fabric) for ${SOFA} added to your cart.`)).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Swatch: Velvet (Fabric)', { exact: true })).toBeVisible();
  // One to a line and free: no quantity to choose, no "₦0 each".
  const line = page.getByRole('listitem').filter({ hasText: 'Swatch: Velvet (Fabric)' });
  await expect(line.getByText('One swatch', { exact: true })).toBeVisible();
  await expect(line.getByText('Free', { exact: true })).toBeVisible();
  await expect(line.getByRole('group', { name: /^Quantity of/ })).toHaveCount(0);
  await expect(line.getByText(/each$/)).toHaveCount(0);

  await page.goto('/checkout');
  await expect(page.getByText('Swatch: Velvet (Fabric)', { exact: true })).toBeVisible();
  await fillShipping(page, { phone: '0803 123 4567', address: '3 Ozumba Mbadiwe Avenue, Victoria Island', state: 'Lagos' });
  await expect(page.getByText('There is nothing to pay for this order')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = toast(page, /Your order number is ORD-/);
  await expect(placed).toBeVisible();
  const orderNumber = /ORD-[0-9A-Z]+-[0-9A-Z]+/.exec((await placed.textContent()) ?? '')![0];

  // The back office: a sample order to post, found by the filter, kept in the address.
  const admin = await adminPage(browser);
  await admin.goto('/admin/orders');
  const table = admin.getByRole('table', { name: 'Orders' });
  const row = table.getByRole('row').filter({ hasText: orderNumber });
  await expect(row.getByText('Samples', { exact: true })).toBeVisible();
  const filter = admin.getByRole('button', { name: 'Sample orders' });
  // The first press may land before hydration: pressed again until the list is filtered.
  await expect(async () => {
    if ((await filter.getAttribute('aria-pressed')) !== 'true') await filter.click();
    await expect(admin).toHaveURL(/[?&]samples=1/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row').filter({ hasNotText: 'Samples' }).filter({ hasText: /ORD-/ })).toHaveCount(0);
  await admin.context().close();
});
