import { expect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signUpViaApi } from './support/auth-api';

// What a shopper sees of the sign-in hardening (docs/security.md): the password policy's own
// sentence, and a shop opened as http://127.0.0.1:PORT (no BETTER_AUTH_URL) that signs in.

test('a common password is refused at sign-up with the policy’s sentence', async ({ page }) => {
  const account = newAccount('common');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This password is too common and easy to guess. Choose another one.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('the shop opened at http://127.0.0.1:PORT signs in', async ({ page }) => {
  const account = newAccount('loopback');
  await signUpViaApi(account);
  await page.goto(`http://127.0.0.1:${e2eServer.port}/auth`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
});
