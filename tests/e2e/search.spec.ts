import { expect, test, type Page } from './support/test';

// The search dialog (docs/product.md section 2, "Search dialog"; section 5, "Search"): title, text box,
// Search button and Enter, 'Found N result(s)', 'No products found matching', results that
// open the product, and closing clears.

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search Products' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('search', () => {
  test('Enter searches; results show name, description and category and open the product @phone', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    const box = dialog.getByPlaceholder('Search for products...');
    await box.fill('sofa');
    await box.press('Enter');
    const count = dialog.getByText(/^Found \d+ result\(s\)$/);
    await expect(count).toBeVisible();
    const n = Number((await count.innerText()).match(/\d+/)![0]);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(10);
    const results = dialog.locator('a[href^="/product/"]');
    await expect(results).toHaveCount(n);
    // Name, description and category (shown in capitals) of the first result.
    await expect(results.first().locator('span')).toHaveCount(3);
    await expect(results.first()).toContainText(/sofas|chairs|curtains|accessories|tables|beds|consoles/i);

    const href = await results.first().getAttribute('href');
    const name = (await results.first().locator('span').first().innerText()).trim();
    await results.first().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the Search button searches case-insensitively; no match says so with the query', async ({ page }) => {
    await page.goto('/shop');
    const dialog = await openSearch(page);
    const box = dialog.getByPlaceholder('Search for products...');
    await box.fill('VELVET');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const upper = await dialog.getByText(/^Found \d+ result\(s\)$/).innerText();
    await box.fill('velvet');
    await box.press('Enter');
    await expect(dialog.getByText(upper)).toBeVisible();

    await box.fill('zzqx-no-such-piece');
    await box.press('Enter');
    await expect(dialog.getByText('No products found matching "zzqx-no-such-piece"')).toBeVisible();
    await expect(dialog.locator('a[href^="/product/"]')).toHaveCount(0);
  });

  test('matches descriptions and categories, and % is a plain character', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    const box = dialog.getByPlaceholder('Search for products...');
    await box.fill('curtains');
    await box.press('Enter');
    await expect(dialog.getByText(/^Found \d+ result\(s\)$/)).toBeVisible();
    await expect(dialog.locator('a[href^="/product/"]').first()).toBeVisible();
    await box.fill('%%%');
    await box.press('Enter');
    await expect(dialog.getByText('No products found matching "%%%"')).toBeVisible();
  });

  test('an empty query does nothing, and closing clears the query and results', async ({ page }) => {
    await page.goto('/');
    let dialog = await openSearch(page);
    const box = dialog.getByPlaceholder('Search for products...');
    await box.fill('   ');
    await box.press('Enter');
    await expect(dialog.getByText(/result\(s\)|No products found/)).toHaveCount(0);

    await box.fill('bed');
    await box.press('Enter');
    await expect(dialog.getByText(/^Found \d+ result\(s\)$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus goes back to the Search button, where the shopper was.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).filter({ visible: true })).toBeFocused();
    dialog = await openSearch(page);
    await expect(dialog.getByPlaceholder('Search for products...')).toHaveValue('');
    await expect(dialog.getByText(/result\(s\)/)).toHaveCount(0);
  });

  test('a failed search shows the Search failed toast with the error', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    // Server actions are POSTs carrying a Next-Action header: make the search's fail.
    await page.route('**/*', (route) =>
      route.request().method() === 'POST' && route.request().headers()['next-action'] ? route.abort() : route.fallback(),
    );
    const box = dialog.getByPlaceholder('Search for products...');
    await box.fill('sofa');
    await box.press('Enter');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Search failed' });
    await expect(toast).toBeVisible();
    await expect(toast.locator('[data-description]')).not.toBeEmpty();
    await expect(dialog.getByText(/result\(s\)/)).toHaveCount(0);
  });
});
