// @postgres: two send jobs race for one message (the claim), through the job queue itself
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { jobsOfKind, makeJobsDue, runJobsUntilIdle } from '../helpers/jobs';
import { serveRoute, type RouteServer } from '../helpers/route-server';
import { db } from '@/server/db/client';
import { jobs, messages, messagingConsents, messagingSettings, whatsappTemplates } from '@/server/db/schema';
import { claimDueJobs, enqueueJob } from '@/server/jobs/queue';
import { recordConsent } from '@/server/messaging/consent';
import { MESSAGE_TEMPLATES, templateFor } from '@/server/messaging/message-templates';
import { queueCustomerMessage, SEND_MESSAGE_JOB } from '@/server/messaging/queue-message';
import { messagingAlert } from '@/server/messaging/token-alert';
import { forgetStoredMessagingSettings, messagingConfig } from '@/server/messaging/messaging-config';
import { claimMessage } from '@/server/messaging/message-outcome';
import { whatsappClient } from '@/server/messaging/whatsapp-client';
import { POST as whatsappWebhook } from '@/app/api/whatsapp/webhook/route';
import { ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';

// Sending order updates on WhatsApp and by SMS (docs/decisions/0080-whatsapp-and-sms-order-updates.md),
// against the local Cloud API and Termii (tests/helpers/messaging-fake.ts) and a real database: consent is
// checked when the job runs, a template not approved or a number WhatsApp cannot reach goes by SMS, a rate
// limit waits and retries, a refused token stops sending and warns, and one update is never sent twice.

const fake = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  pointDataDirAtTempFolder();
  const started = await (await import('../helpers/messaging-fake')).startMessagingFake();
  Object.assign(process.env, started.env());
  return started;
});

const PHONE = '+2348031234567';
const PLACED = { first_name: 'Amaka', order_number: 'AL-1001', amount: '₦450,000', link: 'https://adireliving.ng/orders/AL-1001' };
const template = templateFor('order_placed');
let database: TestDatabase;
let webhook: RouteServer;

beforeAll(async () => {
  database = await createTestDatabase();
  webhook = await serveRoute(whatsappWebhook, '/api/whatsapp/webhook');
  for (const t of MESSAGE_TEMPLATES) fake.addTemplate({ name: t.name, category: t.category, body: t.body });
});
afterAll(async () => {
  await webhook.close();
  await fake.close();
  await database.dispose();
});
beforeEach(async () => {
  fake.reset();
  fake.setWebhook(null);
  for (const table of [jobs, messages, messagingConsents, whatsappTemplates]) await db.delete(table);
  await db.update(messagingSettings).set({ whatsappTokenRefusedAt: null, whatsappTokenRefusedFingerprint: null });
  forgetStoredMessagingSettings();
  await db.insert(whatsappTemplates).values(MESSAGE_TEMPLATES.map((t) => ({ name: t.name, category: t.category, state: 'approved' as const })));
});

const agree = (phone = PHONE) =>
  recordConsent(db, { phone, purpose: 'order_updates', granted: true, source: 'checkout', wordsShown: ORDER_UPDATES_CONSENT_WORDS });
const queuePlaced = (phone: string = PHONE, params = PLACED) =>
  db.transaction((tx) => queueCustomerMessage(tx, { event: 'order_placed', phone, email: 'amaka@example.ng', params }));
const allMessages = () => db.select().from(messages).orderBy(messages.createdAt);

describe('an order update on WhatsApp', () => {
  it('goes to a customer who agreed, as the approved template with the order number, once accepted', async () => {
    await agree();
    await queuePlaced('0803 123 4567');
    await runJobsUntilIdle();

    const [sent, ...more] = fake.sent();
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ channel: 'whatsapp', kind: 'template', to: PHONE, template: { name: template.name, named: { order_number: 'AL-1001' } } });
    expect(sent!.text).toContain('AL-1001');
    const [row] = await allMessages();
    expect(row).toMatchObject({ state: 'accepted', channel: 'whatsapp', providerMessageId: sent!.id, phone: PHONE, template: template.name });
    expect(sent!.bizOpaqueCallbackData).toBe(row!.id);
  });

  it('sends nothing to a customer who did not agree, and says why on the message', async () => {
    await queuePlaced();
    await runJobsUntilIdle();

    expect(fake.sent()).toEqual([]);
    expect(await allMessages()).toMatchObject([{ state: 'not_sent', note: 'No consent to order updates on WhatsApp or SMS' }]);
  });

  it('refuses to queue an update missing a variable its template needs', async () => {
    await expect(queuePlaced(PHONE, { ...PLACED, order_number: '' })).rejects.toThrow(/order_number/);
  });
});

