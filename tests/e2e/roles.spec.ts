import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from './support/test';
import { joinedStaffPage, ownerPage } from './support/staff';

// Each role in a real browser: a member invited and joined as a shop makes one sees only the screens
// and buttons of their role, is refused the rest with the No access screen, and an owner's role change
// is in Activity with its before and after, and in the CSV export. (Fulfilment's own journey, from the
// invitation to removal, is tests/e2e/staff.spec.ts.)

const expect = baseExpect.configure({ timeout: 30_000 });
const sidebar = (page: import('./support/test').Page) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link');

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => test.setTimeout(240_000));

test('a content editor has the content screens and reviews, starts on the first of them, and is refused orders', async ({ browser }) => {
  const page = await joinedStaffPage(browser, 'Content editor', 'Ngozi Writer');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/hero-slides$/);
  await expect(sidebar(page)).toHaveText(['Hero Slides', 'Hero Media', /^Inbox/, 'Messages', 'Blog Posts', 'Portfolio', 'CMS Pages', 'FAQs', 'Reviews']);
  await expect(page.getByTestId('staff-role').filter({ visible: true })).toHaveText('Content editor');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  await expect(page.getByText('Your role (Content editor) does not allow this.')).toBeVisible();
  await page.getByRole('link', { name: 'Blog Posts' }).last().click();
  await expect(page.getByRole('heading', { name: 'Blog Posts', level: 1 })).toBeVisible();
  await page.context().close();
});

test('an accountant reads the books and the log, exports, and changes nothing', async ({ browser }) => {
  const page = await joinedStaffPage(browser, 'Accountant', 'Bola Ledger');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(sidebar(page)).toHaveText(['Dashboard', 'Orders', 'Customers', 'Refunds', 'E-invoices', 'Reports', 'Activity']);
  await page.goto('/admin/refunds');
  await expect(page.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Refund' })).toHaveCount(0);
  await page.goto('/admin/orders');
  await expect(page.getByRole('link', { name: /Export/ })).toBeVisible();
  // A product screen is not theirs: refused, and the refusal is in the log they may read.
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  await page.goto('/admin/activity?action=permission_denied');
  await expect(page.getByRole('table', { name: 'Activity' }).getByRole('row').filter({ hasText: 'Bola Ledger' }).first()).toContainText('Refused: no permission');
  await page.context().close();
});

test('a manager runs the shop but not its staff, its payment settings or the log; the owner’s role change is in Activity and its CSV', async ({ browser }) => {
  const page = await joinedStaffPage(browser, 'Manager', 'Kemi Manager');
  await page.goto('/admin');
  const links = await sidebar(page).allTextContents();
  expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Products', 'Orders', 'Discounts', 'Refunds', 'Website Settings']));
  expect(links).not.toContain('Staff');
  expect(links).not.toContain('Activity');
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  await page.goto('/admin/settings');
  await expect(page.getByText('Only the owner can change payment settings.')).toBeVisible();
  await expect(page.getByText('Only the owner can change business and tax details.')).toBeVisible();

  // The owner makes the manager an accountant: their next page follows the new role.
  const owner = await ownerPage(browser);
  const row = owner.getByRole('table', { name: 'Staff members' }).getByRole('row', { name: /Kemi Manager/ });
  await row.getByRole('button', { name: 'Change role of Kemi Manager' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Change role' });
  await dialog.getByLabel('Role').selectOption({ label: 'Accountant' });
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(row).toContainText('Accountant');
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();

  // In Activity, with the role before and after.
  await owner.goto('/admin/activity?type=staff&action=role_change&q=Kemi%20Manager');
  const entry = owner.getByRole('table', { name: 'Activity' }).getByRole('row').filter({ hasText: 'Kemi Manager' }).first();
  await expect(entry).toContainText('Changed a role');
  await entry.getByRole('button', { name: /^Open/ }).click();
  const changes = owner.getByRole('dialog').getByRole('table');
  await expect(changes.getByRole('row', { name: /^role/ })).toContainText('manager');
  await expect(changes.getByRole('row', { name: /^role/ })).toContainText('accountant');
  await owner.keyboard.press('Escape');

  // And in the CSV of those filters.
  const link = owner.getByRole('link', { name: 'Export CSV' });
  const [download] = await Promise.all([owner.waitForEvent('download'), link.click()]);
  const csv = (await readFile(await download.path())).toString('utf8');
  const line = csv.split('\r\n').find((text) => text.includes('Kemi Manager'));
  expect(line).toContain(',role_change,');
  expect(line).toMatch(/manager.*accountant/);
  await owner.context().close();
  await page.context().close();
});
