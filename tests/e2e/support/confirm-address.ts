import { expect, type Page } from './test';
import { linkIn, waitForMail } from './mail-sink';

/** Confirms the address with the link mailed at sign-up, as its holder does. */
export async function confirmAddress(page: Page, email: string) {
  await page.goto(linkIn(await waitForMail(email, /Confirm your email/), '/auth/verify-email'));
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByRole('status')).toHaveText(`Confirmed: ${email} is your address.`);
}