describe('the SMS fallback', () => {
  it('sends the update by SMS on the dnd route when its template is not approved', async () => {
    await agree();
    await db.update(whatsappTemplates).set({ state: 'pending' }).where(eq(whatsappTemplates.name, template.name));
    await queuePlaced();
    await runJobsUntilIdle();

    expect(fake.sent()).toMatchObject([{ channel: 'sms', route: 'dnd', recipient: '2348031234567' }]);
    expect(fake.sent()[0]!.text).toContain('AL-1001');
    expect(await allMessages()).toMatchObject([{ channel: 'sms', state: 'accepted', note: 'Template not approved: sent by SMS', providerMessageId: fake.sent()[0]!.id }]);
  });

  it('sends the update by SMS, as a message replacing the WhatsApp one, when the number is not on WhatsApp (131026)', async () => {
    await agree();
    fake.failNumbers.add(PHONE);
    fake.setWebhook(webhook.url);
    await queuePlaced();
    await runJobsUntilIdle();
    await fake.whenIdle();
    await runJobsUntilIdle();

    const [whatsapp, sms] = await allMessages();
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', state: 'failed', errorCode: '131026' });
    expect(sms).toMatchObject({ channel: 'sms', state: 'accepted', replacesId: whatsapp!.id, note: 'Not delivered on WhatsApp (131026): sent by SMS' });
    expect(fake.sent().map((m) => m.channel)).toEqual(['whatsapp', 'sms']);
  });
});

describe('when Meta refuses', () => {
  it('waits out a rate limit (130429) and sends once it has passed', async () => {
    await agree();
    await agree('0803 765 4321');
    fake.rateLimit(1);
    await queuePlaced();
    await queuePlaced('0803 765 4321');
    await runJobsUntilIdle();

    expect(fake.sent()).toHaveLength(1);
    const waiting = (await allMessages()).find((m) => m.state === 'queued');
    expect(waiting).toMatchObject({ errorCode: '130429' });
    expect((await jobsOfKind(SEND_MESSAGE_JOB)).filter((job) => job.status === 'pending')).toHaveLength(1);

    fake.rateLimit(null);
    await makeJobsDue(SEND_MESSAGE_JOB);
    await runJobsUntilIdle();
    expect(fake.sent()).toHaveLength(2);
    expect((await allMessages()).map((m) => m.state)).toEqual(['accepted', 'accepted']);
  });

  it('stops on a refused token (190): the message waits, nothing lost, and the owners are warned', async () => {
    await agree();
    fake.expireToken();
    await queuePlaced();
    await runJobsUntilIdle();

    expect(fake.sent()).toEqual([]);
    expect(await allMessages()).toMatchObject([{ state: 'queued', providerMessageId: null }]);
    const [job] = await jobsOfKind(SEND_MESSAGE_JOB);
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await messagingAlert()).toMatch(/refused the shop's access token/);

    // Asked again with the same token, it does not call Meta: still waiting, still warned.
    await makeJobsDue(SEND_MESSAGE_JOB);
    await runJobsUntilIdle();
    expect(await allMessages()).toMatchObject([{ state: 'queued' }]);
    expect(await messagingAlert()).not.toBeNull();
  });
});

it('never sends one update twice, whatever number of jobs and workers take it up', async () => {
  await agree();
  await queuePlaced();
  const [row] = await allMessages();
  await enqueueJob(SEND_MESSAGE_JOB, { messageId: row!.id });
  await Promise.all([runJobsUntilIdle(), runJobsUntilIdle()]);
  // The job that found the message claimed waits; run again, it finds it sent and ends.
  await makeJobsDue(SEND_MESSAGE_JOB);
  await runJobsUntilIdle();

  expect(fake.sent()).toHaveLength(1);
  expect((await allMessages()).map((m) => [m.state, m.claimedUntil])).toEqual([['accepted', null]]);
  expect((await jobsOfKind(SEND_MESSAGE_JOB)).map((job) => job.status)).toEqual(['done', 'done']);
});

it('loses nothing and sends nothing twice when a worker stopped mid-send, once the jobs run again', async () => {
  fake.setWebhook(webhook.url);
  fake.autoStatuses(true);
  try {
    await agree();
    await agree('0803 765 4321');
    await queuePlaced();
    await queuePlaced('0803 765 4321');
    const [taken, untouched] = await allMessages();

    // The stopped worker had claimed both jobs and messages; Meta had accepted the first (its id sent as
    // biz_opaque_callback_data, as the send job does), and the worker stopped before writing the id down.
    expect(await claimDueJobs(2)).toHaveLength(2);
    for (const message of [taken!, untouched!]) expect(await claimMessage(message.id)).not.toBeNull();
    const { whatsapp } = await messagingConfig();
    await whatsappClient(whatsapp!).sendTemplate(template, taken!.params as Record<string, string>, { to: taken!.phone!, callbackData: taken!.id });

    // Meta's statuses arrive and are processed while the stopped worker's leases still hold the jobs.
    await fake.whenIdle();
    await runJobsUntilIdle();
    expect(await allMessages()).toMatchObject([{ id: taken!.id, state: 'read', providerMessageId: fake.sent()[0]!.id }, { id: untouched!.id, state: 'queued' }]);

    // The leases and claims run out; the jobs run again.
    await db.update(messages).set({ claimedUntil: new Date(Date.now() - 1_000) });
    await makeJobsDue(SEND_MESSAGE_JOB);
    await runJobsUntilIdle();
    await makeJobsDue(SEND_MESSAGE_JOB);
    await runJobsUntilIdle();

    // The second message's own statuses follow it; once they are in, both are read.
    await fake.whenIdle();
    await runJobsUntilIdle();
    expect(fake.sent().map((sent) => sent.to)).toEqual([PHONE, '+2348037654321']);
    expect((await allMessages()).map((m) => m.state)).toEqual(['read', 'read']);
    expect((await jobsOfKind(SEND_MESSAGE_JOB)).map((job) => job.status)).toEqual(['done', 'done']);
  } finally {
    fake.autoStatuses(false);
  }
});
