import { expect as baseExpect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { signInAdmin, startPrivateStore, type PrivateStore } from './support/private-store';
import { toast } from './support/shop';

// The admin lists' two shared behaviours (docs/decisions/0017-admin-lists-in-the-url.md): a
// list's search, sort and page live in its URL, so reload, Back and a shared link show the same
// view; and a screen whose data cannot be read shows its segment's error.tsx inside the admin
// frame, with the screen's message and "Try again".

const expect = baseExpect.configure({ timeout: 30_000 });

const pageLine = (page: Page) => page.getByText(/^Page \d+ of \d+$/);
const nameHeading = (page: Page) => page.getByRole('columnheader', { name: 'Name', exact: true });

test('the products list keeps its sort, page and search in the URL', async ({ page, context }) => {
  test.slow(); // several navigations of a busy production server
  await context.addCookies(await signInViaApi(e2eServer.admin));
  await page.goto('/admin/products');
  const search = page.getByRole('searchbox', { name: 'Search products by name' });

  await nameHeading(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/products\?sort=name$/);
  await expect(nameHeading(page)).toHaveAttribute('aria-sort', 'ascending');

  // The demo catalogue fills more than one page of 25.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/admin\/products\?sort=name&page=2$/);
  await expect(pageLine(page)).toHaveText(/^Page 2 of/);

  // A reload shows the same view.
  await page.reload();
  await expect(pageLine(page)).toHaveText(/^Page 2 of/);
  await expect(nameHeading(page)).toHaveAttribute('aria-sort', 'ascending');

  // A search starts on page 1 and keeps the sort.
  await search.fill('Lagos');
  await expect(page).toHaveURL(/\/admin\/products\?q=Lagos&sort=name$/);
  await expect(page.getByRole('row').filter({ hasText: 'Lagos Luxe Super King Bed' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Ikoyi 3-Seater Velvet Sofa' })).toHaveCount(0);

  // A shared link opens the same view in another tab.
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('searchbox', { name: 'Search products by name' })).toHaveValue('Lagos');
  await expect(nameHeading(shared)).toHaveAttribute('aria-sort', 'ascending');
  await expect(shared.getByRole('row').filter({ hasText: 'Lagos Luxe Super King Bed' })).toBeVisible();
  await shared.close();

  // Back returns to the page before the search, and the box follows the URL.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/products\?sort=name&page=2$/);
  await expect(pageLine(page)).toHaveText(/^Page 2 of/);
  await expect(search).toHaveValue('');
});

test.describe('a screen whose data cannot be read', () => {
  let store: PrivateStore<Record<string, never>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    store = await startPrivateStore('tests/e2e/support/unreadable-faqs-fixture.ts');
  });
  test.afterAll(async () => {
    await store?.stop();
  });

  test("shows its segment's error boundary inside the admin frame", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAdmin(page, store.baseUrl);
    await page.goto(`${store.baseUrl}/admin/faqs`);

    await expect(page.getByRole('heading', { level: 1, name: 'Manage FAQs' })).toBeVisible();
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load FAQs.' });
    await expect(failure).toBeVisible();
    await expect(toast(page, 'Error').filter({ hasText: 'Failed to load FAQs.' })).toBeVisible();
    // What the database said stays in the server's log.
    await expect(page.getByText(/faqs|relation|does not exist/)).toHaveCount(0);

    // Trying again reads again, and fails again while the table is gone.
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeEnabled();

    // Only this segment failed: the sidebar still leads to screens that load.
    await page.getByRole('link', { name: 'Categories', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Categories' })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});
