import { expect as baseExpect, test } from './support/test';
import { signInAdmin, startPrivateStore, type PrivateStore } from './support/private-store';
import { toast } from './support/shop';
import { waitForMail } from './support/mail-sink';

// The inbox (docs/decisions/0081-one-inbox.md) as the shop's owner, on a store of its own prepared by
// support/inbox-fixture.ts: a question from the contact form, read from the list and answered by email
// with a piece from the catalogue (its price in naira and its link), which reaches the customer's mailbox.

test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

let store: PrivateStore<{ email: string; productName: string }>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  store = await startPrivateStore<{ email: string; productName: string }>('tests/e2e/support/inbox-fixture.ts');
});
test.afterAll(async () => {
  await store?.stop();
});

test('a question from the contact form is answered from the inbox with a piece’s link @phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page, store.baseUrl);
  const { email, productName } = store.fixture;
  await page.goto(`${store.baseUrl}/admin/inbox`);
  const conversation = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Tolu Adebayo/ });
  await expect(conversation).toContainText('1 unread');
  await conversation.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tolu Adebayo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Do you have a sofa in green velvet?');
  const reply = page.getByRole('form', { name: 'Reply' });
  await reply.getByText('A piece', { exact: true }).click();
  await reply.getByLabel('Find a piece').fill('Ikoyi');
  await reply.getByRole('button', { name: `${productName} · ₦385,000` }).click();
  await reply.getByLabel('With a few words (optional)').fill('This one comes in green velvet.');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Reply sent by email')).toBeVisible();

  const sent = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').last();
  await expect(sent).toContainText(`${productName}: ₦385,000`);
  await expect(sent).toContainText('Shop Admin');
  const mail = await waitForMail(email, /Your message to/);
  expect(mail.text).toContain('This one comes in green velvet.');
  expect(mail.text).toMatch(new RegExp(`${productName}: ₦385,000\\s+http\\S+/product/[0-9a-f-]{36}`));
});
