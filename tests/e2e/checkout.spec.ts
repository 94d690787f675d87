import { expect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext, signUpViaApi } from './support/auth-api';
import { formatNaira } from '@/lib/money';
import { addToCartFromProductPage, chooseColourIfAny, choosePayment, fillShipping, openProductWithStock, toast } from './support/shop';

// Checkout (docs/product.md section 2 "Checkout", section 5 "Checkout", section 8 "Checkout"): the
// shipping form and order summary with shipping 'TBD', the empty-cart redirect, signing in
// first (and coming back with cart and form intact), placing an order, and a cart that
// changed in the shop since it was filled.

type StoredLine = {
  id: string;
  name: string;
  imageUrl: string | null;
  category: string;
  stockQuantity: number;
  unitPriceKobo: number;
  /** The variant's option values; for a piece offered in colours, the colour. */
  variant?: string | null;
  quantity: number;
};

async function storeCart(page: Page, lines: StoredLine[]) {
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), lines);
}

const line = (overrides: Partial<StoredLine> & { id: string }): StoredLine => ({
  name: 'A piece',
  imageUrl: null,
  category: 'curtains',
  stockQuantity: 50,
  unitPriceKobo: 100_000_00,
  quantity: 1,
  ...overrides,
});

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / }).first();
const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });

