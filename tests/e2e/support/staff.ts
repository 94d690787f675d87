import { expect, type Browser, type Page } from './test';
import { e2eServer } from './server-env';
import { signInViaApi } from './auth-api';
import { linkIn, waitForMail } from './mail-sink';

// Staff of each role for end-to-end tests: the e2e store has only its owner, and its embedded database
// belongs to the store's process, so a member is made as a shop makes one: invited from the Staff screen,
// joining from the mailed link.

export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The owner, signed in through the API, on the Staff screen. */
export async function ownerPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addCookies(await signInViaApi(e2eServer.admin));
  const page = await context.newPage();
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Invites `email` as `role` (its label: 'Fulfilment', 'Content editor', ...) from the open Staff screen. */
export async function invite(page: Page, email: string, role: string) {
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
}

/**
 * A new member with `role`, invited by the owner, joined from the mailed link, and signed in (through the
 * API: browser sign-ins all come from 127.0.0.1 and share one limit) in a browser context of their own.
 */
export async function joinedStaffPage(browser: Browser, role: string, name: string): Promise<Page> {
  const email = `${role.toLowerCase().replace(/\W+/g, '-')}-${stamp()}@example.com`;
  const password = `${role.toLowerCase().replace(/\W+/g, '')}-passphrase-2026`;
  const owner = await ownerPage(browser);
  await invite(owner, email, role);
  await owner.context().close();
  const link = linkIn(await waitForMail(email, /invited to join/), '/auth/invitation?token=');

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Join the team' }).click();
  await expect(page.getByText(`You have joined the team. Sign in as ${email}`)).toBeVisible({ timeout: 30_000 });
  await context.addCookies(await signInViaApi({ email, password }));
  return page;
}
