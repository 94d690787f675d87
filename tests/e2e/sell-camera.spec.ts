import { expect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';

// The camera is the Sell screen's alone (docs/security.md, "Headers and files"). A browser keeps the
// Permissions-Policy of the answer that loaded the document, so a client-side navigation into or out
// of /admin/sell would keep the policy of the screen it came from: the back office loads a whole page
// there instead (src/components/admin/shell/sell-camera-edge.tsx).

/** Whether the document now shown may use the camera (Chromium's document.featurePolicy), or null mid-load. */
async function cameraAllowed(page: Page) {
  return page
    .evaluate(() => (document as Document & { featurePolicy: { allowsFeature(feature: string): boolean } }).featurePolicy.allowsFeature('camera'))
    .catch(() => null);
}

const sidebarLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });

test('only the Sell screen may use the camera, however it is reached and left', async ({ page, context }) => {
  test.slow(); // several whole-page loads of a busy production server
  await context.addCookies(await signInViaApi(e2eServer.admin));
  await page.goto('/admin');
  expect(await cameraAllowed(page)).toBe(false);

  await sidebarLink(page, 'Sell').click();
  await expect(page).toHaveURL(/\/admin\/sell$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell' })).toBeVisible();
  await expect.poll(() => cameraAllowed(page)).toBe(true);

  await sidebarLink(page, 'Orders').click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect.poll(() => cameraAllowed(page)).toBe(false);

  // Back to the Sell screen through the browser's history, then a direct load and out again.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/sell$/);
  await expect.poll(() => cameraAllowed(page)).toBe(true);
  await page.goto('/admin/sell');
  await sidebarLink(page, 'Dashboard').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect.poll(() => cameraAllowed(page)).toBe(false);

  // Any other client navigation (a link inside a screen, a redirect) is caught too: here the router itself.
  // A push made while the page is still starting may be dropped: it is made again until the address moves.
  const clientNavigation = (to: string, address: RegExp) =>
    expect(async () => {
      await page.evaluate((href) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(href), to);
      await expect(page).toHaveURL(address, { timeout: 2_000 });
    }).toPass();
  await clientNavigation('/admin/sell', /\/admin\/sell$/);
  await expect.poll(() => cameraAllowed(page)).toBe(true);
  await clientNavigation('/admin/orders', /\/admin\/orders$/);
  await expect.poll(() => cameraAllowed(page)).toBe(false);

  // Signing out on the Sell screen leads to the storefront, which never may.
  await page.goto('/admin/sell');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cameraAllowed(page)).toBe(false);
});
