import { expect as baseExpect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { stamp } from './support/interaction';
import { toast } from './support/shop';

// The CMS Pages screen as the shop's admin: a page written in the rich-text editor and seen
// at /page/{slug}, unpublished into 'Page Not Found', deleted through the browser's confirm;
// and a dialog with unsaved text that does not close by accident.

// Each step waits on a server action and a reload of the list: generous waits, for a dev
// server that compiles screens on first use on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.beforeEach(async ({ context }) => {
  test.setTimeout(240_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

async function openAddDialog(page: Page) {
  await page.goto('/admin/cms-pages');
  await expect(page.getByRole('heading', { level: 1, name: 'CMS Pages' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Add New Page' });
  // The first click may land before hydration: repeat until the dialog is open.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Add Page' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // The editor mounts in the browser only.
  await expect(dialog.getByRole('textbox', { name: /^Content/ })).toBeVisible();
  return dialog;
}

test('cms pages: write one in the editor, see it at /page/{slug}, unpublish it, delete it after the confirm', async ({ page }) => {
  const id = stamp();
  const slug = `care-guide-${id}`;
  const title = `Care Guide ${id}`;
  const description = 'How to keep wood, leather and linen looking new.';
  const dialog = await openAddDialog(page);

  // Slug and title are required; published is on by default; a slug is never tidied silently.
  await expect(dialog.getByRole('switch', { name: 'Published' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Page' }).click();
  await expect(dialog.getByText('Slug is required')).toBeVisible();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByLabel('Slug')).toBeFocused();
  await dialog.getByLabel('Slug').fill(`Care Guide ${id}`);
  await dialog.getByRole('button', { name: 'Create Page' }).click();
  await expect(dialog.getByText('Use lowercase letters, numbers and hyphens, e.g. privacy-policy')).toBeVisible();
  await dialog.getByRole('button', { name: `Use ${slug} instead` }).click();
  await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
  await expect(dialog.getByText('Use lowercase letters, numbers and hyphens, e.g. privacy-policy')).toBeHidden();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Meta Description').fill(description);

  // The editor: a heading and a link from the toolbar, bold text from the toolbar.
  const editor = dialog.getByRole('textbox', { name: /^Content/ });
  const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' });
  await editor.click();
  await toolbar.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Caring for wood');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Dust weekly ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('with a dry cloth');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('. Browse the shop');
  // The word to link is selected first.
  for (let i = 0; i < 'shop'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const address = dialog.getByLabel('Link address');
  // Escape closes the link field only, never the dialog around the editor.
  await address.press('Escape');
  await expect(address).toBeHidden();
  await expect(dialog).toBeVisible();
  // The word is selected again, by a click in its line (the caret then sits in the text, wherever
  // closing the field left the focus) and the keys from the line's end.
  await editor.getByText('. Browse the shop').click();
  await page.keyboard.press('End');
  for (let i = 0; i < 'shop'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  await address.fill('/shop');
  await address.press('Enter');
  await expect(address).toBeHidden();
  await expect(editor.getByRole('link', { name: 'shop', exact: true })).toHaveAttribute('href', '/shop');
  await expect(editor.getByRole('heading', { level: 2, name: 'Caring for wood' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Create Page' }).click();
  await expect(toast(page, 'Page created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = card(page, title);
  await expect(created).toBeVisible();
  await expect(created.getByText(`/${slug}`, { exact: true })).toBeVisible();
  await expect(created.getByText('Published', { exact: true })).toBeVisible();
  const view = created.getByRole('link', { name: new RegExp(`^View ${title}`) });
  await expect(view).toHaveAttribute('href', `/page/${slug}`);
  await expect(view).toHaveAttribute('target', '_blank');

  // Shoppers see it at once, with the editor's formatting.
  const shop = await page.context().newPage();
  await shop.goto(`/page/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shop.getByText(description)).toBeVisible();
  await expect(shop.getByRole('heading', { level: 2, name: 'Caring for wood' })).toBeVisible();
  await expect(shop.locator('strong', { hasText: 'with a dry cloth' })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'shop', exact: true })).toHaveAttribute('href', '/shop');

  // Unpublish: a Draft here, 'Page Not Found' there.
  await created.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Page' });
  await expect(editDialog.getByLabel('Slug')).toHaveValue(slug);
  await expect(editDialog.getByRole('textbox', { name: /^Content/ }).getByRole('heading', { name: 'Caring for wood' })).toBeVisible();
  await editDialog.getByRole('switch', { name: 'Published' }).click();
  await expect(editDialog.getByRole('switch', { name: 'Published' })).not.toBeChecked();
  await editDialog.getByRole('button', { name: 'Update Page' }).click();
  await expect(toast(page, 'Page updated successfully')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(created.getByText('Draft', { exact: true })).toBeVisible();
  await expect(created.getByRole('link', { name: /^View / })).toHaveCount(0);
  await shop.reload();
  await expect(shop.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  // Delete: a dismissed confirm keeps it; an accepted one deletes it.
  const messages: string[] = [];
  page.once('dialog', (confirm) => {
    messages.push(confirm.message());
    void confirm.dismiss();
  });
  await created.getByRole('button', { name: `Delete ${title}` }).click();
  await expect.poll(() => messages).toEqual(['Are you sure you want to delete this page?']);
  await expect(created).toBeVisible();
  page.once('dialog', (confirm) => void confirm.accept());
  await created.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(toast(page, 'Page deleted successfully')).toBeVisible();
  await expect(created).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'CMS Pages' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('cms pages: a dialog with unsaved text asks before it closes', async ({ page }) => {
  const dialog = await openAddDialog(page);
  const editor = dialog.getByRole('textbox', { name: /^Content/ });
  await editor.click();
  await page.keyboard.type('A long policy, half written.');

  // Escape in the text belongs to the editor: the dialog stays.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  const messages: string[] = [];
  page.once('dialog', (confirm) => {
    messages.push(confirm.message());
    void confirm.dismiss();
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => messages).toEqual(['Discard the changes you made to this page?']);
  await expect(editor).toContainText('A long policy, half written.');

  page.once('dialog', (confirm) => void confirm.accept());
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
