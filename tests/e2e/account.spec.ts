import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext, signInViaApi, type Account } from './support/auth-api';
import { addToCartFromProductPage, choosePayment, fillShipping, toast } from './support/shop';

// My Account (docs/architecture.md section 4): the profile form, the order history with coloured
// statuses, one order's page, and who may open it: its owner and an admin, nobody else
// (a stranger gets the same 404 as for an order that does not exist).

const PHONE_MESSAGE = 'Enter a Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567';

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'My Account' });
const orderLinks = (page: Page) => page.getByRole('list', { name: 'Your orders' }).getByRole('link', { name: /^ORD-/ });

async function expectNoSeriousViolations(page: Page, stage: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${stage}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** One curtain ordered through the real checkout; returns its name. */
async function placeOrderThroughCheckout(page: Page, account: Account, notes: string) {
  const { name } = await addToCartFromProductPage(page);
  await page.goto('/checkout');
  await fillShipping(page, { fullName: account.name, email: account.email, phone: '0803 555 0101', address: '7 Awolowo Road, Ikoyi', state: 'Lagos', notes });
  await choosePayment(page, 'Pay on delivery');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(`${e2eServer.baseUrl}/`, { timeout: 20_000 });
  return name;
}

test.describe('My Account', () => {
  test('signed out, account pages send the visitor to sign in, and back to the page asked for', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/auth?next=%2Faccount`);
    await page.goto('/account/orders/ORD-20260101-ABCDEF');
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/auth?next=%2Faccount%2Forders%2FORD-20260101-ABCDEF`);
  });

  test('a new shopper sees their name, the account menu and an empty order history @phone-only', async ({ page, context }) => {
    const account = newAccount('account-empty');
    await signInContext(context, account, { create: true });
    const response = await page.goto('/account');
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await expect(page).toHaveTitle(/^My Account \|/);

    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${account.name}`)).toBeVisible();
    await expect(accountNav(page).getByRole('link', { name: 'Profile & orders' })).toHaveAttribute('aria-current', 'page');
    await expect(accountNav(page).getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/account/security');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');

    await expect(page.getByRole('heading', { name: "You haven't placed any orders yet" })).toBeVisible();
    await expectNoSeriousViolations(page, 'empty account');
    await page.getByRole('link', { name: 'Browse the shop' }).click();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/shop`, { timeout: 20_000 });
  });

  test('edits the profile: a wrong phone is refused, the saved details survive a reload @phone-only', async ({ page, context }) => {
    test.slow(); // three saves and two reloads
    const account = newAccount('account-profile');
    await signInContext(context, account, { create: true });
    await page.goto('/account');
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeEnabled();

    const phone = page.getByLabel('Phone');
    await phone.fill('12345');
    await save.click();
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
    expect(errorId).toBeTruthy();
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(PHONE_MESSAGE);
    await expect(toast(page, 'Profile updated')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'profile with an error');

    await page.getByLabel('Full name').fill('Chiamaka Obi');
    await phone.fill('+234 803 555 0101');
    await page.getByLabel('Default address').fill('7 Awolowo Road\nIkoyi');
    await page.getByLabel('State').selectOption('Rivers');
    await save.click();
    await expect(toast(page, 'Profile updated')).toBeVisible({ timeout: 20_000 });
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    // The heading greets them by the new name at once.
    await expect(page.getByText('Signed in as Chiamaka Obi')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Chiamaka Obi');
    // Stored in its one form (src/lib/nigeria.ts), shown as Nigerians write it.
    await expect(phone).toHaveValue('0803 555 0101');
    await expect(page.getByLabel('Default address')).toHaveValue('7 Awolowo Road\nIkoyi');
    await expect(page.getByLabel('State')).toHaveValue('Rivers');

    // Emptied optional fields are saved empty, and the name cannot be blank.
    await phone.fill('');
    await page.getByLabel('Default address').fill('');
    await page.getByLabel('State').selectOption('');
    await save.click();
    await expect(toast(page, 'Profile updated')).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Full name').fill('  ');
    await save.click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Chiamaka Obi');
    await expect(phone).toHaveValue('');
    await expect(page.getByLabel('Default address')).toHaveValue('');
    await expect(page.getByLabel('State')).toHaveValue('');
  });

  test('an order shows in its owner’s history and page; another shopper gets a 404, an admin sees it', async ({ page, context, browser }) => {
    test.slow();
    const owner = newAccount('account-orders');
    await signInContext(context, owner, { create: true });
    const notes = 'Please call before delivery.';
    const product = await placeOrderThroughCheckout(page, owner, notes);

    await page.goto('/account');
    await expect(orderLinks(page)).toHaveCount(1);
    const card = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
    await expect(card).toContainText(`1 item: ${product}`);
    await expect(card).toContainText('₦');
    await expect(card.locator('[data-tone="yellow"]')).toHaveCount(2); // pending order, pending payment
    const orderNumber = (await orderLinks(page).textContent())!.trim();
    expect(orderNumber).toMatch(/^ORD-\d{8}-[0-9A-Z]{6}$/);

    await orderLinks(page).click();
    const orderPath = `/account/orders/${orderNumber}`;
    await expect(page).toHaveURL(`${e2eServer.baseUrl}${orderPath}`, { timeout: 20_000 });
    await expect(page).toHaveTitle(new RegExp(`^Order ${orderNumber} \\|`));
    await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
    await expect(accountNav(page).getByRole('link', { name: 'Profile & orders' })).toHaveAttribute('aria-current', 'true');
    const items = page.getByRole('table', { name: `The items in order ${orderNumber}` });
    await expect(items.getByRole('rowheader', { name: new RegExp(product) })).toBeVisible();
    // Delivery was priced at checkout: the method, a fee and the estimated window.
    await expect(page.getByText('Delivery to Lagos')).toBeVisible();
    await expect(page.getByTestId('order-delivery-window')).toHaveText(/^\d{1,2}(-\d{1,2})? [A-Z][a-z]{2}/);
    await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText('7 Awolowo Road, Ikoyi');
    await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText('0803 555 0101');
    await expect(page.getByRole('region', { name: 'Notes' })).toContainText(notes);
    await expectNoSeriousViolations(page, 'order page');
    await page.goto('/account');
    await expectNoSeriousViolations(page, 'order history');

    // A stranger: the same 404 as for a number that was never used; nothing about the order.
    const strangerContext = await browser.newContext();
    await signInContext(strangerContext, newAccount('account-stranger'), { create: true });
    const stranger = await strangerContext.newPage();
    const refused = await stranger.goto(orderPath);
    expect(refused?.status()).toBe(404);
    await expect(stranger.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(stranger.getByText(owner.name)).toHaveCount(0);
    await expect(stranger.getByText(notes)).toHaveCount(0);
    expect((await stranger.goto('/account/orders/ORD-19990101-ZZZZZZ'))?.status()).toBe(404);
    expect((await stranger.goto('/account/orders/not-an-order'))?.status()).toBe(404);
    await strangerContext.close();

    const adminContext = await browser.newContext();
    await adminContext.addCookies(await signInViaApi(e2eServer.admin));
    const admin = await adminContext.newPage();
    expect((await admin.goto(orderPath))?.status()).toBe(200);
    await expect(admin.getByRole('heading', { name: orderNumber })).toBeVisible();
    await adminContext.close();
  });
});
