import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from './support/test';
import { e2eServer } from './support/server-env';
import { postFrom, randomLoopback, signInViaApi } from './support/auth-api';
import { hydrated, once, stamp } from './support/interaction';

// The Activity screen as the shop's owner: a change made in the back office (a contact message marked
// read) appears in the log, found by its kind and label, opened to its before and after, and in the
// CSV export, whose own download is a row of the log too. On a phone the log is a list of cards.

// Each step waits on a server action or a reload of the list from the server, on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });


test.beforeEach(async ({ context }) => {
  test.setTimeout(240_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

/** Sends a contact message as a visitor and marks it read on the Messages screen: a recorded change. */
async function markMessageRead(page: Page, name: string) {
  const sent = await postFrom(randomLoopback(), '/api/contact-email', { name, email: `${stamp()}@example.com`, phone: '', message: 'Is the Ikoyi sofa in stock?' });
  expect(sent.status, sent.body).toBe(200);
  await page.goto('/admin/messages');
  const card = page.getByRole('article', { name });
  // Once only: a second click could mark it read again, a second change in the log.
  const markRead = card.getByRole('button', { name: 'Mark as read' });
  await hydrated(markRead);
  await markRead.click();
  await expect(card.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
}

test('a change appears in Activity with its before and after, and in the CSV export, itself recorded', async ({ page }) => {
  const name = `Tola Activity ${stamp()}`;
  await markMessageRead(page, name);

  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await once(
    () => page.getByLabel('Filter by kind').selectOption('message'),
    () => expect(page).toHaveURL(/[?&]type=message/, { timeout: 2_000 }),
  );
  await page.getByLabel('Search activity by label').fill(name);
  await expect(page).toHaveURL(/[?&]q=Tola/);

  const table = page.getByRole('table', { name: 'Activity' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Changed');
  await expect(row).toContainText('(Owner)');
  await expect(row).toContainText('Message');

  await row.getByRole('button', { name: /^Open/ }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Before and after' })).toBeVisible();
  const changes = dialog.getByRole('table');
  await expect(changes.getByRole('columnheader', { name: 'Before' })).toBeVisible();
  // At least one field changed, with a value after it.
  await expect(changes.getByRole('rowheader').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The export holds the filtered rows: this one.
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', /^\/admin\/activity\/export\?.*type=message/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Time (UTC),Time (Lagos),Actor,Role,Client IP,Entity type,Entity ID,Label,Action,Changes,Details');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,Owner,`);
  expect(lines[1]).toContain(`,message,`);
  expect(lines[1]).toContain(name);
  expect(lines[1]).toContain(',update,');

  // The download is in the log too, with the filters it used.
  await page.goto('/admin/activity?type=export');
  const exported = table.getByRole('row').filter({ hasText: 'Activity CSV' }).first();
  await expect(exported).toContainText('Exported');
  await exported.getByRole('button', { name: /^Open/ }).click();
  await expect(page.getByRole('dialog', { name: 'Activity CSV' }).getByRole('region', { name: 'Details' })).toContainText(name);
});

test('@phone the log reads as a table on a desktop and as cards on a phone; a row opens', async ({ page }) => {
  const phone = test.info().project.name === 'phone';
  // An export is recorded as it starts: a row of the log this test makes for itself.
  const exported = await page.request.get('/admin/activity/export?type=permission');
  expect(exported.status()).toBe(200);

  await page.goto('/admin/activity?type=export');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Activity' });
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(phone ? cards : table).toBeVisible();
  await expect(phone ? table : cards).toBeHidden();

  // Its newest Activity CSV row: another test's export (of the catalogue, say) may be newer still.
  const entry = (phone ? cards.getByRole('listitem') : table.getByRole('row')).filter({ hasText: 'Activity CSV' }).first();
  await expect(entry).toBeVisible();
  const open = entry.getByRole('button', { name: /^Open/ });
  if (phone) expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await once(
    () => open.click(),
    () => expect(page.getByRole('dialog', { name: 'Activity CSV' })).toBeVisible({ timeout: 2_000 }),
  );
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Details' })).toContainText('"filters"');
});
