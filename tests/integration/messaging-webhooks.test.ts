// @postgres: out-of-order, batched and repeated webhooks settle one state in SQL (the forward-only update, on conflict do nothing)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { serveRoute, type RouteServer } from '../helpers/route-server';
import { jobsOfKind, runJobsUntilIdle } from '../helpers/jobs';
import { hubSignature } from '../helpers/messaging-fake/webhooks';
import { db } from '@/server/db/client';
import { messages, messagingContacts, messagingWebhookEvents, whatsappTemplates } from '@/server/db/schema';
import { GET as whatsappGET, POST as whatsappPOST } from '@/app/api/whatsapp/webhook/route';
import { POST as termiiPOST } from '@/app/api/sms/termii/route';
import { consentOf } from '@/server/messaging/consent';
import { MESSAGING_WEBHOOKS_JOB } from '@/server/messaging/webhooks/store-webhook-events';
import { deleteOldWebhookEvents } from '@/server/messaging/webhooks/delete-old-events';

// WhatsApp's and Termii's webhooks against the local stand-in (tests/helpers/messaging-fake.ts) and a real
// database: the fake posts signed webhooks over HTTP to the shop's own route handlers, as Meta and Termii
// would; the job that processes them is the worker's (docs/decisions/0080-whatsapp-and-sms-order-updates.md).

const fake = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  const { startMessagingFakeForThisShop } = await import('../helpers/messaging-fake');
  pointDataDirAtTempFolder();
  return startMessagingFakeForThisShop();
});

let database: TestDatabase;
let whatsappHook: RouteServer;
let termiiHook: RouteServer;

const TEMPLATE = 'order_dispatched_test';

beforeAll(async () => {
  database = await createTestDatabase();
  whatsappHook = await serveRoute((request) => (request.method === 'GET' ? whatsappGET(request) : whatsappPOST(request)), '/api/whatsapp/webhook');
  termiiHook = await serveRoute(termiiPOST, '/api/sms/termii');
  fake.setWebhook(whatsappHook.url, termiiHook.url);
  fake.addTemplate({ name: TEMPLATE, body: 'Your order is on its way.' });
});
afterAll(async () => {
  await fake.whenIdle();
  await fake.close();
  await whatsappHook.close();
  await termiiHook.close();
  await database.dispose();
});

let nextNumber = 1000;
/** A Nigerian number no other test uses. */
const newPhone = () => `+23480312${String(nextNumber++).padStart(5, '0')}`;

/** A template message the fake accepted, and the shop's row for it (as the send job leaves it): its wamid. */
async function acceptedWhatsApp(phone = newPhone()) {
  const response = await fetch(`${fake.url}/${fake.config.apiVersion}/${fake.config.phoneNumberId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fake.config.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: phone, type: 'template', template: { name: TEMPLATE, language: { code: 'en' } } }),
  });
  const wamid = ((await response.json()) as { messages: Array<{ id: string }> }).messages[0]!.id;
  await db.insert(messages).values({ event: 'dispatched', purpose: 'order_updates', channel: 'whatsapp', phone, template: TEMPLATE, body: 'Your order is on its way.', state: 'accepted', providerMessageId: wamid });
  return wamid;
}

/** An SMS the fake's Termii accepted, and the shop's row for it: its message_id. */
async function acceptedSms(phone = newPhone()) {
  const response = await fetch(`${fake.termiiUrl}/api/sms/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: fake.config.termiiApiKey, to: phone.slice(1), from: fake.config.termiiSenderId, sms: 'Your order is on its way.', type: 'plain', channel: 'dnd' }),
  });
  const messageId = ((await response.json()) as { message_id: string }).message_id;
  await db.insert(messages).values({ event: 'dispatched', purpose: 'order_updates', channel: 'sms', phone, body: 'Your order is on its way.', state: 'accepted', providerMessageId: messageId });
  return messageId;
}

const messageOf = async (providerMessageId: string) => (await db.select().from(messages).where(eq(messages.providerMessageId, providerMessageId)))[0]!;
const storedEvents = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(messagingWebhookEvents))[0]!.n;

/** Every webhook on its way answered, then the queued processing run, as the worker would. */
async function deliverAndProcess() {
  await fake.whenIdle();
  await runJobsUntilIdle();
}

