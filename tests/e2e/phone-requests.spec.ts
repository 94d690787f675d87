import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from './support/test';
import { adminPage } from './support/order-stages';
import { toast } from './support/shop';

// The owner's "Requests for a phone number" on the Customers screen (docs/security.md, "The shopper's
// data"): a draft made for a customer by phone alone belongs to no customer record; the owner looks the
// number up, downloads what is held as a JSON file for the person, and erases it.

// Each step waits on a server action.
const expect = baseExpect.configure({ timeout: 30_000 });

test('the owner looks up a phone number, downloads its draft order and erases it', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await adminPage(browser);
  const phone = `0803 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;

  await page.goto('/admin/drafts');
  await page.getByRole('link', { name: 'New draft order' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ngozi By-Phone');
  await page.getByRole('textbox', { name: 'Phone (WhatsApp)' }).fill(phone);
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('Lagos');
  await page.getByRole('searchbox', { name: 'Find a piece' }).fill('Linen Curtains');
  await page.getByRole('button', { name: /^Add Made-to-Measure Linen Curtains \(Sand linen \/ Pencil pleat\)/ }).click();
  const lines = page.getByRole('list', { name: 'Pieces in this draft' });
  await lines.getByRole('textbox', { name: 'Width (cm)' }).fill('240');
  await lines.getByRole('textbox', { name: 'Drop (cm)' }).fill('270');
  await expect(lines).toContainText('List price ₦');
  await page.getByRole('button', { name: 'Create draft and link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft Order Created' })).toBeVisible();

  await page.goto('/admin/customers');
  const requests = page.getByRole('region', { name: 'Requests for a phone number' });
  await requests.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await requests.getByRole('button', { name: 'Look up' }).click();
  const held = requests.getByRole('list', { name: 'What we hold for this number' });
  await expect(held.getByRole('listitem')).toHaveCount(1);
  await expect(held).toContainText('Ngozi By-Phone');

  const [download] = await Promise.all([page.waitForEvent('download'), requests.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^phone-number-records-\d{4}-\d{2}-\d{2}\.json$/);
  const records = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(records.draftOrders).toEqual([expect.objectContaining({ name: 'Ngozi By-Phone', pieces: [expect.objectContaining({ productName: expect.stringContaining('Linen Curtains') })] })]);

  await requests.getByRole('button', { name: 'Erase…' }).click();
  await requests.getByLabel('Reason').fill('Asked by phone; checked by calling the number back');
  await requests.getByLabel('Type DELETE to confirm').fill('DELETE');
  await requests.getByRole('button', { name: 'Erase the records' }).click();
  await expect(toast(page, 'Records erased')).toBeVisible();
  await expect(requests.getByText(/^Nothing is held for/)).toBeVisible();
  await page.context().close();
});
