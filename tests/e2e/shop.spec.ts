import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

// The shop (docs/product.md section 2, "Shop"): hero title, SHOP ALL, 3 large tiles then a strip of 5,
// the category carousel, the collection banner, the filter panel with 'Sort By', paging.

const SORTS = ['Most Popular', 'Newest', 'Price: Low to High', 'Price: High to Low'];

/** The price a shopper pays on every product link on the page (the sale price, or "From"), in list order. */
async function listedPrices(page: Page) {
  return page.locator('main a[href^="/product/"]').evaluateAll((links) =>
    links.map((link) => {
      const price = link.querySelector('.tabular-nums');
      const text = (price?.querySelector('s') ? price.firstElementChild : price)?.textContent ?? '';
      return Number(text.replace(/[^\d.]/g, ''));
    }),
  );
}

test.describe('shop', () => {
  test('All Products: hero, SHOP ALL, 3 large tiles, a strip of 5, categories and the banner @phone', async ({ page }) => {
    const response = await page.goto('/shop');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'SHOP ALL' }).first()).toHaveAttribute('href', '/shop');

    const tiles = page.getByRole('region', { name: 'All Products: our picks' }).locator('a[href^="/product/"]');
    await expect(tiles).toHaveCount(3);
    const strip = page.getByRole('list', { name: /More to discover/ });
    await expect(strip.locator('a[href^="/product/"]')).toHaveCount(5);

    const categories = page.getByRole('list', { name: /^Categories/ });
    await expect(categories.getByRole('link', { name: 'Sofas' })).toHaveAttribute('href', '/shop?category=sofas');

    // The collection banner's arrows are decorative: not buttons, hidden from assistive technology.
    const banner = page.getByRole('region', { name: /Hand-dyed indigo/ });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button')).toHaveCount(0);
    await expect(banner.locator('[aria-hidden="true"] svg')).toHaveCount(2);

    // Each tile is a link to its product page.
    const href = await tiles.first().getAttribute('href');
    expect(href).toMatch(/^\/product\/[0-9a-f-]{36}$/);
    await tiles.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a category tile selects that category; a parent category includes its children', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('list', { name: /^Categories/ }).getByRole('link', { name: 'Sofas' }).click();
    await expect(page).toHaveURL(/\/shop\?category=sofas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sofas' })).toBeVisible();
    const labels = await page.locator('main a[href^="/product/"] p').allInnerTexts();
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels.map((label) => label.toLowerCase()))).toEqual(new Set(['sofas']));

    await page.goto('/shop?category=furniture');
    await expect(page.getByRole('heading', { level: 1, name: 'Furniture' })).toBeVisible();
    const furniture = new Set((await page.locator('main a[href^="/product/"] p').allInnerTexts()).map((l) => l.toLowerCase()));
    expect([...furniture].every((slug) => ['sofas', 'beds', 'chairs', 'tables', 'consoles'].includes(slug))).toBe(true);
    expect(furniture.size).toBeGreaterThan(1);
    await page.getByRole('link', { name: 'SHOP ALL' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  test('the filter panel lists All Products first, then categories; Sort By changes the URL and the order', async ({ page }) => {
    test.slow(); // several server renders in a row
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Filter & Sort' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter & Sort' });
    await expect(panel).toBeVisible();
    const names = await panel.getByRole('navigation').getByRole('link').allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual([
      'All Products', 'Furniture', 'Sofas', 'Beds', 'Chairs', 'Tables', 'Consoles', 'Curtains', 'Accessories',
    ]);
    await expect(panel.getByRole('link', { name: 'All Products' })).toHaveAttribute('aria-current', 'page');

    const sort = panel.getByLabel('Sort By');
    await expect(sort).toHaveValue('popular');
    expect((await sort.locator('option').allInnerTexts()).map((o) => o.trim())).toEqual(SORTS);

    await sort.selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\/shop\?sort=price-low$/, { timeout: 30_000 });
    await expect(panel).toBeHidden();
    const ascending = await listedPrices(page);
    expect(ascending.length).toBeGreaterThan(8);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // The sort is in the URL, so a shared link shows the same list.
    await page.goto('/shop?sort=price-high');
    const descending = await listedPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // Choosing a category in the panel keeps the sort.
    await page.getByRole('button', { name: 'Filter & Sort' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Beds' }).click();
    await expect(page).toHaveURL(/\/shop\?category=beds&sort=price-high$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Beds' })).toBeVisible();
  });

  test('the rest of the list is paged: Load more keeps the category and the sort', async ({ page }) => {
    await page.goto('/shop?sort=newest');
    await expect(page.getByText(/^Showing 1–24 of \d+ pieces$/)).toBeVisible();
    const firstPage = await page.locator('main a[href^="/product/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(firstPage).toHaveLength(24);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/shop\?sort=newest&page=2#shop-list$/);
    await expect(page.getByText(/^Showing 25–\d+ of \d+ pieces$/)).toBeVisible();
    const secondPage = await page.locator('main a[href^="/product/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page.getByText(/^Showing 1–24 of \d+ pieces$/)).toBeVisible();
  });

  test('sold-out products carry a Sold-out badge, and sale products show both prices', async ({ page }) => {
    await page.goto('/shop?category=furniture');
    const soldOut = page.locator('main a[href^="/product/"]').filter({ hasText: 'Sold-out' });
    expect(await soldOut.count()).toBeGreaterThan(0);
    const onSale = page.locator('main a[href^="/product/"]').filter({ has: page.locator('s') }).first();
    await expect(onSale.getByText('Sale', { exact: true })).toBeVisible();
  });

  test("a category's banner and first large tile are fetched at once, the other pictures as they near the screen @phone", async ({ page }) => {
    await page.goto('/shop?category=sofas');
    // On a phone the first tile, full width below the banner, is the first screen's largest picture.
    const banner = page.locator('.shop-hero img');
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    const pictures = page.getByRole('region', { name: 'Sofas: our picks' }).locator('img');
    await expect(pictures.first()).toHaveAttribute('loading', 'eager');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
  });

  test('an unknown category shows an empty state with SHOP ALL', async ({ page }) => {
    const response = await page.goto('/shop?category=no-such-room');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('No products in this category yet')).toBeVisible();
    await expect(page.locator('main a[href^="/product/"]')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'SHOP ALL' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  test('the floating filter button opens the panel @phone', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Filter & Sort' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Curtains' }).click();
    await expect(page).toHaveURL(/\/shop\?category=curtains$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Curtains' })).toBeVisible();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('/shop has no serious accessibility violations @phone', async ({ page }) => {
    await page.goto('/shop?category=furniture');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
