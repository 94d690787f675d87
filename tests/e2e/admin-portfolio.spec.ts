import { expect as baseExpect, test, type Page } from './support/test';
import sharp from 'sharp';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { once, stamp } from './support/interaction';
import { toast } from './support/shop';

// The Portfolio screen as the shop's admin, each change checked where it shows: the public
// /portfolio page (published items only) and the dashboard's recent portfolio list.

// Each step waits on a server action and a reload of the list from the server: generous
// waits, for a dev server that compiles screens on first use on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });


/** A small real PNG, made here: uploads are decoded and re-encoded by the server. */
async function png(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The public project card: its accessible name is the title and how many photos it opens. */
const publicProject = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });

async function expectOnPortfolioPage(page: Page, title: string, shown: boolean) {
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  if (shown) await expect(publicProject(page, title)).toBeVisible();
  else await expect(publicProject(page, title)).toHaveCount(0);
}

test.beforeEach(async ({ context }) => {
  test.setTimeout(300_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('portfolio: add a draft with uploaded pictures, publish it onto /portfolio and the dashboard, unpublish it, delete it', async ({ page }) => {
  const title = `Ikoyi reading room ${stamp()}`;
  const editButton = page.getByRole('button', { name: `Edit ${title}` });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

  await page.goto('/admin/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();

  // Add: the title is required; a new item is a draft.
  const addDialog = page.getByRole('dialog', { name: 'Add Portfolio Item' });
  await once(
    () => page.getByRole('button', { name: 'Add Portfolio Item' }).click(),
    () => expect(addDialog).toBeVisible({ timeout: 2_000 }),
  );
  await expect(addDialog.getByLabel('Status')).toHaveValue('draft');
  await addDialog.getByRole('button', { name: 'Create' }).click();
  await expect(addDialog.getByText('Title is required')).toBeVisible();

  await addDialog.getByLabel('Title').fill(title);
  await addDialog.getByLabel('Category').fill('Living Room');
  await addDialog.getByLabel('Description').fill('Shelves, a reading chair and warm light for a quiet corner.');
  await addDialog.getByLabel('Cover image', { exact: true }).setInputFiles(await png('cover.png', '#a4472a'));
  await expect(toast(page, '1 image(s) uploaded successfully.')).toBeVisible();
  await expect(addDialog.getByRole('button', { name: 'Replace' })).toBeVisible();

  // Two gallery pictures in one pick; the second is moved first.
  await addDialog.getByLabel('Gallery image files').setInputFiles([await png('one.png', '#1e2a4a'), await png('two.png', '#c9a227')]);
  await expect(toast(page, '2 image(s) uploaded successfully.')).toBeVisible();
  const gallery = addDialog.getByRole('list', { name: 'Gallery images' }).getByRole('img');
  await expect(gallery).toHaveCount(2);
  const [first, second] = await Promise.all([gallery.nth(0).getAttribute('src'), gallery.nth(1).getAttribute('src')]);
  await addDialog.getByRole('button', { name: 'Move image 2 earlier' }).click();
  await expect(gallery.nth(0)).toHaveAttribute('src', second!);
  await expect(gallery.nth(1)).toHaveAttribute('src', first!);

  await addDialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Portfolio item created successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();
  await expect(card).toContainText('Draft');
  await expect(card).toContainText('Living Room');
  await expect(card).toContainText('2 gallery images');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/portfolio\//);

  // A draft stays off the public page.
  await expectOnPortfolioPage(page, title, false);

  // Published: on /portfolio with its cover and both gallery pictures, and on the dashboard.
  await page.goto('/admin/portfolio');
  const editDialog = page.getByRole('dialog', { name: 'Edit Portfolio Item' });
  await once(
    () => editButton.click(),
    () => expect(editDialog).toBeVisible({ timeout: 2_000 }),
  );
  await expect(editDialog.getByLabel('Title')).toHaveValue(title);
  await editDialog.getByLabel('Status').selectOption({ label: 'Published' });
  await editDialog.getByRole('button', { name: 'Update Portfolio Item' }).click();
  await expect(toast(page, 'Portfolio item updated successfully')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(card).toContainText('Published');

  await expectOnPortfolioPage(page, title, true);
  await expect(publicProject(page, title)).toHaveAccessibleName(`${title}: view 3 photos`);

  await page.goto('/admin');
  const recent = page.getByRole('region', { name: 'Recent portfolio' });
  await expect(recent.getByRole('listitem').filter({ hasText: title })).toContainText('Published');

  // Unpublished: gone from /portfolio again.
  await page.goto('/admin/portfolio');
  await once(
    () => editButton.click(),
    () => expect(editDialog).toBeVisible({ timeout: 2_000 }),
  );
  await editDialog.getByLabel('Status').selectOption({ label: 'Draft' });
  await editDialog.getByRole('button', { name: 'Update Portfolio Item' }).click();
  await expect(toast(page, 'Portfolio item updated successfully')).toBeVisible();
  await expect(card).toContainText('Draft');
  await expectOnPortfolioPage(page, title, false);

  // Delete: Cancel keeps it; Delete removes it.
  await page.goto('/admin/portfolio');
  const deleteButton = page.getByRole('button', { name: `Delete ${title}` });
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await once(
    () => deleteButton.click(),
    () => expect(confirm).toBeVisible({ timeout: 2_000 }),
  );
  await expect(confirm.getByText('This will permanently delete this portfolio item.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Portfolio item deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
