import type { Browser } from '@playwright/test';
import { expect } from './test';
import { e2eServer } from './server-env';
import { signInViaApi } from './auth-api';
import { toast } from './shop';

/**
 * Deletes, as the admin, the product a spec made and named with `stamp` if it is still there (a step
 * failed before the spec's own delete, or the spec leaves it for this), so the demo catalogue stays clean.
 */
export async function deleteLeftoverProduct(browser: Browser, stamp: string) {
  const context = await browser.newContext();
  await context.addCookies(await signInViaApi(e2eServer.admin));
  const page = await context.newPage();
  await page.goto(`/admin/products?q=${encodeURIComponent(stamp)}`);
  const leftover = page.getByRole('button', { name: new RegExp(`^Delete .*${stamp}`) });
  if (await leftover.count()) {
    await leftover.first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Product deleted successfully.')).toBeVisible();
  }
  await context.close();
}
