import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, postFrom, randomLoopback, signInContext, signUpViaApi, type Account, type RawResponse } from './support/auth-api';
import { secretFromOtpauth, totp, wrongTotp } from './support/totp';

// Two-factor authentication (TOTP) and the rest of /account/security. Browser sign-ins come
// from 127.0.0.1 and share its limits (sign-in and two-factor: 10 a minute each), so setup
// goes through the API from random loopback addresses and the browser signs in only where
// the form itself is under test.

type Cookie = Awaited<ReturnType<typeof signUpViaApi>>[number];

const cookieHeader = (cookies: Cookie[]) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

function setCookies(response: RawResponse): Cookie[] {
  return (response.headers['set-cookie'] ?? []).map((line) => {
    const [pair] = line.split(';');
    const index = pair!.indexOf('=');
    return { name: pair!.slice(0, index), value: pair!.slice(index + 1), domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' as const };
  });
}

/** Signs up and turns on 2FA through /api/auth; returns the setup key and backup codes. */
async function accountWithTwoFactor(account: Account) {
  const ip = randomLoopback();
  let cookies = await signUpViaApi(account);
  const enable = await postFrom(ip, '/api/auth/two-factor/enable', { password: account.password }, { cookie: cookieHeader(cookies) });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = JSON.parse(enable.body) as { totpURI: string; backupCodes: string[] };
  const secret = secretFromOtpauth(totpURI);
  const verify = await postFrom(ip, '/api/auth/two-factor/verify-totp', { code: totp(secret) }, { cookie: cookieHeader(cookies) });
  expect(verify.status).toBe(200);
  cookies = setCookies(verify).filter((cookie) => cookie.value);
  return { secret, backupCodes, cookies };
}

/** Email and password through the API: either a session or a pending two-factor challenge. */
async function signInFromElsewhere(account: Pick<Account, 'email' | 'password'>) {
  const ip = randomLoopback();
  const response = await postFrom(ip, '/api/auth/sign-in/email', { email: account.email, password: account.password });
  return { ip, response, body: JSON.parse(response.body) as { twoFactorRedirect?: boolean }, cookies: setCookies(response) };
}

async function signInThroughForm(page: Page, account: Account) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const twoFactorStatus = (page: Page) => page.getByTestId('two-factor-status');

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('two-factor authentication', () => {
  test('a shopper turns it on with an authenticator app and then signs in with a code', async ({ page, context }) => {
    test.slow(); // a long journey: setup, sign-out, and a sign-in with two steps
    const account = newAccount('twofa');
    await signInContext(context, account, { create: true });
    await page.goto('/account/security');
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(twoFactorStatus(page)).toHaveText('Off');

    // The password comes first, and a wrong one is refused.
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That password is not right' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();

    // QR code and the same key spelled out in groups of four.
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const shownKey = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(shownKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = shownKey.replace(/\s/g, '');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Enrolled but not verified: signing in elsewhere asks for no code yet.
    expect((await signInFromElsewhere(account)).body.twoFactorRedirect).toBeUndefined();

    const code = page.getByLabel('6-digit code');
    await code.fill(wrongTotp(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
    await code.fill(totp(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();

    await expect(page.getByRole('heading', { name: 'Save your backup codes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Download .txt' })).toBeVisible();
    await expect(twoFactorStatus(page)).toHaveText('On');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .txt' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.txt$/);
    await page.getByRole('button', { name: 'I have saved my backup codes' }).click();
    await expect(page.getByRole('list', { name: 'Backup codes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Regenerate backup codes' })).toBeVisible();

    // Signed out, the password alone is no longer enough.
    await context.clearCookies();
    await signInThroughForm(page, account);
    await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
    const challengeCode = page.getByLabel('Authentication code');
    await expect(challengeCode).toHaveAttribute('inputmode', 'numeric');
    await expect(challengeCode).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByLabel('Trust this device for 30 days')).not.toBeChecked();
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();

    expect(await seriousAxeViolations(page)).toEqual([]);

    await challengeCode.fill(wrongTotp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
    // The next step's code: the one that turned 2FA on is used up (src/server/auth/totp-replay.ts).
    await challengeCode.fill(totp(secret, { steps: 1 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByText("You've successfully logged in.")).toBeVisible();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/`, { timeout: 20_000 }); // the home page is the heaviest
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a backup code signs in once; new codes replace the old; the password turns 2FA off', async ({ page }) => {
    test.slow();
    const account = newAccount('backup');
    const { backupCodes } = await accountWithTwoFactor(account);
    const [first, second] = backupCodes;

    // The challenge step starts where the sign-in form was, and returns to `next`.
    await page.goto('/auth?next=%2Faccount%2Fsecurity');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(first!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/account/security`);
    await expect(twoFactorStatus(page)).toHaveText('On');

    // The same backup code does not work twice; an unused one does.
    const again = await signInFromElsewhere(account);
    expect(again.body.twoFactorRedirect).toBe(true);
    const reuse = await postFrom(again.ip, '/api/auth/two-factor/verify-backup-code', { code: first }, { cookie: cookieHeader(again.cookies) });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toContain('INVALID_BACKUP_CODE');

    // Regenerating needs the password and replaces every old code.
    await page.getByRole('button', { name: 'Regenerate backup codes' }).click();
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create new codes' }).click();
    await expect(page.getByRole('heading', { name: 'Your new backup codes' })).toBeVisible();
    const fresh = await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents();
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(second);
    const old = await postFrom(again.ip, '/api/auth/two-factor/verify-backup-code', { code: second }, { cookie: cookieHeader(again.cookies) });
    expect(old.status).toBe(401);
    await page.getByRole('button', { name: 'I have saved my backup codes' }).click();

    // Turning it off asks for the password; a wrong one changes nothing.
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Turn off two-factor' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That password is not right' })).toBeVisible();
    await expect(twoFactorStatus(page)).toHaveText('On');
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Turn off two-factor' }).click();
    await expect(page.getByText('Two-factor authentication is off')).toBeVisible();
    await expect(twoFactorStatus(page)).toHaveText('Off');
    await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
    // Still signed in here, and the password alone signs in again.
    await page.reload();
    await expect(twoFactorStatus(page)).toHaveText('Off');
    const plain = await signInFromElsewhere(account);
    expect(plain.response.status).toBe(200);
    expect(plain.body.twoFactorRedirect).toBeUndefined();
  });

  test('admins without two-factor are asked to turn it on', async ({ page, context }) => {
    const admin = await signInFromElsewhere(e2eServer.admin);
    expect(admin.response.status).toBe(200);
    // The test store's admin never turns two-factor on, so the password alone signs in.
    expect(admin.body.twoFactorRedirect).toBeUndefined();
    await context.addCookies(admin.cookies);
    await page.goto('/admin');
    const prompt = page.getByRole('complementary', { name: 'Two-factor authentication' });
    await expect(prompt).toContainText('Protect the shop: turn on two-factor authentication or add a passkey to your admin account.');
    await expect(prompt.getByRole('link', { name: 'Turn on two-factor' })).toHaveAttribute('href', '/account/security');
    await page.goto('/account/security');
    await expect(page.getByRole('complementary', { name: 'Two-factor authentication' })).toBeVisible();
  });

  test('shoppers see no admin prompt', async ({ page, context }) => {
    await signInContext(context, newAccount('no-prompt'), { create: true });
    await page.goto('/account/security');
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(page.getByText('Protect the shop')).toHaveCount(0);
  });
});

test.describe('password and sessions', () => {
  async function secondDevice(context: BrowserContext, account: Account) {
    const browser = context.browser()!;
    const other = await browser.newContext({ baseURL: e2eServer.baseUrl });
    await signInContext(other, account);
    return other;
  }

  test('changing the password: the old one stops working and other devices are signed out', async ({ page, context }) => {
    // Two devices signed in and four password checks (scrypt): slow on a busy machine.
    test.slow();
    const account = newAccount('passwd');
    await signInContext(context, account, { create: true });
    const other = await secondDevice(context, account);
    const otherPage = await other.newPage();
    await otherPage.goto('/account/security');
    await expect(otherPage).toHaveURL(`${e2eServer.baseUrl}/account/security`);

    await page.goto('/account/security');
    const form = page.getByRole('region', { name: 'Change password' });
    await expect(form.getByText('Must be at least 6 characters')).toBeVisible();
    await expect(form.getByLabel('Sign out of other devices')).toBeChecked();

    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password').fill('different');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByText('The passwords do not match')).toBeVisible();

    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await form.getByLabel('Confirm new password').fill('brand-new-pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'That password is not right' })).toBeVisible();

    await form.getByLabel('Current password').fill(account.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');

    // This browser stays signed in; the other one is signed out.
    await page.reload();
    await expect(page).toHaveURL(`${e2eServer.baseUrl}/account/security`);
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/auth\?next=/);
    await other.close();

    expect((await signInFromElsewhere(account)).response.status).toBe(401);
    expect((await signInFromElsewhere({ email: account.email, password: 'brand-new-pass' })).response.status).toBe(200);
  });

  test('keeping other devices signed in when changing the password', async ({ page, context }) => {
    const account = newAccount('keep');
    await signInContext(context, account, { create: true });
    const other = await secondDevice(context, account);
    await page.goto('/account/security');
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel('New password', { exact: true }).fill('another-pass');
    await form.getByLabel('Confirm new password').fill('another-pass');
    await form.getByLabel('Sign out of other devices').uncheck();
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    const session = await other.request.get('/api/auth/get-session');
    expect(await session.json()).not.toBeNull();
    await other.close();
  });

  test('sign out of all devices ends every session, this one included', async ({ page, context }) => {
    const account = newAccount('everywhere');
    await signInContext(context, account, { create: true });
    const other = await secondDevice(context, account);
    expect(await (await other.request.get('/api/auth/get-session')).json()).not.toBeNull();

    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await (await page.request.get('/api/auth/get-session')).json()).not.toBeNull();

    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.locator('header a[href="/auth"]').first()).toBeVisible();
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();

    const otherPage = await other.newPage();
    await otherPage.goto('/account/security');
    await expect(otherPage).toHaveURL(/\/auth\?next=/);
    expect(await (await other.request.get('/api/auth/get-session')).json()).toBeNull();
    await other.close();
  });
});
