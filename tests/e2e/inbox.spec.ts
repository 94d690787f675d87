import { expect as baseExpect, test } from './support/test';
import { signInAdmin, startPrivateStore, type PrivateStore } from './support/private-store';
import { toast } from './support/shop';
import { waitForMail } from './support/mail-sink';
import { startMessagingFake, type MessagingFake } from '../helpers/messaging-fake';

// The inbox (docs/decisions/0081-one-inbox.md) as the shop's owner, on a store of its own prepared by
// support/inbox-fixture.ts and pointed at the WhatsApp stand-in (tests/helpers/messaging-fake.ts): a
// question from the contact form, answered by email with a piece from the catalogue (its price in naira
// and its link), which reaches the customer's mailbox; and a question sent from the product page's
// WhatsApp button, which appears in the inbox without a refresh and is answered on WhatsApp with the
// piece's link.

test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 30_000 });

type Fixture = { email: string; productName: string; productId: string };
let store: PrivateStore<Fixture>;
let whatsapp: MessagingFake;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  whatsapp = await startMessagingFake();
  store = await startPrivateStore<Fixture>('tests/e2e/support/inbox-fixture.ts', whatsapp.env());
  whatsapp.setWebhook(`${store.baseUrl}/api/whatsapp/webhook`);
});
test.afterAll(async () => {
  await store?.stop();
  await whatsapp?.close();
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

test('a question sent from the product page’s WhatsApp button is answered from the inbox with the piece’s link @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const { productName, productId } = store.fixture;
  // The shopper's WhatsApp opens with the piece named; they send what it typed (the stand-in posts Meta's webhook).
  await page.goto(`${store.baseUrl}/product/${productId}`);
  const button = page.getByRole('link', { name: /Ask about this piece on WhatsApp/ });
  const href = (await button.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/2348090001122\?text=/);
  const question = new URL(href).searchParams.get('text')!;
  expect(question).toContain(productName);
  // Each project's shopper writes from a number of its own: the two runs share no store, but keep them apart anyway.
  const shopper = test.info().project.name === 'phone' ? '+2348031110001' : '+2348031110002';

  await signInAdmin(page, store.baseUrl);
  await page.goto(`${store.baseUrl}/admin/inbox`);
  await whatsapp.inbound(shopper, question, { name: 'Bisi Okafor' });
  // It appears without a refresh (the inbox's poll).
  const conversation = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Bisi Okafor/ });
  await expect(conversation).toContainText('1 unread');
  await conversation.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Bisi Okafor' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(productName);
  const reply = page.getByRole('form', { name: 'Reply' });
  await reply.getByText('A piece', { exact: true }).click();
  await reply.getByLabel('Find a piece').fill('Ikoyi');
  await reply.getByRole('button', { name: `${productName} · ₦385,000` }).click();
  await reply.getByLabel('With a few words (optional)').fill('Yes, it is in stock.');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Reply sent on WhatsApp')).toBeVisible();

  const toShopper = () => whatsapp.sent().filter((message) => message.recipient === shopper.slice(1));
  await expect.poll(() => toShopper().length).toBe(1);
  expect(toShopper()[0]).toMatchObject({ kind: 'text' });
  expect(toShopper()[0]!.text).toContain('Yes, it is in stock.');
  expect(toShopper()[0]!.text).toMatch(new RegExp(`${productName}: ₦385,000\\s+http\\S+/product/${productId}`));

  // The shopper answers while the conversation is open: it appears there without a refresh.
  await whatsapp.inbound(shopper, 'Can you deliver it to Ibadan?', { name: 'Bisi Okafor' });
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').last()).toContainText('Can you deliver it to Ibadan?');
});
