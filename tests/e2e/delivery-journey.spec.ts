import { expect as baseExpect, test, type Browser, type Locator, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { addToCartFromProductPage, chooseColourIfAny, fillShipping, openProductWithStock, toast, choosePayment } from './support/shop';

// Delivery as a shopper meets it: a colour chosen and delivery estimated on the product page,
// the fee and window at checkout, and both on the order page with its receipt; then, with the
// admin changing the rules between, a state whose zone was switched off is told so and picks
// up at the showroom instead, and the zone switched back on delivers again.

// Each step waits on a server action or a page rendered per request.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The first click may land before hydration: it is repeated until `dialog` is open. */
async function openDialog(button: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

/** The admin switches a seeded zone on or off on the Delivery screen. */
async function setZoneActive(browser: Browser, zone: string, active: boolean) {
  const context = await browser.newContext();
  await context.addCookies(await signInViaApi(e2eServer.admin));
  const page = await context.newPage();
  await page.goto('/admin/delivery');
  const row = page.getByRole('table', { name: 'Delivery zones' }).getByRole('row').filter({ has: page.getByRole('cell', { name: zone, exact: true }) });
  const dialog = page.getByRole('dialog', { name: 'Edit Zone' });
  await openDialog(row.getByRole('button', { name: `Edit ${zone}` }), dialog);
  const toggle = dialog.getByRole('switch', { name: 'Active' });
  if ((await toggle.getAttribute('aria-checked')) !== String(active)) await toggle.click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Zone updated successfully')).toBeVisible();
  await expect(row.getByText(active ? 'Active' : 'Inactive', { exact: true })).toBeVisible();
  await context.close();
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

test.describe.serial('delivery by zone', () => {
  test.beforeEach(() => test.setTimeout(240_000));

  test('a colour, the estimate on the product page, the fee at checkout, and all of it on the order page with its receipt @phone-only', async ({ page, context }) => {
    await signInContext(context, newAccount('journey'), { create: true });
    const product = await openProductWithStock(page);
    const colour = await chooseColourIfAny(page);
    await page.getByLabel('Deliver to').selectOption('Lagos');
    await expect(page.getByText(/Delivery to Lagos: ₦5,000, estimated \d/)).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to cart')).toBeVisible();

    await page.goto('/checkout');
    if (colour) await expect(summary(page)).toContainText(colour);
    await fillShipping(page, { phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1', state: 'Lagos' });
    await expect(summary(page).getByTestId('checkout-shipping')).toHaveText('₦5,000');
    const window = (await summary(page).getByTestId('checkout-window').innerText()).trim();
    await choosePayment(page, 'Bank transfer'); // Paystack, offered first, would leave for its page
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(toast(page, 'Order placed successfully!')).toBeVisible();

    await page.goto('/account');
    await page.getByRole('list', { name: 'Your orders' }).getByRole('link').first().click();
    const items = page.getByRole('table', { name: /^The items in order/ });
    await expect(items).toContainText(product.name);
    if (colour) await expect(items).toContainText(`Colour: ${colour}`);
    await expect(page.getByText('Delivery to Lagos')).toBeVisible();
    // The order keeps the window shown at checkout (from the same first day), with its year.
    await expect(page.getByTestId('order-delivery-window')).toHaveText(/ \d{4}$/);
    expect((await page.getByTestId('order-delivery-window').innerText()).startsWith(window.split(/[ -]/)[0]!)).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download receipt' }).click();
    expect((await download).suggestedFilename()).toMatch(/^receipt-ORD-[0-9A-Z-]+\.pdf$/);
  });

  test('a state in a zone the admin switched off is told so and picks up at the showroom; back on, it delivers', async ({ page, context, browser }) => {
    await setZoneActive(browser, 'North', false);
    try {
      await signInContext(context, newAccount('pickup-only'), { create: true });
      await addToCartFromProductPage(page);
      await page.goto('/checkout');
      await fillShipping(page, { phone: '0803 123 4567', address: '4 Ahmadu Bello Way', state: 'Kano' });

      const options = page.getByRole('group', { name: 'Delivery' });
      await expect(options).toContainText("We don't deliver to Kano yet. Choose showroom pickup, or contact us.");
      await expect(summary(page).getByTestId('checkout-shipping')).toHaveText('TBD');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(toast(page, "We don't deliver to Kano yet.")).toBeVisible();

      // 'Pick up at Main warehouse (free)' while one location offers pickup, 'Pick up in store (free)' with several.
      await options.getByRole('radio', { name: /^Pick up (at .+|in store) \(free\)$/ }).check();
      await expect(summary(page).getByTestId('checkout-shipping')).toHaveText('Free');
      await expect(summary(page)).toContainText('Ready for pickup');
      await expect(options).not.toContainText("We don't deliver");
      await choosePayment(page, 'Bank transfer'); // Paystack, offered first, would leave for its page
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(toast(page, 'Order placed successfully!')).toBeVisible();
    } finally {
      await setZoneActive(browser, 'North', true);
    }

    // The zone is back: Kano is priced again.
    await addToCartFromProductPage(page);
    await page.goto('/checkout');
    await fillShipping(page, { phone: '0803 123 4567', address: '4 Ahmadu Bello Way', state: 'Kano' });
    await expect(summary(page).getByTestId('checkout-shipping')).toHaveText('₦12,000');
  });
});
