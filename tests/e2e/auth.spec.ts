import { expect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, postFrom, signInContext, signUpViaApi } from './support/auth-api';

test.describe('sign up and sign in at /auth', () => {
  test('sign up creates the account and signs in', async ({ page }) => {
    const account = newAccount('signup');
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('button', { name: /sign up|create an account|don.t have an account/i }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByText('Must be at least 6 characters')).toBeVisible();

    // Required fields are checked before anything is sent.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/`);
    await expect(page.getByRole('button', { name: /account/i })).toBeVisible();
  });

  test('sign in welcomes back; a wrong password shows the server message', async ({ page }) => {
    const account = newAccount('signin');
    await signUpViaApi(account);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByText("You've successfully logged in.")).toBeVisible();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/`);
  });

  test('a signed-in visitor of /auth goes to /, the session survives a reload, and Sign Out ends it', async ({ page, context }) => {
    await signInContext(context, newAccount('session'), { create: true });
    await page.goto('/auth');
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/`);
    await page.reload();
    const accountButton = page.getByRole('button', { name: /account/i });
    await accountButton.click();
    await expect(accountButton).toHaveAttribute('aria-expanded', 'true');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'My Account' })).toBeVisible();
    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/`);
    await expect(page.locator('header a[href="/auth"]').first()).toBeVisible();
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
  });
});

test('Sign In pressed before the page\'s scripts run is held, then sends what was typed; the password never reaches the address @phone', async ({ page }) => {
  const account = newAccount('early');
  await signUpViaApi(account);
  // The page's scripts are held back until the press was made (a slow phone on a slow network).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Held: shown pressed, nothing sent by the browser itself.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveAttribute('data-pressed', '');
  expect(page.url()).toBe(`${e2eServer.baseUrl}/auth`);
  // Once live, the held press sends what was typed meanwhile. (The request is what is checked, not
  // the landing page: every browser sign-in of the run comes from one client address, under its limit.)
  const signIn = page.waitForRequest((request) => request.url().endsWith('/api/auth/sign-in/email'));
  release();
  expect((await signIn).postDataJSON()).toEqual({ email: account.email, password: account.password });
  expect(page.url()).not.toContain('password');
});

test.describe('the admin area', () => {
  test('an admin signs in and reaches /admin', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(e2eServer.admin.email);
    await page.getByLabel('Password').fill(e2eServer.admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/`);
    await page.goto('/admin');
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/admin`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('a shopper and a signed-out visitor are sent to /auth', async ({ page, context }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/auth`);

    await signInContext(context, newAccount('not-admin'), { create: true });
    const response = await page.request.get('/admin', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    // A signed-in shopper is told why instead of bouncing on to / (which /auth does for the signed in).
    expect(response.headers()['location']).toBe('/auth?denied=admin');
    await page.goto('/admin');
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/auth?denied=admin`);
    await expect(page.getByText('This area is for shop staff. Sign in with an admin account.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  });
});

test('a burst of wrong passwords is limited per client, and a forged X-Forwarded-For does not help', async () => {
  const account = newAccount('burst');
  await signUpViaApi(account);
  const attacker = '127.0.0.2';
  // Each guess at another account, so only the per-client limit is at work here: ten wrong
  // passwords for one account also pause that account (tests/integration/auth-hardening.test.ts).
  const wrong = (i: number) => ({ email: `nobody-${i}-${account.email}`, password: 'guess-guess' });
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await postFrom(attacker, '/api/auth/sign-in/email', wrong(i))).status);
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses[10]).toBe(429);
  const forged = await postFrom(attacker, '/api/auth/sign-in/email', wrong(11), { 'x-forwarded-for': '8.8.8.8', 'x-store-client-ip': '9.9.9.9' });
  expect(forged.status).toBe(429);
  // Someone else is not locked out.
  const other = await postFrom('127.0.0.3', '/api/auth/sign-in/email', { email: account.email, password: account.password });
  expect(other.status).toBe(200);
});