describe('WhatsApp webhook', () => {
  it("answers Meta's handshake with the bare challenge, and 403 to a wrong token or mode", async () => {
    expect(await fake.verifyWebhook()).toBe(true);
    const url = (query: Record<string, string>) => `${whatsappHook.url}?${new URLSearchParams(query)}`;
    const wrongToken = await fetch(url({ 'hub.mode': 'subscribe', 'hub.challenge': '12345', 'hub.verify_token': `${fake.config.verifyToken}x` }));
    expect(wrongToken.status).toBe(403);
    expect(await wrongToken.text()).not.toContain('12345');
    const wrongMode = await fetch(url({ 'hub.mode': 'unsubscribe', 'hub.challenge': '12345', 'hub.verify_token': fake.config.verifyToken }));
    expect(wrongMode.status).toBe(403);
    const right = await fetch(url({ 'hub.mode': 'subscribe', 'hub.challenge': '12345', 'hub.verify_token': fake.config.verifyToken }));
    expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('refuses a wrongly signed, unsigned or altered webhook with 401 and stores nothing', async () => {
    const phone = newPhone();
    const eventsBefore = await storedEvents();
    const jobsBefore = (await jobsOfKind(MESSAGING_WEBHOOKS_JOB)).length;
    fake.signWrongly(true);
    await fake.inbound(phone, 'STOP');
    await fake.whenIdle();
    fake.signWrongly(false);
    const delivery = fake.deliveries().at(-1)!;
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([401, 401, 401, 401]);

    const body = JSON.parse(delivery.body) as unknown;
    const signed = JSON.stringify(body);
    const post = (text: string, signature?: string) =>
      fetch(whatsappHook.url, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, body: text });
    expect((await post(signed)).status).toBe(401);
    expect((await post(signed.replace('STOP', 'STOq'), hubSignature(fake.config.appSecret, signed))).status).toBe(401);
    expect((await post(signed, hubSignature(fake.config.appSecret, signed).toUpperCase().replace('SHA256=', 'sha1='))).status).toBe(401);

    expect(await storedEvents()).toBe(eventsBefore);
    expect((await jobsOfKind(MESSAGING_WEBHOOKS_JOB)).length).toBe(jobsBefore);
    await runJobsUntilIdle();
    expect(await consentOf(phone, 'marketing')).toBeNull();
    expect(await db.select().from(messagingContacts).where(eq(messagingContacts.phone, phone))).toEqual([]);
  });

  it('takes a body with emoji and accents signed over its exact bytes, or over its escaped form as Meta documents', async () => {
    for (const mode of ['raw', 'raw-signed-escaped', 'escaped'] as const) {
      fake.webhookUnicode(mode);
      await fake.inbound(newPhone(), `Ẹ kú àárọ̀ 🙏🏾 (${mode})`, { name: 'Adébáyọ̀ Ọlárìnwá 🌍' });
    }
    await fake.whenIdle();
    fake.webhookUnicode('escaped');
    expect(fake.deliveries().slice(-3).map((delivery) => delivery.attempts.map((attempt) => attempt.status))).toEqual([[200], [200], [200]]);
    const raw = fake.deliveries().at(-3)!.body;
    expect(raw).toContain('🙏🏾');

    // The same bytes, one accent changed after signing: refused.
    const tampered = raw.replace('àárọ̀', 'aárọ̀');
    const refused = await fetch(whatsappHook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(fake.config.appSecret, raw) }, body: tampered });
    expect(refused.status).toBe(401);
  });

  it('stores a batch once, queues one job, and ends read whatever order, batching or repetition the statuses came in', async () => {
    const [inOrder, reversed, batchedReversed] = [await acceptedWhatsApp(), await acceptedWhatsApp(), await acceptedWhatsApp()];
    const eventsBefore = await storedEvents();
    await fake.postStatuses(inOrder, ['sent', 'delivered', 'read']);
    await fake.postStatuses(reversed, ['sent', 'delivered', 'read'], { reverse: true, repeat: 2 });
    await fake.postStatuses(batchedReversed, ['sent', 'delivered', 'read'], { batch: true, reverse: true, repeat: 3 });
    await fake.whenIdle();
    // Nine distinct events (three states of three messages), however many times each came.
    expect((await storedEvents()) - eventsBefore).toBe(9);
    expect((await jobsOfKind(MESSAGING_WEBHOOKS_JOB)).filter((job) => job.status === 'pending')).toHaveLength(1);

    await runJobsUntilIdle();
    for (const wamid of [inOrder, reversed, batchedReversed]) {
      const message = await messageOf(wamid);
      expect(message).toMatchObject({ state: 'read', billable: true, pricingCategory: 'utility', pricingModel: 'PMP', errorCode: null });
    }

    // A failure reported after the read (a late retry of Meta's) does not undo it.
    await fake.postStatuses(inOrder, ['failed'], { errorCode: 131000 });
    await deliverAndProcess();
    expect(await messageOf(inOrder)).toMatchObject({ state: 'read', errorCode: null });
    expect(await db.select().from(messagingWebhookEvents).where(sql`${messagingWebhookEvents.processedAt} is null`)).toEqual([]);

    // Housekeeping keeps processed events while Meta may still retry (seven days), then deletes them.
    const kept = await db.select({ id: messagingWebhookEvents.id }).from(messagingWebhookEvents);
    await db.insert(messagingWebhookEvents).values({ id: 'whatsapp:old-event', provider: 'whatsapp', payload: {}, processedAt: new Date(Date.now() - 9 * 86_400_000) });
    expect(await deleteOldWebhookEvents()).toBe(1);
    expect(await db.select({ id: messagingWebhookEvents.id }).from(messagingWebhookEvents)).toEqual(kept);
  });

  it('stores webhooks that arrive together in one write: each answered once its events are in, a repeat among them counted once', async () => {
    const wamid = await acceptedWhatsApp();
    const eventsBefore = await storedEvents();
    const statusBody = (status: string, timestamp: number) =>
      JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: fake.config.businessAccountId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id: wamid, status, timestamp: String(timestamp), recipient_id: '2348031200000' }] } }] }] });
    const now = Math.floor(Date.now() / 1000);
    // Three distinct events, the read one sent four times, all at once.
    const sent = [['sent', now], ['delivered', now + 1], ...Array.from({ length: 4 }, () => ['read', now + 2] as const)] as const;
    const answers = await Promise.all(
      sent.map(async ([status, timestamp]) => {
        const body = statusBody(status, timestamp);
        const response = await fetch(whatsappHook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(fake.config.appSecret, body) }, body });
        // Answered only once its own event is in the database.
        const [row] = await db.select({ id: messagingWebhookEvents.id }).from(messagingWebhookEvents).where(eq(messagingWebhookEvents.id, `whatsapp:status:${wamid}:${status}:${timestamp}`));
        return { status: response.status, stored: ((await response.json()) as { stored: number }).stored, isIn: Boolean(row) };
      }),
    );
    expect(answers).toEqual(sent.map(() => ({ status: 200, stored: expect.any(Number), isIn: true })));
    expect(answers.reduce((sum, answer) => sum + answer.stored, 0)).toBe(3);
    expect((await storedEvents()) - eventsBefore).toBe(3);
    await runJobsUntilIdle();
    expect(await messageOf(wamid)).toMatchObject({ state: 'read' });
  });

  it('keeps the code and reason of a failure, which a late sent does not hide, and hands the update to SMS once', async () => {
    const phone = newPhone();
    fake.failNumbers.add(phone);
    const wamid = await acceptedWhatsApp(phone);
    await deliverAndProcess();
    await fake.postStatuses(wamid, ['sent']);
    await deliverAndProcess();
    const message = await messageOf(wamid);
    expect(message).toMatchObject({ state: 'failed', errorCode: '131026' });
    expect(message.errorReason).toMatch(/^Message undeliverable/);
    const standIns = await db.select().from(messages).where(eq(messages.replacesId, message.id));
    expect(standIns).toMatchObject([{ channel: 'sms', phone, event: 'dispatched' }]);

    await fake.postStatuses(wamid, ['failed'], { repeat: 2 });
    await deliverAndProcess();
    expect(await db.select().from(messages).where(eq(messages.replacesId, message.id))).toHaveLength(1);
  });

  it('opens the 24-hour window; STOP (any case, spaces around) opts out of marketing at once, START back in', async () => {
    const phone = newPhone();
    await fake.inbound(phone, 'Hello, is the sofa in stock?');
    await deliverAndProcess();
    const [contact] = await db.select().from(messagingContacts).where(eq(messagingContacts.phone, phone));
    expect(contact).toMatchObject({ waId: phone.slice(1) });
    expect(Date.now() - contact!.lastInboundAt!.getTime()).toBeLessThan(60_000);
    expect(await consentOf(phone, 'marketing')).toBeNull();

    await fake.inbound(phone, '  stop ');
    await deliverAndProcess();
    expect(await consentOf(phone, 'marketing')).toMatchObject({ granted: false, source: 'whatsapp_stop' });

    await fake.inbound(phone, 'Start');
    await deliverAndProcess();
    expect(await consentOf(phone, 'marketing')).toMatchObject({ granted: true, source: 'whatsapp_start' });

    await fake.inbound(phone, 'UNSUBSCRIBE');
    await deliverAndProcess();
    expect(await consentOf(phone, 'marketing')).toMatchObject({ granted: false, source: 'whatsapp_stop' });
  });

  it("honours Meta's marketing stop and resume, and a STOP arriving after a later START does not undo it", async () => {
    const phone = newPhone();
    await fake.userPreferencesStop(phone);
    await deliverAndProcess();
    expect(await consentOf(phone, 'marketing')).toMatchObject({ granted: false, source: 'whatsapp_preferences' });
    await fake.userPreferencesResume(phone);
    await deliverAndProcess();
    expect(await consentOf(phone, 'marketing')).toMatchObject({ granted: true, source: 'whatsapp_preferences' });

    // A STOP written an hour ago, delivered only now (Meta retries for days): START, written since, stands.
    const stale = { ...JSON.parse(fake.deliveries().at(-1)!.body) } as { entry: Array<{ changes: Array<{ field: string; value: Record<string, unknown> }> }> };
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    stale.entry[0]!.changes = [
      { field: 'messages', value: { messaging_product: 'whatsapp', messages: [{ from: phone.slice(1), id: `wamid.stale-${hourAgo}`, timestamp: String(hourAgo), type: 'text', text: { body: 'STOP' } }] } },
    ];
    const body = JSON.stringify(stale);
    const response = await fetch(whatsappHook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(fake.config.appSecret, body) }, body });
    expect(response.status).toBe(200);
    await runJobsUntilIdle();
    expect(await consentOf(phone, 'marketing')).toMatchObject({ granted: true, source: 'whatsapp_preferences' });
  });

  it("keeps a template's state at Meta in step: rejected with the reason, then approved", async () => {
    const name = 'back_in_stock_test';
    fake.addTemplate({ name, body: 'It is back.', category: 'MARKETING', status: 'PENDING' });
    await db.insert(whatsappTemplates).values({ name, category: 'MARKETING', state: 'pending' });
    await fake.setTemplateStatus(name, 'REJECTED', 'INVALID_FORMAT');
    await deliverAndProcess();
    const metaId = fake.templates().find((template) => template.name === name)!.id;
    expect((await db.select().from(whatsappTemplates).where(eq(whatsappTemplates.name, name)))[0]).toMatchObject({ state: 'rejected', reason: 'INVALID_FORMAT', metaId });

    await fake.setTemplateStatus(name, 'APPROVED');
    await deliverAndProcess();
    expect((await db.select().from(whatsappTemplates).where(eq(whatsappTemplates.name, name)))[0]).toMatchObject({ state: 'approved', reason: null });
  });
});

