import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { runJobsUntilIdle } from '../helpers/jobs';
import { serveRoute, type RouteServer } from '../helpers/route-server';
import { insertDraft } from '../helpers/drafts';
import { newCategory, newProduct } from '../helpers/factories';
import { as, signedInStaff, type TestCaller } from '../helpers/sessions';
import { db } from '@/server/db/client';
import { jobs, messages, messagingConsents, whatsappTemplates } from '@/server/db/schema';
import { recordConsent } from '@/server/messaging/consent';
import { MESSAGE_TEMPLATES, templateFor } from '@/server/messaging/message-templates';
import { NOT_KEPT } from '@/server/messaging/unkept-params';
import { messageDraftLinkAction } from '@/server/drafts/actions/manage-draft';
import { siteUrl } from '@/server/site-url';
import { draftPayPath } from '@/lib/draft-orders';
import { POST as whatsappWebhook } from '@/app/api/whatsapp/webhook/route';
import { ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';

// A draft's payment link on WhatsApp, sent from the staff request (docs/security.md, "Draft order links"):
// the customer gets the link, the `messages` row never holds it, consent is asked as for every update, and
// a number not on WhatsApp gets no SMS of a row that lost its link.

const fake = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
  const started = await (await import('../helpers/messaging-fake')).startMessagingFake();
  Object.assign(process.env, started.env());
  return started;
});

const PHONE = '+2348031234567';
let database: TestDatabase;
let webhook: RouteServer;
let staff: TestCaller;
let product: { id: string; name: string };

beforeAll(async () => {
  database = await createTestDatabase();
  webhook = await serveRoute(whatsappWebhook, '/api/whatsapp/webhook');
  for (const t of MESSAGE_TEMPLATES) fake.addTemplate({ name: t.name, category: t.category, body: t.body });
  await db.insert(whatsappTemplates).values(MESSAGE_TEMPLATES.map((t) => ({ name: t.name, category: t.category, state: 'approved' as const })));
  staff = await signedInStaff('owner');
  await newCategory('Sofas');
  product = await newProduct();
});
afterAll(async () => {
  await webhook.close();
  await fake.close();
  await database.dispose();
});
beforeEach(async () => {
  fake.reset();
  fake.setWebhook(null);
  for (const table of [jobs, messages, messagingConsents]) await db.delete(table);
});

const agree = () => recordConsent(db, { phone: PHONE, purpose: 'order_updates', granted: true, source: 'draft', wordsShown: ORDER_UPDATES_CONSENT_WORDS });
const sendLink = (draft: { draftId: string; token: string }) => as(staff, () => messageDraftLinkAction(draft));
const allMessages = () => db.select().from(messages).orderBy(messages.createdAt);

describe('a draft’s link on WhatsApp', () => {
  it('reaches a customer who agreed, as the template with the real link; the message row keeps none of it', async () => {
    await agree();
    const draft = await insertDraft(product, { customerName: 'Amaka Obi' });
    expect(await sendLink(draft)).toMatchObject({ ok: true, data: { sent: true, channel: 'whatsapp' } });

    const [sent, ...more] = fake.sent();
    expect(more).toEqual([]);
    const link = siteUrl(draftPayPath(draft.token));
    expect(sent).toMatchObject({ channel: 'whatsapp', to: PHONE, template: { name: templateFor('draft_link').name, named: { first_name: 'Amaka', amount: '₦45,000', link } } });
    const [row] = await allMessages();
    expect(row).toMatchObject({ event: 'draft_link', state: 'accepted', providerMessageId: sent!.id, params: { link: NOT_KEPT } });
    expect(row!.body).toContain(NOT_KEPT);
    expect(JSON.stringify(row)).not.toContain(draft.token);
  });

  it('sends nothing without consent, and the row says why', async () => {
    const draft = await insertDraft(product);
    expect(await sendLink(draft)).toMatchObject({ ok: true, data: { sent: false, reason: 'The customer has not agreed to order updates on WhatsApp or SMS.' } });
    expect(fake.sent()).toEqual([]);
    expect(await allMessages()).toMatchObject([{ state: 'not_sent', note: 'No consent to order updates on WhatsApp or SMS', params: { link: NOT_KEPT } }]);
  });

  it('asks staff to send it again when the number is not on WhatsApp (131026): no SMS without its link', async () => {
    await agree();
    fake.failNumbers.add(PHONE);
    fake.setWebhook(webhook.url);
    const draft = await insertDraft(product);
    expect(await sendLink(draft)).toMatchObject({ ok: true, data: { sent: true } });
    await fake.whenIdle();
    await runJobsUntilIdle();

    expect(fake.sent().map((m) => m.channel)).toEqual(['whatsapp']);
    const [row, ...more] = await allMessages();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ state: 'failed', errorCode: '131026', note: 'Not delivered on WhatsApp (131026); send the link again by mail or SMS' });
  });
});
