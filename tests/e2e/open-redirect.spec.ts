import { expect, test, type BrowserContext, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, postFrom, randomLoopback, signInContext, signUpViaApi, type Account } from './support/auth-api';

// The open redirect after sign-in (docs/security.md): a link to /auth?next=<payload> that a
// shopper follows and signs in on must leave them on this shop, whatever the payload. Each
// payload is written as it appears in the link's query string. Browsers drop tabs and
// newlines from URLs and read "\" as "/", so several of these became //evil.example.

const PAYLOADS = [
  '/%09/evil.example',
  '/%0D/evil.example',
  '/%0A/evil.example',
  '/%09%5Cevil.example',
  '/%5Cevil.example',
  '/%5C/evil.example',
  '//evil.example',
  '///evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2509/evil.example',
  '/.//evil.example',
  '%09//evil.example',
  '%20//evil.example',
  'https://evil.example/',
  'http%3A%2F%2Fevil.example',
  'javascript%3Aalert(1)',
  'data%3Atext%2Fhtml%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];

const shopOrigin = new URL(e2eServer.baseUrl).origin;

/** Records every top-level navigation that leaves the shop (and answers it, so it never reaches DNS). */
async function watchForEscapes(page: Page) {
  const escapes: string[] = [];
  await page.route(
    (address) => address.origin !== shopOrigin,
    async (route) => {
      if (route.request().isNavigationRequest()) escapes.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Not the shop</h1>' });
    },
  );
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (frame === page.mainFrame() && url !== 'about:blank' && new URL(url).origin !== shopOrigin) escapes.push(url);
  });
  return escapes;
}

/**
 * The browser's own sign-in request is sent on from a loopback address of its own, so the
 * per-address sign-in limit that guards 127.0.0.1 is not spent by these many sign-ins.
 */
async function signInFromOwnAddress(context: BrowserContext) {
  await context.route('**/api/auth/sign-in/email', async (route) => {
    const request = route.request();
    const response = await postFrom(randomLoopback(), '/api/auth/sign-in/email', request.postDataJSON());
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (name !== 'set-cookie' && typeof value === 'string') headers[name] = value;
    }
    const cookies = (response.headers['set-cookie'] ?? []).map((line) => {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      return { name: pair!.slice(0, index), value: pair!.slice(index + 1), domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' as const };
    });
    await context.addCookies(cookies);
    await route.fulfill({ status: response.status, headers, body: response.body });
  });
}

test.describe('open redirect after sign-in', () => {
  let shopper: Account;

  test.beforeAll(async () => {
    shopper = newAccount('redirect');
    await signUpViaApi(shopper);
  });

  for (const payload of PAYLOADS) {
    test(`a shopper signing in at /auth?next=${payload} stays on the shop`, async ({ page, context }) => {
      const escapes = await watchForEscapes(page);
      await signInFromOwnAddress(context);
      await page.goto(`/auth?next=${payload}`);
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Password').fill(shopper.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('Welcome back!')).toBeVisible();
      // The page's default (/) rather than wherever the payload pointed.
      await expect(page).toHaveURL(`${e2eServer.baseUrl}/`);
      await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
      expect(escapes).toEqual([]);
      expect(new URL(page.url()).origin).toBe(shopOrigin);
    });
  }

  test('a signed-in visitor opening /auth?next=<payload> stays on the shop', async ({ page, context }) => {
    // One full load of the home page per payload.
    test.slow();
    const escapes = await watchForEscapes(page);
    await signInContext(context, newAccount('redirect-signed-in'), { create: true });
    for (const payload of PAYLOADS) {
      await page.goto(`/auth?next=${payload}`);
      await expect(page, payload).toHaveURL(`${e2eServer.baseUrl}/`);
    }
    expect(escapes).toEqual([]);
  });

  test('a legitimate next path still brings the shopper back to it', async ({ page, context }) => {
    await signInFromOwnAddress(context);
    await page.goto('/auth?next=%2Faccount%3Ftab%3Dorders');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/account?tab=orders`);
  });
});
