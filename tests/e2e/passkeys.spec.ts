import { expect, test, type BrowserContext, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext } from './support/auth-api';
import AxeBuilder from '@axe-core/playwright';

// Passkeys end to end in Chromium, with the DevTools protocol's virtual authenticator standing
// in for the phone's or laptop's own (a platform authenticator that keeps resident keys and
// verifies its user). The server's rules are in tests/integration/passkeys.test.ts.

async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/** Ends this browser's session the way the header's "Sign out" does. */
async function signOut(page: Page) {
  const status = await page.evaluate(
    async () => (await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
  );
  expect(status).toBe(200);
}

test('a shopper adds a passkey, signs in with it instead of a password, and removes it @phone-only', async ({ page, context }) => {
  // Three ceremonies and a sign-in on the phone profile: past the default 30 s on a loaded two-core machine.
  test.setTimeout(60_000);
  const credentials = await virtualAuthenticator(context, page);
  const account = newAccount('passkey');
  await signInContext(context, account, { create: true });
  await page.goto('/account/security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  // A session cookie alone adds no passkey: the password first.
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const password = section.getByLabel('Password');
  await expect(password).toBeFocused();
  await password.fill('not-the-password');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByText('That password is not right. Please try again.')).toBeVisible();
  await password.fill(account.password);
  await section.getByRole('button', { name: 'Continue' }).click();
  const name = section.getByLabel('Passkey name');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(/^Passkey on /);
  await name.fill('Work laptop');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  const listed = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Work laptop');
  await expect(listed).toContainText('Never used');
  expect(await credentials()).toHaveLength(1);
  // The section only: the toast still fading in is measured mid-animation.
  const axe = await new AxeBuilder({ page }).include('#passkeys').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await signOut(page);
  // Pressed before the page's scripts run (held back here until the press): the press is held and
  // answered once the page is live, as on a slow phone (src/components/store/early-presses.tsx).
  let release = () => {};
  const pressed = new Promise<void>((resolve) => (release = resolve));
  const scripts = /\/_next\/static\/chunks\/.+\.js$/; // the styles still come: the button must be drawn
  await page.route(scripts, async (route) => {
    await pressed;
    await route.continue();
  });
  await page.goto('/auth?next=%2Faccount%2Fsecurity', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  release();
  // The toast first: it shows for four seconds, which a slow navigation can outlast.
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(`${e2eServer.baseUrl}/account/security`);
  await expect(listed).toContainText(/Last used \d/);
  await expect(listed).not.toContainText('Never used');

  await listed.getByRole('button', { name: 'Remove Work laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog).toContainText('“Work laptop” will no longer sign you in.');
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

  // The device still holds the key; the shop no longer accepts it.
  await signOut(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('This passkey is no longer on your account. Sign in with your password instead.')).toBeVisible();
  await expect(page).toHaveURL(`${e2eServer.baseUrl}/auth`);
});
