import { expect, test, type Locator, type Page } from './support/test';
import { emulatePhone, PHONE_CONTEXT } from '../../scripts/lib/phone-profile';
import { hydrated } from './support/interaction';

// The search dialog (docs/product.md section 2, "Search dialog"; section 5, "Search"): title, text box,
// Search button and Enter, 'Found N result(s)', 'No products found matching', results that
// open the product, and closing clears.

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).filter({ visible: true });

async function openSearch(page: Page) {
  // One of the two is shown once the stylesheet applies (a page without scripts is not waited on for it).
  await expect(searchButton(page)).toHaveCount(1);
  await searchButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Search Products' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The results the dialog or the /search page shows: the count, then as many links to products. */
async function expectResults(scope: Locator) {
  const count = scope.getByText(/^Found \d+ result\(s\)$/);
  await expect(count).toBeVisible();
  const n = Number((await count.innerText()).match(/\d+/)![0]);
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThanOrEqual(10);
  const results = scope.locator('a[href^="/product/"]');
  await expect(results).toHaveCount(n);
  // Name, description and category (shown in capitals) of the first result.
  await expect(results.first().locator('span')).toHaveCount(3);
  await expect(results.first()).toContainText(/sofas|chairs|curtains|accessories|tables|beds|consoles/i);
  return results;
}

test.describe('search', () => {
  test('Enter searches; results show name, description and category and open the product @phone-only', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    const box = dialog.getByPlaceholder('Search for products...');
    await box.fill('sofa');
    await box.press('Enter');
    const results = await expectResults(dialog);
    // Answered in place: the page stays where it was.
    await expect(page).toHaveURL(/\/$/);

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
    // Before React has the form, Enter sends it as its GET to /search (the way without scripts), not the action.
    await hydrated(box);
    await box.fill('sofa');
    await box.press('Enter');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Search failed' });
    await expect(toast).toBeVisible();
    await expect(toast.locator('[data-description]')).not.toBeEmpty();
    await expect(dialog.getByText(/result\(s\)/)).toHaveCount(0);
  });
});

// Before the page's scripts run, or without them: the Search button opens the dialog natively (a
// popover) and its form is a GET the server answers at /search?q= (docs/decisions/0026-every-first-tap-answers.md).
test.describe('search without scripts', () => {
  test.use({ javaScriptEnabled: false });
  // No script to wait for: the page is ready once parsed.
  const ready = { waitUntil: 'domcontentloaded' } as const;

  test('the dialog opens and its form shows the results on /search?q= @phone', async ({ page }) => {
    await page.goto('/shop', ready);
    const dialog = await openSearch(page);
    const box = dialog.getByPlaceholder('Search for products...');
    await expect(box).toBeFocused();
    await box.fill('sofa');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sofa$/);
    await expect(page).toHaveTitle(/^Search: sofa \|/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Search Products' })).toBeVisible();
    await expect(main.getByPlaceholder('Search for products...')).toHaveValue('sofa');
    const results = await expectResults(main);
    const href = await results.first().getAttribute('href');
    await results.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('the Search button, Esc and Close open and close the dialog, focus back on the button', async ({ page }) => {
    await page.goto('/faq', ready);
    let dialog = await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    dialog = await openSearch(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('/search: no match says so with the query; an empty query shows the form only; the query is capped', async ({ page }) => {
    await page.goto('/search?q=zzqx-no-such-piece', ready);
    const main = page.getByRole('main');
    await expect(main.getByText('No products found matching "zzqx-no-such-piece"')).toBeVisible();
    await expect(main.locator('a[href^="/product/"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await page.goto('/search?q=%20%20%20', ready);
    await expect(main.getByRole('heading', { level: 1, name: 'Search Products' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Search for products' })).toHaveValue('');
    await expect(main.getByText(/result\(s\)|No products found/)).toHaveCount(0);

    const long = 'q'.repeat(150);
    await page.goto(`/search?q=${long}`, ready);
    await expect(main.getByText(`No products found matching "${'q'.repeat(100)}"`)).toBeVisible();
  });
});

test.describe('search pressed before the page runs', () => {
  test.use(PHONE_CONTEXT);
  // The phone's slow CPU and network: generous waits.
  test.describe.configure({ timeout: 90_000 });

  test('opens the dialog once; what was typed is kept and searched in place once the page runs @phone-only', async ({ page, request }) => {
    // A kept page: its scripts wait for its first paint (docs/decisions/0025-scripts-after-first-paint.md).
    await expect.poll(async () => (await (await request.get('/')).text()).includes('__loadAfterPaint(['), { timeout: 30_000 }).toBe(true);
    await emulatePhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    const button = searchButton(page);
    await button.waitFor({ state: 'visible', timeout: 30_000 });
    await button.tap();
    const dialog = page.getByRole('dialog', { name: 'Search Products' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const box = dialog.getByPlaceholder('Search for products...');
    await box.fill('sofa');
    // React has hydrated the dialog's form once it has put its props on the element.
    await page.waitForFunction(() => Object.keys(document.querySelector('#search form') ?? {}).some((key) => key.startsWith('__reactProps')), undefined, {
      timeout: 30_000,
    });
    // Held and replayed as well, the press would toggle the dialog shut once the page runs.
    await page.waitForTimeout(1_000);
    await expect(dialog).toBeVisible();
    await expect(box).toHaveValue('sofa');
    await box.press('Enter');
    await expectResults(dialog);
    await expect(page).toHaveURL(/\/$/);
  });
});
