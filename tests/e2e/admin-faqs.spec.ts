import { expect as baseExpect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { signInViaApi } from './support/auth-api';
import { once, stamp } from './support/interaction';
import { toast } from './support/shop';

// The Manage FAQs screen as the shop's admin, each change checked where shoppers see it:
// the public /faq page.

// Each step waits on a server action and a reload of the list from the server: generous
// waits, for a dev server that compiles screens on first use on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });


test.beforeEach(async ({ context }) => {
  test.setTimeout(240_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('faqs: add one, see it on /faq, edit it, unpublish it off /faq, delete it with the confirmation', async ({ page }) => {
  const question = `Do you deliver to Abuja ${stamp()}?`;
  const edited = `${question} (updated)`;

  await page.goto('/admin/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage FAQs' })).toBeVisible();
  const table = page.getByRole('table', { name: 'FAQs' });
  for (const column of ['Question', 'Category', 'Order', 'Status', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  // Add: question and answer are required; the defaults are order 0 and published.
  const addDialog = page.getByRole('dialog', { name: 'Add FAQ' });
  await once(
    () => page.getByRole('button', { name: 'Add FAQ' }).click(),
    () => expect(addDialog).toBeVisible({ timeout: 2_000 }),
  );
  await expect(addDialog.getByLabel('Display order')).toHaveValue('0');
  await expect(addDialog.getByRole('switch', { name: 'Published' })).toBeChecked();
  await addDialog.getByRole('button', { name: 'Create FAQ' }).click();
  await expect(addDialog.getByText('Question is required')).toBeVisible();
  await expect(addDialog.getByText('Answer is required')).toBeVisible();
  await addDialog.getByLabel('Question').fill(question);
  await addDialog.getByLabel('Answer').fill('Yes: we deliver to Abuja within ten working days.');
  await addDialog.getByLabel('Category').fill('Delivery');
  await addDialog.getByRole('button', { name: 'Create FAQ' }).click();
  await expect(toast(page, 'FAQ created successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Delivery' })).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  // Shoppers see it on /faq at once.
  const shop = await page.context().newPage();
  await shop.goto('/faq');
  await expect(shop.getByText(question)).toBeVisible();

  // Edit: a new question, then unpublished.
  const editDialog = page.getByRole('dialog', { name: 'Edit FAQ' });
  await row.getByRole('button', { name: `Edit ${question}` }).click();
  await expect(editDialog.getByLabel('Question')).toHaveValue(question);
  await editDialog.getByLabel('Question').fill(edited);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'FAQ updated successfully')).toBeVisible();
  const editedRow = table.getByRole('row').filter({ hasText: edited });
  await expect(editedRow).toBeVisible();
  await shop.reload();
  await expect(shop.getByText(edited)).toBeVisible();

  await editedRow.getByRole('button', { name: `Edit ${edited}` }).click();
  await editDialog.getByRole('switch', { name: 'Published' }).click();
  await expect(editDialog.getByRole('switch', { name: 'Published' })).not.toBeChecked();
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(editedRow.getByText('Draft', { exact: true })).toBeVisible();
  await shop.reload();
  await expect(shop.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(shop.getByText(edited)).toHaveCount(0);

  // Delete: Cancel keeps it; Delete removes it.
  await editedRow.getByRole('button', { name: `Delete ${edited}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('This will permanently delete this FAQ.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(editedRow).toBeVisible();
  await editedRow.getByRole('button', { name: `Delete ${edited}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'FAQ deleted successfully')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: edited })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage FAQs' })).toBeVisible();
  await expect(page.getByText(edited)).toHaveCount(0);
});