describe('Termii delivery reports', () => {
  it('moves an SMS to delivered from signed reports, in any order, and refuses a wrongly signed one', async () => {
    const delivered = await acceptedSms();
    await fake.termiiReport(delivered, 'Delivered');
    await fake.termiiReport(delivered, 'Message Sent');
    await fake.termiiReport(delivered, 'Delivered');
    await deliverAndProcess();
    expect(await messageOf(delivered)).toMatchObject({ state: 'delivered', errorCode: null });

    const dnd = await acceptedSms();
    await fake.termiiReport(dnd, 'DND Active on Phone Number');
    await deliverAndProcess();
    expect(await messageOf(dnd)).toMatchObject({ state: 'failed', errorCode: 'DND Active on Phone Number' });

    const forged = await acceptedSms();
    const eventsBefore = await storedEvents();
    fake.signWrongly(true);
    await fake.termiiReport(forged, 'Delivered');
    await fake.whenIdle();
    fake.signWrongly(false);
    expect(fake.deliveries().at(-1)!.attempts[0]!.status).toBe(401);
    expect(await storedEvents()).toBe(eventsBefore);
    await runJobsUntilIdle();
    expect(await messageOf(forged)).toMatchObject({ state: 'accepted' });
    expect(await db.select({ id: messagingWebhookEvents.id }).from(messagingWebhookEvents).where(like(messagingWebhookEvents.id, `termii:${forged}:%`))).toEqual([]);
  });
});