test.describe('checkout', () => {
  // Each test walks through several pages (shop, product, checkout, auth, home).
  test.beforeEach(() => test.slow());

  test('an empty cart is sent to /cart', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/cart`);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('the shipping form is drawn by the server, its scripts after it: it can be filled before they arrive, not sent', async ({ browser }) => {
    // Without scripts the page is what a slow link shows first (docs/decisions/0085-light-on-slow-links.md).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
    await page.getByLabel('Full Name').fill('Adaeze Okafor');
    await expect(page.getByLabel('Full Name')).toHaveValue('Adaeze Okafor');
    // The cart is the browser's: until it is read and delivery priced, the order cannot be placed.
    await expect(placeOrder(page)).toBeDisabled();
    // The page's scripts come by the after-paint loader, not as script tags beside the first paint's
    // requests (the one left is for browsers without modules, which others never fetch).
    expect(await page.locator('script[src*="/_next/static/"]:not([nomodule])').count()).toBe(0);
    await context.close();
  });

  test('the page is titled Checkout and is not indexed', async ({ request }) => {
    // Read from the server's HTML: in the browser an empty cart leaves for /cart at once.
    const html = await (await request.get('/checkout')).text();
    expect(html).toMatch(/<title>Checkout \|/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  test('signed out: Authentication required, sign in, and back at /checkout with cart and form intact', async ({ page }) => {
    const account = newAccount('checkout-return');
    await signUpViaApi(account);
    const product = await addToCartFromProductPage(page);

    await page.goto('/checkout');
    await expect(summary(page)).toContainText(product.name);
    // The form is open to a signed-out visitor; the order itself needs an account.
    const typed = {
      fullName: 'Chiamaka Obi',
      email: 'chiamaka.obi@example.com',
      phone: '+234 803 555 0101',
      address: '7 Awolowo Road, Ikoyi',
      state: 'Lagos',
      notes: 'Gate code 4411',
    };
    await fillShipping(page, typed);
    await placeOrder(page).click();
    await expect(toast(page, 'Authentication required')).toBeVisible();
    await expect(toast(page, 'Please log in to complete your order.')).toBeVisible();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/auth?next=/checkout`);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Signing in, then the way back (a first visit compiles /checkout on a dev server).
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/checkout`, { timeout: 30_000 });

    // The cart is as it was, and the form holds what was typed (not the account's name and email).
    await expect(summary(page)).toContainText(product.name);
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.getByLabel('Full Name')).toHaveValue(typed.fullName);
    await expect(page.getByLabel('Email')).toHaveValue(typed.email);
    await expect(page.getByLabel('Phone')).toHaveValue(typed.phone);
    await expect(page.getByLabel('Shipping Address')).toHaveValue(typed.address);
    await expect(page.getByLabel('State', { exact: true })).toHaveValue(typed.state);
    await expect(page.getByLabel('Order Notes (optional)')).toHaveValue(typed.notes);
    await expect(page.getByText('You will sign in to place your order')).toBeHidden();
  });

  test('a signed-in shopper places an order: toast with the order number, empty cart, back home', async ({ page, context }) => {
    const account = newAccount('checkout-order');
    await signInContext(context, account, { create: true });
    const product = await addToCartFromProductPage(page);
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // The account's name and email are filled in.
    await expect(page.getByLabel('Full Name')).toHaveValue(account.name);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');

    const box = summary(page);
    await expect(box).toContainText(product.name);
    await expect(box).toContainText('Qty 1');
    await expect(box.locator('img')).toHaveCount(1);
    await expect(box).toContainText('Subtotal');
    await expect(box.locator('dt', { hasText: /^Shipping$/ }).locator('+ dd')).toHaveText('TBD');
    await expect(box.locator('dt', { hasText: /^Total$/ }).locator('+ dd')).toHaveText(/^₦[\d,.]+$/);

    await fillShipping(page, { phone: '0803 123 4567', address: '12 Admiralty Way, Lekki Phase 1', state: 'Lagos', notes: 'Please call on arrival.' });
    // Lagos prices delivery: the seeded parcel fee, an estimated window, and a total that includes it.
    await expect(box.getByTestId('checkout-shipping')).toHaveText('₦5,000');
    await expect(box.getByTestId('checkout-window')).toHaveText(/^\d{1,2}(-\d{1,2})? [A-Z][a-z]{2}/);
    await expect(box.getByTestId('checkout-total')).toHaveText(formatNaira(product.unitPriceKobo + 5_000_00));
    // Paid on delivery, the shopper goes home (a transfer would lead to the order page).
    await choosePayment(page, 'Pay on delivery');
    await placeOrder(page).click();
    await expect(toast(page, 'Order placed successfully!')).toBeVisible();
    await expect(toast(page, /Your order number is ORD-[0-9A-Z-]+\. We'll contact you shortly\./)).toBeVisible();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/`, { timeout: 30_000 });
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    expect(await page.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull();

    await page.goto('/checkout');
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/cart`);
  });

  test('required fields and an invalid phone are shown at the fields, and nothing is sent', async ({ page }) => {
    await page.goto('/cart');
    await storeCart(page, [line({ id: crypto.randomUUID(), name: 'Linen Sheer Curtain' })]);
    await page.goto('/checkout');
    await expect(summary(page)).toContainText('Linen Sheer Curtain');

    await placeOrder(page).click();
    const fullName = page.getByLabel('Full Name');
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toBeFocused();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText('Shipping address is required')).toBeVisible();
    await expect(page.getByText('Choose a state', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Order Notes (optional)')).not.toHaveAttribute('aria-invalid', 'true');

    await fillShipping(page, { fullName: 'Tunde Bakare', email: 'tunde@example.com', phone: '12345', address: '3 Ring Road', state: 'Oyo' });
    await placeOrder(page).click();
    const phone = page.getByLabel('Phone');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    const message = page.getByText('Enter a Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567');
    await expect(message).toBeVisible();
    await expect(phone).toHaveAttribute('aria-describedby', new RegExp(`${await message.getAttribute('id')}`));
    // Client-side checks stop it: no sign-in prompt, still here.
    await expect(toast(page, 'Authentication required')).toHaveCount(0);
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/checkout`);
  });

  test('a price that changed and a product that vanished since adding are shown, fixed with one button, then the order goes through', async ({
    page,
    context,
  }) => {
    await signInContext(context, newAccount('checkout-changed'), { create: true });
    const product = await openProductWithStock(page);
    const variant = await chooseColourIfAny(page);
    const stale = product.unitPriceKobo + 5_000_00;
    await storeCart(page, [
      line({ id: product.id, name: product.name, unitPriceKobo: stale, stockQuantity: product.stock, variant }),
      line({ id: crypto.randomUUID(), name: 'Vanished Ottoman' }),
    ]);

    await page.goto('/checkout');
    await fillShipping(page, { phone: '08031234567', address: '5 Aminu Kano Crescent, Wuse 2', state: 'Federal Capital Territory' });
    await placeOrder(page).click();
    await expect(toast(page, 'Some items in your cart have changed. Please review them before placing your order.')).toBeVisible();

    const notice = page.getByRole('region', { name: 'Some items in your cart have changed' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    const newPrice = (await notice.getByText(/^Price now ₦[\d,.]+/).innerText()).match(/₦[\d,.]+/)![0];
    await expect(notice.getByRole('listitem').filter({ hasText: product.name })).toContainText(`Price now ${newPrice}`);
    await expect(notice.getByRole('listitem').filter({ hasText: 'Vanished Ottoman' })).toContainText('No longer available');

    await notice.getByRole('button', { name: 'Update my cart' }).click();
    await expect(notice).toBeHidden();
    await expect(summary(page)).toBeFocused();
    await expect(page.getByText('Your cart is updated. Check your order, then place it again.')).toBeVisible();
    await expect(summary(page)).not.toContainText('Vanished Ottoman');
    await expect(summary(page).locator('dt', { hasText: /^Subtotal$/ }).locator('+ dd')).toHaveText(newPrice);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!) as StoredLine[]);
    expect(stored).toEqual([expect.objectContaining({ id: product.id, unitPriceKobo: product.unitPriceKobo, quantity: 1 })]);

    // The form kept what was typed; the same visit places the order now.
    await expect(page.getByLabel('Phone')).toHaveValue('08031234567');
    await choosePayment(page, 'Bank transfer');
    await placeOrder(page).click();
    await expect(toast(page, 'Order placed successfully!')).toBeVisible();
    // Paid by bank transfer, the shopper sees the order and where to pay.
    await expect(page).toHaveURL(/\/account\/orders\/ORD-[0-9A-Z-]+\?payment=placed$/, { timeout: 30_000 });
  });

  test('a quantity above the stock left is capped by Update my cart', async ({ page, context }) => {
    await signInContext(context, newAccount('checkout-stock'), { create: true });
    const product = await openProductWithStock(page);
    const variant = await chooseColourIfAny(page);
    await storeCart(page, [line({ id: product.id, name: product.name, unitPriceKobo: product.unitPriceKobo, quantity: product.stock + 3, stockQuantity: 999, variant })]);

    await page.goto('/checkout');
    await fillShipping(page, { fullName: 'Ngozi Eze', phone: '0809 000 1111', address: '9 Ogui Road', state: 'Enugu' });
    await placeOrder(page).click();
    const notice = page.getByRole('region', { name: 'Some items in your cart have changed' });
    await expect(notice).toContainText(`Only ${product.stock} left`);
    await notice.getByRole('button', { name: 'Update my cart' }).click();
    await expect(summary(page)).toContainText(`Qty ${product.stock}`);
    await expect(cartBadge(page)).toHaveAccessibleName(`Cart, ${product.stock} items`);
  });

  test('on a phone the summary comes first and the form can be filled and checked @phone', async ({ page }) => {
    await page.goto('/cart');
    await storeCart(page, [line({ id: crypto.randomUUID(), name: 'Velvet Blackout Curtain', quantity: 2 })]);
    await page.goto('/checkout');

    const box = summary(page);
    await expect(box).toContainText('Velvet Blackout Curtain');
    await expect(box).toContainText('TBD');
    const form = page.getByRole('form', { name: 'Shipping Details' });
    await expect(form).toBeVisible();
    const summaryTop = (await box.boundingBox())!.y;
    const formTop = (await form.boundingBox())!.y;
    const viewport = page.viewportSize()!;
    if (viewport.width < 1024) expect(summaryTop).toBeLessThan(formTop);
    else expect(Math.abs(summaryTop - formTop)).toBeLessThan(400);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await fillShipping(page, { fullName: 'Ifeoma Nwosu', email: 'ifeoma@example.com', phone: '0803', address: '21 Aba Road', state: 'Rivers' });
    await placeOrder(page).scrollIntoViewIfNeeded();
    await placeOrder(page).click();
    await expect(page.getByLabel('Phone')).toBeFocused();
    await expect(page.getByText(/^Enter a Nigerian mobile number/)).toBeInViewport();
    await page.getByLabel('Phone').fill('0803 123 4567');
    await placeOrder(page).click();
    await expect(toast(page, 'Authentication required')).toBeVisible();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/auth?next=/checkout`);
  });
});
