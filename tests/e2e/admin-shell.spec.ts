import { expect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { newAccount, signInContext, signInViaApi } from './support/auth-api';
import { seriousViolations } from './support/axe';

// The back office frame: the guard (signed out, shopper, admin), the dashboard, the sidebar
// with the owner's screens, View Store, Sign Out, the phone menu, and an axe scan.

const STAFF_ONLY = 'This area is for shop staff. Sign in with an admin account.';

const SIDEBAR: [label: string, path: string][] = [
  ['Dashboard', '/admin'],
  ['Products', '/admin/products'],
  ['Categories', '/admin/categories'],
  ['Hero Slides', '/admin/hero-slides'],
  ['Hero Media', '/admin/hero-media'],
  ['Orders', '/admin/orders'],
  ['Quotes', '/admin/quotes'],
  ['Delivery', '/admin/delivery'],
  ['Discounts', '/admin/discounts'],
  ['Abandoned Checkouts', '/admin/abandoned-checkouts'],
  ['Customers', '/admin/customers'],
  ['Refunds', '/admin/refunds'],
  ['E-invoices', '/admin/einvoices'],
  ['Messages', '/admin/messages'],
  ['Blog Posts', '/admin/blog-posts'],
  ['Portfolio', '/admin/portfolio'],
  ['CMS Pages', '/admin/cms-pages'],
  ['FAQs', '/admin/faqs'],
  ['Reviews', '/admin/reviews'],
  ['Staff', '/admin/staff'],
  ['Activity', '/admin/activity'],
  ['Website Settings', '/admin/settings'],
  // Under /admin/settings, yet highlighted alone: the closest link stands for a screen.
  ['E-invoicing', '/admin/settings/einvoicing'],
];

const url = (path: string) => `${e2eServer.baseUrl}${path}`;

async function signInAsAdmin(page: Page) {
  await page.context().addCookies(await signInViaApi(e2eServer.admin));
}

test.describe('the guard', () => {
  test('a signed-out visitor of /admin is sent to /auth', async ({ page }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(url('/auth'));
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText(STAFF_ONLY)).toHaveCount(0);
  });

  test('a shopper is told the area is for staff, can sign out there and sign in as an admin', async ({ page, context }) => {
    test.slow();
    await signInContext(context, newAccount('not-staff'), { create: true });
    await page.goto('/admin');
    await expect(page).toHaveURL(url('/auth?denied=admin'));
    await expect(page.getByText(STAFF_ONLY)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
    // Signed in, the sign-in form would only send the shopper on: it is not offered yet.
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText(STAFF_ONLY)).toBeVisible();
    await expect(page).toHaveURL(url('/auth?denied=admin'));

    await page.getByLabel('Email').fill(e2eServer.admin.email);
    await page.getByLabel('Password').fill(e2eServer.admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(url('/admin'));
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});

test.describe('signed in as the admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('the dashboard shows the four counts, the sales chart, orders waiting and low stock', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const totals = page.getByRole('list', { name: 'Totals' });
    for (const label of ['Total Products', 'Total Orders', 'Blog Posts', 'Portfolio Items']) {
      await expect(totals.getByRole('link', { name: new RegExp(`^${label} [\\d,]+$`) })).toBeVisible();
    }
    // The demo catalogue has products, so the count is not zero.
    await expect(totals.getByRole('link', { name: /^Total Products [1-9]/ })).toBeVisible();

    const sales = page.getByRole('region', { name: 'Sales, last 30 days' });
    await expect(sales.locator('svg[data-chart="revenue"]')).toBeVisible();
    await expect(sales.locator('svg[data-chart="orders"]')).toBeVisible();
    // 30 days in the screen-reader table, plus its header row.
    await expect(sales.getByRole('table', { name: 'Revenue and orders per day, last 30 days' }).getByRole('row')).toHaveCount(31);
    await expect(sales.getByTestId('sales-revenue')).toHaveText(/^₦[\d,]+(\.\d\d)?$/);

    await expect(page.getByRole('link', { name: /Orders waiting/ })).toHaveAttribute('href', '/admin/orders');

    // The demo catalogue has active products with 10 or fewer left.
    const lowStock = page.getByRole('region', { name: 'Low stock' });
    const items = lowStock.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(8);
    await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/admin\/products\/[0-9a-f-]{36}$/);
    await expect(items.first()).toContainText(/Sold out|\d+ left/);

    for (const name of ['Quick actions', 'Recent blog posts', 'Recent portfolio']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/admin/products/new');
    await expect(page.getByRole('region', { name: 'Recent blog posts' }).getByText(/^(Published|Draft)$/).first()).toBeVisible();
  });

  test('every sidebar link opens its screen, not a 404, and is the one highlighted', async ({ page }) => {
    test.setTimeout(240_000); // the first visit of each screen compiles it on a dev server
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const [label, path] of SIDEBAR) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveURL(url(path));
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // Clicking works as well as typing the address.
    await nav.getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(page).toHaveURL(url('/admin/customers'));
    await expect(nav.getByRole('link', { name: 'Customers', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('View Store opens the shop in a new tab; /admin/blog leads to the blog posts', async ({ page }) => {
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(url('/admin/blog-posts'));
    await expect(page.getByRole('heading', { name: 'Blog Posts', level: 1 })).toBeVisible();
    const viewStore = page.getByRole('link', { name: /View Store/ });
    await expect(viewStore).toHaveAttribute('href', '/');
    await expect(viewStore).toHaveAttribute('target', '_blank');
    await expect(viewStore).toHaveAttribute('rel', /noopener/);
  });

  test('Sign Out ends the session and goes to /', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(url('/'));
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(url('/auth'));
  });

  test('on a phone the menu button opens the sidebar, and a link navigates and closes it @phone-only', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(url('/admin/orders'));
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Orders Management', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('/admin has no serious accessibility violations @phone', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // The content screens, each with its add dialog open (the rich-text editor included).
  const CONTENT_SCREENS: [path: string, heading: string, addButton: string | null, dialog: string | null][] = [
    ['/admin/blog-posts', 'Blog Posts', 'Add Blog Post', 'Add New Blog Post'],
    ['/admin/cms-pages', 'CMS Pages', 'Add Page', 'Add New Page'],
    ['/admin/portfolio', 'Portfolio', 'Add Portfolio Item', 'Add Portfolio Item'],
    ['/admin/settings', 'Website Settings', null, null],
  ];
  for (const [path, heading, addButton, dialogTitle] of CONTENT_SCREENS) {
    test(`${path} has no serious accessibility violations @phone`, async ({ page }) => {
      test.slow(); // two scans
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (!addButton || !dialogTitle) return;
      const dialog = page.getByRole('dialog', { name: dialogTitle });
      // The first click may land before hydration: repeat until the dialog is open.
      await expect(async () => {
        if (!(await dialog.isVisible())) await page.getByRole('button', { name: addButton }).click();
        await expect(dialog).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await expect(dialog.getByRole('textbox').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
