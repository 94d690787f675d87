import { expect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { addToCartFromProductPage, toast } from './support/shop';

// The per-request nonce CSP on the pages rendered per visitor (docs/security.md, "Headers";
// src/proxy.ts, src/lib/security-headers.ts): /auth, /checkout, /account and /admin send a script
// policy with a fresh nonce and no 'unsafe-inline', Next.js' scripts carry the nonce so the page
// still works, and a script or event handler slipped into the page's HTML without it does not run.
// The cached storefront keeps its one shared policy.

const url = (path: string) => `${e2eServer.baseUrl}${path}`;
const PHONE_MESSAGE = 'Enter a Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567';

function scriptSrc(policy: string) {
  return policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src ')) ?? '';
}

/** Every Content-Security-Policy header of a response: browsers enforce all of them. */
function policiesOf(headers: { name: string; value: string }[]) {
  return headers.filter(({ name }) => name.toLowerCase() === 'content-security-policy').map(({ value }) => value);
}

/**
 * Fetches `path` twice with the page's cookies: each response has exactly one CSP, whose script-src
 * has a nonce and 'strict-dynamic' and no 'unsafe-inline'; the nonce is new each time, and every
 * script Next.js put in that response's HTML carries it. The other security headers are still there.
 */
async function expectFreshNoncePolicy(page: Page, path: string) {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const policies = policiesOf(response.headersArray());
    expect(policies, path).toHaveLength(1);
    const scripts = scriptSrc(policies[0]!);
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    const nonce = scripts.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
    expect(nonce, scripts).toBeTruthy();
    const scriptTags = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    const runnable = scriptTags.filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(runnable.length).toBeGreaterThan(0);
    expect(runnable.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
    const headers = response.headers();
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    nonces.push(nonce!);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
}

// What a stored or reflected XSS puts into a page: a script and an inline event handler, written in
// the HTML the server sends, without the nonce (the attacker cannot know this request's).
const XSS_MARKUP = '<script>window.__injectedScriptRan = true;</script><img src="/no-such-image.png" alt="" onerror="window.__injectedHandlerRan = true">';

type AttackOutcome = { scriptRan: boolean; handlerRan: boolean; violations: string[] };

/**
 * Opens `path` with XSS_MARKUP added to the server's HTML on its way to the browser (the response's
 * own headers, its CSP included, are kept) and records the CSP violations the browser reports.
 */
async function openWithInjectedMarkup(page: Page, path: string) {
  await page.addInitScript(() => {
    const record = window as unknown as { __violations: string[] };
    record.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => record.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  await page.route(
    (address) => address.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding']; // the body below is the decoded text
      delete headers['content-length'];
      const html = (await response.text()).replace('</body>', `${XSS_MARKUP}</body>`);
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
  const response = (await page.goto(path))!;
  expect(response.status(), path).toBe(200);
}

async function attackOutcome(page: Page): Promise<AttackOutcome> {
  // The image fails at once; give its error handler (had it been allowed) time to run.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.filter((v) => v.endsWith(' inline')).length))
    .toBeGreaterThanOrEqual(2);
  return page.evaluate(() => {
    const flags = window as unknown as { __injectedScriptRan?: boolean; __injectedHandlerRan?: boolean; __violations: string[] };
    // Every violation counts: the page's own scripts cause none (zod is jitless, src/lib/zod-jitless.ts).
    return { scriptRan: flags.__injectedScriptRan === true, handlerRan: flags.__injectedHandlerRan === true, violations: [...new Set(flags.__violations)].sort() };
  });
}

async function expectAttackBlocked(page: Page) {
  expect(await attackOutcome(page)).toEqual({ scriptRan: false, handlerRan: false, violations: ['script-src-attr inline', 'script-src-elem inline'] });
}

test.describe('per-request nonce CSP on the pages rendered per visitor', () => {
  test('/auth: fresh nonce, the form works, a script injected into its HTML does not run', async ({ page }) => {
    await expectFreshNoncePolicy(page, '/auth');
    await openWithInjectedMarkup(page, '/auth');
    await expectAttackBlocked(page);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // Switching to sign-up is done by React: it needs the hydrated page.
    await page.getByRole('button', { name: /sign up|create an account|don.t have an account/i }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  });

  test('/checkout, signed in with a curtain in the cart: fresh nonce, the form checks the phone, a script injected into its HTML does not run', async ({ page, context }) => {
    test.slow(); // the product page, then checkout
    await signInContext(context, newAccount('csp-checkout'), { create: true });
    const product = await addToCartFromProductPage(page);
    await expectFreshNoncePolicy(page, '/checkout');
    await openWithInjectedMarkup(page, '/checkout');
    await expectAttackBlocked(page);
    // The summary is drawn from the cart in the browser, the phone is checked by the form: both need React.
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(product.name);
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(url('/checkout'));
  });

  test('/account: fresh nonce, the profile form works, a script injected into its HTML does not run', async ({ page, context }) => {
    await signInContext(context, newAccount('csp-account'), { create: true });
    await expectFreshNoncePolicy(page, '/account');
    await openWithInjectedMarkup(page, '/account');
    await expectAttackBlocked(page);
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(toast(page, 'Profile updated')).toHaveCount(0);
  });

  test('/admin: fresh nonce, a script injected into its HTML does not run, Sign Out works', async ({ page, context }) => {
    await context.addCookies(await signInViaApi(e2eServer.admin));
    await expectFreshNoncePolicy(page, '/admin');
    await openWithInjectedMarkup(page, '/admin');
    await expectAttackBlocked(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // Signing out is a click handled by React (then a navigation): a click that lands before the
    // page has hydrated does nothing, so it is repeated until the page leaves. A click that did land
    // may take longer than one try to navigate; once on the home page there is nothing to press.
    await expect(async () => {
      if (new URL(page.url()).pathname !== '/') {
        await page.getByRole('button', { name: 'Sign Out' }).click({ timeout: 2_000 });
      }
      await expect(page).toHaveURL(url('/'), { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  });
});

test.describe('the cached storefront keeps its one shared policy', () => {
  test('/ has one CSP without a nonce, the same for every visitor, and still works', async ({ page }) => {
    const policies: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await page.request.get('/');
      const found = policiesOf(response.headersArray());
      expect(found).toHaveLength(1);
      expect(scriptSrc(found[0]!)).not.toContain("'nonce-");
      policies.push(found[0]!);
    }
    expect(policies[0]).toBe(policies[1]);

    // The control for the attacks above: under this policy the same markup runs, so what stops it on
    // the per-visitor pages is their policy, not the way it is injected.
    await openWithInjectedMarkup(page, '/');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __injectedHandlerRan?: boolean }).__injectedHandlerRan === true)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan === true)).toBe(true);

    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).filter({ visible: true }).click();
    await expect(page.getByRole('dialog', { name: 'Search Products' })).toBeVisible();
  });
});

test('every other response carries exactly one CSP: another letter case of a section, an API route, a stored file', async ({ request }) => {
  const cases: [path: string, expected: RegExp][] = [
    ['/ADMIN', /'nonce-/],
    ['/Checkout', /'nonce-/],
    ['/authors', /script-src 'self' 'unsafe-inline'/],
    ['/api/health', /script-src 'self' 'unsafe-inline'/],
    ['/media/no-such-file.jpg', /^default-src 'none'; sandbox$/],
  ];
  for (const [path, expected] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    const policies = policiesOf(response.headersArray());
    expect(policies, path).toHaveLength(1);
    expect(policies[0], path).toMatch(expected);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('the camera is allowed on the Sell screen alone, which scans barcode labels with it', async ({ request }) => {
  const cases: [path: string, camera: string][] = [
    ['/admin/sell', 'camera=(self)'],
    ['/admin/orders', 'camera=()'],
    ['/', 'camera=()'],
  ];
  for (const [path, camera] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['permissions-policy'], path).toBe(`${camera}, microphone=(), geolocation=()`);
  }
});
