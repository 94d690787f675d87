import { expect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext } from './support/auth-api';
import { countMails, linkIn, waitForMail } from './support/mail-sink';

// Getting back into an account and proving its address (docs/security.md, "Password reset, email
// verification and email change"), in Chromium against the production build, with every mail read
// back from the real SMTP server the store sends to.

const url = (path: string) => `${e2eServer.baseUrl}${path}`;

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(url('/'), { timeout: 20_000 });
}

test.describe('account recovery', () => {
  test('forgot password: the mailed link sets a new password, signs out every device, and the new password signs in @phone-only', async ({
    page,
    browser,
  }) => {
    test.slow(); // two devices, two mails and three sign-ins
    const account = newAccount('reset');
    // Another device signed in to the account.
    const otherDevice = await browser.newContext();
    await signInContext(otherDevice, account, { create: true });
    const otherPage = await otherDevice.newPage();
    await otherPage.goto('/account');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(url('/auth/forgot-password'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText("If an account exists for that address, we've sent a link");

    const link = linkIn(await waitForMail(account.email, /Reset your .* password/), '/auth/reset-password');
    const opened = await page.goto(link);
    // The token in the address never leaves in a Referer.
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('a-new-password-9');
    await page.getByLabel('Confirm new password').fill('a-new-password-8');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('a-new-password-9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(url('/auth?reset=done'), { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

    // The other device is signed out.
    await otherPage.goto('/account');
    await expect(otherPage).toHaveURL(url('/auth?next=%2Faccount'));
    await otherDevice.close();

    // The holder hears of it; the old password no longer works, the new one does.
    expect((await waitForMail(account.email, /password was changed/)).text).toContain('If it was not you');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await signInThroughForm(page, account.email, 'a-new-password-9');
    await page.goto('/account');
    await expect(page.getByText(`Signed in as ${account.name}`)).toBeVisible();

    // The link was used.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(url('/auth/forgot-password'));
  });

  test('a new account sees the unconfirmed-address banner until it follows the mailed link @phone-only', async ({ page, context }) => {
    const account = newAccount('verify');
    await signInContext(context, account, { create: true });
    await waitForMail(account.email, /Confirm your email/);
    await page.goto('/account');
    const banner = page.getByRole('complementary', { name: 'Account not confirmed' });
    await expect(banner).toContainText(`Your email address ${account.email} is not confirmed yet.`);

    // Resend: a new link, which voids the first.
    await banner.getByRole('button', { name: 'Resend' }).click();
    await expect(banner.getByRole('status')).toHaveText(`We've sent a new link to ${account.email}. It works for 24 hours.`);
    await expect.poll(() => countMails(account.email, /Confirm your email/), { timeout: 20_000 }).toBe(2);
    const link = linkIn(await waitForMail(account.email, /Confirm your email/), '/auth/verify-email');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Is this your address?' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await expect(page.getByRole('status')).toHaveText(`Confirmed: ${account.email} is your address.`);
    await page.getByRole('link', { name: 'Go to My Account' }).click();
    await expect(page).toHaveURL(url('/account'));
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Account not confirmed' })).toHaveCount(0);
  });

  test('changing the email: the old address is told, the change happens when the new mailbox confirms it, and the old address’s link puts it back @phone-only', async ({
    page,
    context,
  }) => {
    const account = newAccount('change');
    const newEmail = newAccount('changed').email;
    await signInContext(context, account, { create: true });
    await page.goto('/account');
    await page.getByRole('link', { name: 'Change email' }).click();
    await expect(page).toHaveURL(url('/account/security#email'));
    const section = page.locator('#email');
    await section.getByLabel('New email').fill(newEmail);
    await section.getByLabel('Current password').fill('not-the-password');
    await section.getByRole('button', { name: 'Change email' }).click();
    await expect(section.getByText('Wrong password.')).toBeVisible();
    await section.getByLabel('Current password').fill(account.password);
    await section.getByRole('button', { name: 'Change email' }).click();
    await expect(section.getByRole('status')).toHaveText(`We've sent a link to ${newEmail}. Your address changes when you open it.`);

    expect((await waitForMail(account.email, /is being changed/)).text).toContain(newEmail);
    const link = linkIn(await waitForMail(newEmail, /Confirm your new email/), '/auth/confirm-email');
    // Until then, nothing changed.
    await page.goto('/account');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);

    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page.getByRole('status')).toHaveText(`Your email address is now ${newEmail}.`);
    await page.goto('/account');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
    // Confirmed by its link: no banner for the new address.
    await expect(page.getByRole('complementary', { name: 'Account not confirmed' })).toHaveCount(0);

    // The old address is then sent a link that puts it back; it leads on to "Forgot password?", never
    // straight to a new password (docs/decisions/0073-no-undo-for-staff-addresses.md).
    const undo = linkIn(await waitForMail(account.email, /email was changed/), '/auth/undo-email-change?token=');
    await page.goto(undo);
    await expect(page.getByRole('heading', { name: 'Put your old address back?' })).toBeVisible();
    await page.getByRole('button', { name: 'Put my old address back' }).click();
    await expect(page.getByRole('status')).toContainText(`Your address is ${account.email} again, and every device is signed out.`);
    await page.getByRole('link', { name: 'Set a new password' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  });
});
