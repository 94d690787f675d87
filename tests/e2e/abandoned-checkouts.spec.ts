import { devices } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { e2eServer } from './support/server-env';
import { addToCartFromProductPage, chooseColourIfAny, toast } from './support/shop';

// Abandoned checkouts (docs/product.md, "Abandoned checkouts") in real Chromium against the production
// build: a signed-in shopper's cart follows them from their phone to their laptop; reaching checkout
// and leaving puts them on the back office's Abandoned Checkouts; the shop's "Send on WhatsApp" writes
// a message with the pieces and a link that restores the cart in any browser.
//
// The reminder mails, which wait an hour and a day, are read back from the SMTP sink and followed in
// tests/e2e/mails-over-time.spec.ts, on a store of its own whose clock a test can move.

test('the cart follows the shopper between devices, and the shop follows up an abandoned checkout on WhatsApp @phone-only', async ({ browser, page, context }) => {
  test.slow(); // three browsers, a checkout and the back office
  const account = newAccount('abandoned');

  // On the phone: signs up, gives a phone number, adds a piece.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: e2eServer.baseUrl });
  await signInContext(phone, account, { create: true });
  const phonePage = await phone.newPage();
  await phonePage.goto('/account');
  await phonePage.getByLabel('Phone').fill('0803 555 0142');
  await phonePage.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(phonePage, 'Profile updated')).toBeVisible({ timeout: 20_000 });
  const piece = await addToCartFromProductPage(phonePage);

  // On the laptop (this test's own browser), the same account: the piece is in the cart.
  await signInContext(context, account);
  await expect(async () => {
    await page.goto('/cart');
    await expect(page.getByRole('main').getByText(piece.name).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // Reaches checkout with it, and leaves.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();

  // The back office lists the abandoned checkout with the piece and no reminder yet.
  const admin = await browser.newContext({ baseURL: e2eServer.baseUrl, viewport: page.viewportSize() ?? undefined, isMobile: test.info().project.name === 'phone' });
  await admin.addCookies(await signInViaApi(e2eServer.admin));
  // WhatsApp is outside this machine: its page is answered here, the URL is what matters.
  await admin.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  const adminPage = await admin.newPage();
  const followUp = adminPage.getByRole('button', { name: `Send on WhatsApp to ${account.name}` });
  await expect(async () => {
    await adminPage.goto(`/admin/abandoned-checkouts?q=${encodeURIComponent(account.email)}`);
    await expect(followUp).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(adminPage.getByText('None yet').filter({ visible: true })).toBeVisible();
  await expect(adminPage.getByText(piece.name).filter({ visible: true })).toBeVisible();
  await adminPage.screenshot({ path: test.info().outputPath('abandoned-checkouts.png'), fullPage: true });

  const [whatsapp] = await Promise.all([adminPage.waitForEvent('popup'), followUp.click()]);
  await whatsapp.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(whatsapp.url());
  expect(url.pathname).toBe('/2348035550142');
  const message = url.searchParams.get('text')!;
  expect(message).toContain(piece.name);
  const restoreLink = /https?:\/\/\S+\/cart\/restore\?token=[A-Za-z0-9_-]{43}/.exec(message)?.[0];
  expect(restoreLink).toBeDefined();

  // In a browser that has never seen this shopper, signed out: the link puts exactly that piece in the cart.
  const elsewhere = await browser.newContext({ baseURL: e2eServer.baseUrl });
  const elsewherePage = await elsewhere.newPage();
  const restorePath = new URL(restoreLink!).pathname + new URL(restoreLink!).search;
  await elsewherePage.goto(restorePath);
  await expect(elsewherePage.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await expect(elsewherePage.getByRole('link', { name: 'View your cart' })).toBeVisible();
  const stored = await elsewherePage.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string; variant: string | null; quantity: number }[]);
  expect(stored.map(({ id, variant, quantity }) => ({ id, variant, quantity }))).toEqual([{ id: piece.id, variant: piece.colour, quantity: 1 }]);
  await elsewherePage.getByRole('link', { name: 'View your cart' }).click();
  await expect(elsewherePage.getByRole('main').getByText(piece.name).first()).toBeVisible();

  // A wrong token restores nothing.
  await elsewherePage.goto('/cart/restore?token=' + 'A'.repeat(43));
  await expect(elsewherePage.getByRole('heading', { name: 'This link no longer opens a cart' })).toBeVisible();

  await Promise.all([phone.close(), admin.close(), elsewhere.close()]);
});

/** Opens the `index`-th curtain's page. */
async function openCurtain(page: Page, index: number) {
  const html = await (await page.request.get('/shop?category=curtains')).text();
  const hrefs = [...new Set([...html.matchAll(/href="(\/product\/[0-9a-f-]{36})"/g)].map((match) => match[1]!))];
  await page.goto(hrefs[index]!);
  return { name: (await page.getByRole('heading', { level: 1 }).textContent())!.trim(), id: hrefs[index]!.split('/').pop()! };
}

/** Adds the open product (in its first colour) to the cart. */
async function addOpened(page: Page) {
  await chooseColourIfAny(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
}

async function addCurtain(page: Page, index: number) {
  const curtain = await openCurtain(page, index);
  await addOpened(page);
  return curtain;
}

/** What the browser last agreed with the server (src/lib/cart/cart-sync.ts): the lines' keys and quantities. */
const agreedWithServer = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('cart-sync') ?? '{}') as { signature?: string }).signature ?? '');

test('a piece added on the phone stays when the laptop adds one while its cart is still syncing', async ({ browser, page, context }) => {
  test.slow();
  const account = newAccount('syncing');
  await signInContext(context, account, { create: true });
  const first = await addCurtain(page, 0);
  // The laptop's cart has reached the server.
  await expect.poll(() => agreedWithServer(page)).toContain(first.id);

  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: e2eServer.baseUrl });
  await signInContext(phone, account);
  const phonePage = await phone.newPage();
  await phonePage.goto('/cart');
  await expect(phonePage.getByRole('main').getByText(first.name).first()).toBeVisible({ timeout: 30_000 });
  const second = await addCurtain(phonePage, 1);
  await expect.poll(() => agreedWithServer(phonePage)).toContain(second.id);

  // Back on the laptop, the page's sync with the server is held on the way while a third piece is added.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldOne = false;
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!heldOne && request.method() === 'POST' && (request.postData() ?? '').includes('"changed":false')) {
      heldOne = true;
      await held;
    }
    await route.fallback();
  });
  const heldSync = page.waitForRequest((request) => request.method() === 'POST' && (request.postData() ?? '').includes('"changed":false'));
  const third = await openCurtain(page, 2);
  await heldSync;
  await addOpened(page);
  release();

  // Both devices end with all three pieces.
  for (const device of [page, phonePage]) {
    await expect(async () => {
      await device.goto('/cart');
      for (const { name } of [first, second, third]) await expect(device.getByRole('main').getByText(name).first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }
  await phone.close();
});
