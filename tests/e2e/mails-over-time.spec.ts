import { expect as baseExpect, test as base, type Page } from './support/test';
import { newAccount, signInContext, type Account } from './support/auth-api';
import { linkIn, waitForMail } from './support/mail-sink';
import { markDelivered } from './support/order-stages';
import { signInAdmin, startPrivateStore, type PrivateStore } from './support/private-store';
import { addToCartFromProductPage, placePayOnDeliveryOrder } from './support/shop';

// The mails that go out after time has passed (docs/product.md, "Bringing shoppers back"), read
// back from the SMTP sink and followed in Chromium: an abandoned checkout's first reminder, whose
// link restores the cart in a browser that never saw it and whose unsubscribe link stops the next
// one, and the review request a week after delivery, whose link opens the review form.
//
// Each runs on a store of its own (support/private-store.ts). The shopper does everything in the
// browser; then the store is stopped, support/time-passes.ts moves that shopper's moments (reaching
// checkout, the delivery) hours into the past, and the store starts again. The worker's maintenance
// runs at start, exactly the step that runs every 10 minutes in a shop, and finds the mail due.

const expect = baseExpect.configure({ timeout: 30_000 });

const test = base.extend<object, { store: PrivateStore<object> }>({
  store: [
    async ({}, provide) => {
      const store = await startPrivateStore<object>('tests/e2e/support/demo-store-fixture.ts');
      await provide(store);
      await store.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  // The test's own page and context open the private store.
  baseURL: async ({ store }, provide) => provide(store.baseUrl),
});

/** Stops the store, lets `hours` pass for the shopper, starts it again; the moments moved must include `expected`. */
async function hoursLater(store: PrivateStore<object>, account: Account, hours: number, expected: { carts?: number; orders?: number }) {
  const moved = await store.restartAfter<{ carts: number; orders: number }>('tests/e2e/support/time-passes.ts', [account.email, String(hours)]);
  expect(moved).toMatchObject(expected);
}

/** Opens checkout with the cart, and waits until the server has noted it (the cart's sync says so). */
async function reachCheckout(page: Page) {
  const noted = page.waitForRequest((request) => request.method() === 'POST' && (request.postData() ?? '').includes('"checkoutReached":true'));
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  expect((await (await noted).response())?.ok()).toBe(true);
}

test('an hour after leaving checkout the shopper is mailed the pieces with a link that restores the cart, and can stop the next reminder @phone-only', async ({
  page,
  context,
  browser,
  store,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('reminded');
  await signInContext(context, account, { create: true, store });
  const piece = await addToCartFromProductPage(page);
  await reachCheckout(page);

  await hoursLater(store, account, 2, { carts: 1 });
  const reminder = await waitForMail(account.email, /^Your cart at .+ is waiting for you$/, { timeout: 60_000 });
  expect(reminder.text).toContain('You reached checkout but did not place your order.');
  expect(reminder.text).toMatch(new RegExp(`- ${piece.name}.* × 1: ₦[\\d,]+`));
  expect(reminder.text).toMatch(/Subtotal at today's prices: ₦[\d,]+/);

  // The link, in a browser that never saw this shopper and is not signed in: the cart is back.
  const elsewhere = await browser.newContext({ baseURL: store.baseUrl });
  const restored = await elsewhere.newPage();
  await restored.goto(linkIn(reminder, '/cart/restore', store.baseUrl));
  await expect(restored.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await restored.getByRole('link', { name: 'View your cart' }).click();
  await expect(restored).toHaveURL(/\/cart$/);
  await expect(restored.getByRole('main').getByText(piece.name).first()).toBeVisible();
  await restored.screenshot({ path: test.info().outputPath('restored-cart.png'), fullPage: true });

  // The mail's unsubscribe link: opening it changes nothing, the button does.
  await restored.goto(linkIn(reminder, '/unsubscribe', store.baseUrl));
  await expect(restored.getByRole('heading', { name: 'Stop reminders and review requests?' })).toBeVisible();
  await restored.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(restored.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await elsewhere.close();

  // A day later the second reminder would be due; an unsubscribed shopper is not sent it.
  await hoursLater(store, account, 24, { carts: 1 });
  const signedIn = await browser.newContext({ baseURL: store.baseUrl });
  await signInContext(signedIn, account, { store });
  const accountPage = await signedIn.newPage();
  await accountPage.goto('/account');
  await expect(accountPage.getByRole('switch', { name: /^Email me reminders and review requests/ })).not.toBeChecked();
  // The store's maintenance ran at its start, and a mail it queued would be sent within seconds.
  await expect(waitForMail(account.email, /^Still thinking it over\?/, { timeout: 10_000 })).rejects.toThrow();
  await signedIn.close();
});

test('a week after delivery the buyer is asked for a review, and the mail opens the review form @phone-only', async ({ page, context, browser, store }) => {
  test.setTimeout(240_000);
  const account = newAccount('asked');
  await signInContext(context, account, { create: true, store });
  const piece = await addToCartFromProductPage(page);
  await page.goto('/checkout');
  const orderNumber = await placePayOnDeliveryOrder(page);

  const adminContext = await browser.newContext({ baseURL: store.baseUrl });
  const admin = await adminContext.newPage();
  await signInAdmin(admin, store.baseUrl);
  await markDelivered(admin, orderNumber);
  await adminContext.close();

  await hoursLater(store, account, 8 * 24, { orders: 1 });
  const request = await waitForMail(account.email, new RegExp(`^How is your ${piece.name}\\?$`), { timeout: 60_000 });
  expect(request.text).toContain(`Your order ${orderNumber} arrived a little while ago.`);

  // The store restarted, the session did not end: the link opens the form for that piece.
  await page.goto(linkIn(request, '/account/reviews/write', store.baseUrl));
  await expect(page.getByRole('heading', { name: `Review ${piece.name}` })).toBeVisible();
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeVisible();
});
