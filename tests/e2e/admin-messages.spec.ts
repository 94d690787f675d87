import { expect as baseExpect, test } from './support/test';
import { e2eServer } from './support/server-env';
import { postFrom, randomLoopback, signInViaApi } from './support/auth-api';
import { once, stamp } from './support/interaction';
import { toast } from './support/shop';

// The Messages screen as the shop's admin: a message sent through the public contact
// endpoint arrives unread at the top of the inbox, is marked read, answered by mail and deleted.

// Each step waits on a server action and a reload of the list from the server, on a busy dev server.
const expect = baseExpect.configure({ timeout: 30_000 });


test.beforeEach(async ({ context }) => {
  test.setTimeout(240_000);
  await context.addCookies(await signInViaApi(e2eServer.admin));
});

test('a contact message arrives unread, is marked read, answered by mail and deleted', async ({ page }) => {
  const name = `Ada Okafor ${stamp()}`;
  const email = `ada-${stamp()}@example.com`;
  const text = 'Hello,\n  Do you deliver the Ikoyi sofa to Ibadan?\n\nThanks';
  // The contact endpoint is rate limited per address: this test sends from its own.
  const sent = await postFrom(randomLoopback(), '/api/contact-email', { name, email, phone: '', message: text });
  expect(sent.status, sent.body).toBe(200);

  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText(/\d+ unread messages?\./)).toBeVisible();
  const list = page.getByRole('list', { name: 'Messages' });
  const card = list.getByRole('article', { name });
  // Newest first: it is the top message.
  await expect(list.getByRole('article').first()).toHaveAccessibleName(name);
  await expect(card.getByText('Unread', { exact: true })).toBeVisible();
  // Its accent border is a class only the back office's stylesheet holds (src/app/admin/admin.css).
  await expect(card).toHaveCSS('border-left-width', '4px');
  await expect(card).toContainText(email);
  await expect(card).toContainText('N/A');
  // The text keeps its line breaks and indentation.
  await expect(card.locator('p').filter({ hasText: 'Ibadan' })).toHaveCSS('white-space', 'pre-wrap');

  // The unread filter shows it too.
  const filters = page.getByRole('navigation', { name: 'Show messages' });
  await once(
    () => filters.getByRole('link', { name: /^Unread/ }).click(),
    () => expect(page).toHaveURL(/filter=unread/, { timeout: 2_000 }),
  );
  await expect(filters.getByRole('link', { name: /^Unread/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article', { name })).toBeVisible();

  // Reply opens the mail app, addressed to the sender with the subject.
  const reply = page.getByRole('article', { name }).getByRole('link', { name: `Reply to ${name}` });
  const href = await reply.getAttribute('href');
  expect(href).toMatch(new RegExp(`^mailto:${email.replace(/[.]/g, '\\.')}\\?subject=Re%3A%20your%20message%20to%20`));
  expect(decodeURIComponent(href!.split('subject=')[1]!)).toMatch(/^Re: your message to \S/);

  // Mark as read: the badge goes, and it leaves the unread list.
  await once(
    () => filters.getByRole('link', { name: 'All' }).click(),
    () => expect(page).not.toHaveURL(/filter=unread/, { timeout: 2_000 }),
  );
  await once(
    () => card.getByRole('button', { name: 'Mark as read' }).click(),
    () => expect(toast(page, 'Message marked as read')).toBeVisible({ timeout: 2_000 }),
  );
  await expect(card.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(card.getByText('Unread', { exact: true })).toBeHidden();
  await once(
    () => filters.getByRole('link', { name: /^Unread/ }).click(),
    () => expect(page).toHaveURL(/filter=unread/, { timeout: 2_000 }),
  );
  await expect(filters.getByRole('link', { name: /^Unread/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  // Delete, after the confirmation.
  await once(
    () => filters.getByRole('link', { name: 'All' }).click(),
    () => expect(card).toBeVisible({ timeout: 2_000 }),
  );
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await once(
    () => card.getByRole('button', { name: `Delete message from ${name}` }).click(),
    () => expect(confirm).toBeVisible({ timeout: 2_000 }),
  );
  await expect(confirm).toContainText('This will permanently delete this message.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Message deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
});
