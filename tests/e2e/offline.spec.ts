import { expect, test, type Page } from './support/test';
import { addToCartFromProductPage } from './support/shop';
import { formatNaira } from '@/lib/money';

// Pages a shopper has seen, and their cart, open again without the network; checkout always needs it
// (public/sw.js, docs/decisions/0084-kept-pages-offline.md). The other specs block the worker.
test.use({ serviceWorkers: 'allow' });

const NOTICE = 'You’re offline. This page was saved earlier, so prices and stock may have changed.';

/** The addresses the worker has kept a page for. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const kept = await caches.open('kept-pages-v1');
    return (await kept.keys()).map((request) => new URL(request.url).pathname);
  });

test('a phone that goes offline reopens the product it saw and its cart; checkout says it needs a connection @phone-only', async ({ page, context }) => {
  const product = await addToCartFromProductPage(page);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  // Online, the page is the network's, with no notice.
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect.poll(() => keptPaths(page)).toEqual(expect.arrayContaining([product.href, '/cart']));

  await context.setOffline(true);
  await page.goto(product.href);
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('main').getByText(formatNaira(product.unitPriceKobo)).first()).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(formatNaira(product.unitPriceKobo));

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout needs a connection' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your cart' })).toHaveAttribute('href', '/cart');
});
