// @postgres: a repeated wamid is one row by its unique index (on conflict do nothing); phones matched by regexp_replace in SQL
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { serveRoute, type RouteServer } from '../helpers/route-server';
import { runJobsUntilIdle } from '../helpers/jobs';
import { newBuyer } from '../helpers/factories';
import { db } from '@/server/db/client';
import { conversationMessages, conversations, messagingWebhookEvents } from '@/server/db/schema';
import { GET as whatsappGET, POST as whatsappPOST } from '@/app/api/whatsapp/webhook/route';
import { composeTheShop } from '@/server/composition/shop';
import { getStorage } from '@/server/media/storage';
import { processMessagingWebhooks } from '@/server/messaging/webhooks/process-webhook-events';
import { consentOf } from '@/server/messaging/consent';

// Customers' WhatsApp messages in the inbox (docs/decisions/0081-one-inbox.md), through the real webhook route
// against the stand-in (tests/helpers/messaging-fake.ts): every kind of message, once per wamid, a hidden
// number by Meta's user id, matching to a customer by phone, pictures and voice notes fetched from the
// stand-in's media endpoint and kept or refused, and the port that refuses to drop a message.

const fake = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  const { startMessagingFakeForThisShop } = await import('../helpers/messaging-fake');
  pointDataDirAtTempFolder();
  return startMessagingFakeForThisShop();
});

let database: TestDatabase;
let whatsappHook: RouteServer;

beforeAll(async () => {
  database = await createTestDatabase();
  whatsappHook = await serveRoute((request) => (request.method === 'GET' ? whatsappGET(request) : whatsappPOST(request)), '/api/whatsapp/webhook');
  fake.setWebhook(whatsappHook.url);
});
afterAll(async () => {
  await fake.whenIdle();
  await fake.close();
  await whatsappHook.close();
  await database.dispose();
});

let nextNumber = 1000;
/** A Nigerian number no other test uses. */
const newPhone = () => `+23480555${String(nextNumber++).padStart(5, '0')}`;

/** Every webhook on its way answered, then the queued jobs (processing, media), as the worker would. */
async function deliverAndProcess() {
  await fake.whenIdle();
  await runJobsUntilIdle();
}

const conversationByPhone = async (phone: string) => (await db.select().from(conversations).where(eq(conversations.phone, phone)))[0];
const messagesIn = (conversationId: string) => db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversationId)).orderBy(asc(conversationMessages.createdAt));
const messageByWamid = async (wamid: string) => (await db.select().from(conversationMessages).where(eq(conversationMessages.providerMessageId, wamid)))[0]!;

describe('inbound WhatsApp messages', () => {
  it("start the number's conversation with the profile name, then continue it: unread counted, preview and times moved, a done conversation opened again", async () => {
    const phone = newPhone();
    await fake.inbound(phone, 'Is the Ikoyi chair available in green?', { name: 'Chiamaka Eze' });
    await deliverAndProcess();
    const started = (await conversationByPhone(phone))!;
    expect(started).toMatchObject({ channel: 'whatsapp', name: 'Chiamaka Eze', state: 'open', unreadCount: 1, preview: 'Is the Ikoyi chair available in green?', waUserId: null });
    expect(started.lastInboundAt).not.toBeNull();

    await db.update(conversations).set({ state: 'done', unreadCount: 0 }).where(eq(conversations.id, started.id));
    await fake.inbound(phone, 'And how much to Port Harcourt?', { name: 'Chiamaka E.' });
    await deliverAndProcess();
    const continued = (await conversationByPhone(phone))!;
    expect(continued).toMatchObject({ id: started.id, state: 'open', unreadCount: 1, preview: 'And how much to Port Harcourt?', name: 'Chiamaka E.' });
    expect((await messagesIn(started.id)).map((m) => [m.direction, m.source, m.kind, m.body])).toEqual([
      ['in', 'whatsapp', 'text', 'Is the Ikoyi chair available in green?'],
      ['in', 'whatsapp', 'text', 'And how much to Port Harcourt?'],
    ]);
  });

  it('add a message once per wamid: a repeated webhook is one row and one unread', async () => {
    const phone = newPhone();
    const wamid = `wamid.repeat${Date.now()}`;
    await fake.inbound(phone, 'Hello?', { wamid });
    await fake.inbound(phone, 'Hello?', { wamid });
    await deliverAndProcess();
    const conversation = (await conversationByPhone(phone))!;
    expect((await messagesIn(conversation.id)).length).toBe(1);
    expect(conversation.unreadCount).toBe(1);
  });

  it('keep every kind: a template button, an interactive reply, a location, and a sticker as unsupported with words', async () => {
    const phone = newPhone();
    const button = await fake.inboundButton(phone, 'Yes, deliver Saturday');
    const reply = await fake.inboundOther(phone, { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'colour-green', title: 'Green' } } });
    const location = await fake.inboundLocation(phone, { latitude: 6.4281, longitude: 3.4219, name: 'Adire Living showroom', address: '12 Admiralty Way, Lekki' });
    const sticker = await fake.inboundOther(phone, { type: 'sticker', sticker: { id: '998877', mime_type: 'image/webp', animated: false } });
    await deliverAndProcess();
    expect(await messageByWamid(button)).toMatchObject({ kind: 'button', body: 'Yes, deliver Saturday' });
    expect(await messageByWamid(reply)).toMatchObject({ kind: 'button', body: 'Green' });
    expect(await messageByWamid(location)).toMatchObject({ kind: 'location', body: 'Adire Living showroom\n12 Admiralty Way, Lekki\n6.4281, 3.4219' });
    expect(await messageByWamid(sticker)).toMatchObject({ kind: 'unsupported', body: 'A sticker (not shown here)', mediaState: null });
    expect((await conversationByPhone(phone))!.unreadCount).toBe(4);
  });

  it("keep STOP's consent as before, and the message in the conversation", async () => {
    const phone = newPhone();
    await fake.inbound(phone, 'STOP');
    await deliverAndProcess();
    expect((await consentOf(phone, 'marketing'))?.granted).toBe(false);
    expect((await conversationByPhone(phone))!.preview).toBe('STOP');
  });

  it("of a customer whose number WhatsApp hides go to the conversation of Meta's user id", async () => {
    const userId = `NG.${Date.now()}`;
    await fake.inbound({ userId }, 'Good evening', { name: 'Tunde' });
    await fake.inboundButton({ userId }, 'Call me', { name: 'Tunde' });
    await deliverAndProcess();
    const found = await db.select().from(conversations).where(eq(conversations.waUserId, userId));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ phone: null, name: 'Tunde', unreadCount: 2, channel: 'whatsapp' });
  });

  it("are matched to the customer whose saved phone is the number, however it was typed", async () => {
    const phone = newPhone();
    const buyer = await newBuyer({ phone: `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}` });
    await fake.inbound(phone, 'Where is my order?');
    await deliverAndProcess();
    expect((await conversationByPhone(phone))!.userId).toBe(buyer.id);
  });
});

describe('pictures and voice notes', () => {
  const stored = async (key: string) => getStorage().stat(key);

  it("are fetched from Meta's media endpoint and kept under private keys: a picture re-encoded, a voice note as Ogg", async () => {
    const phone = newPhone();
    const picture = await fake.inboundImage(phone, { caption: 'This one, in green' });
    const voice = await fake.inboundVoiceNote(phone);
    await deliverAndProcess();
    const image = await messageByWamid(picture);
    expect(image).toMatchObject({ kind: 'image', body: 'This one, in green', mediaState: 'kept', mediaType: 'image/webp', mediaNote: null });
    expect(image.mediaKey).toMatch(/^private\/inbox\/.+\.webp$/);
    expect((await stored(image.mediaKey!))?.size).toBeGreaterThan(0);
    const audio = await messageByWamid(voice);
    expect(audio).toMatchObject({ kind: 'audio', mediaState: 'kept', mediaType: 'audio/ogg' });
    expect(audio.mediaKey).toMatch(/^private\/inbox\/.+\.ogg$/);
    expect(await stored(audio.mediaKey!)).toMatchObject({ contentType: 'audio/ogg' });
    expect((await conversationByPhone(phone))!.preview).toBe('Voice note');
  });

  it('are refused with a plain reason when too large or not what they claim', async () => {
    const phone = newPhone();
    const large = await fake.inboundImage(phone, { file: 'too-large-picture' });
    const fakePicture = await fake.inboundImage(phone, { file: 'not-a-picture' });
    const largeVoice = await fake.inboundVoiceNote(phone, { file: 'too-large-voice-note' });
    const pictureAsVoice = await fake.inboundVoiceNote(phone, { file: 'picture' });
    await deliverAndProcess();
    expect(await messageByWamid(large)).toMatchObject({ mediaState: 'refused', mediaKey: null, mediaNote: 'The picture is larger than 5 MB, so it was not kept.' });
    expect(await messageByWamid(fakePicture)).toMatchObject({ mediaState: 'refused', mediaKey: null, mediaNote: expect.stringContaining('not one the shop can read') });
    expect(await messageByWamid(largeVoice)).toMatchObject({ mediaState: 'refused', mediaNote: 'The voice note is larger than 16 MB, so it was not kept.' });
    expect(await messageByWamid(pictureAsVoice)).toMatchObject({ mediaState: 'refused', mediaNote: expect.stringContaining('not audio the shop keeps') });
  });

  it("the stand-in's download needs the token: 401 without it, 404 for a file it does not hold", async () => {
    const described = await fetch(`${fake.url}/${fake.config.apiVersion}/123`, { headers: { authorization: `Bearer ${fake.config.accessToken}` } });
    expect(described.status).toBe(400);
    await fake.inboundImage(newPhone());
    const mediaId = fake.deliveries().at(-1)!.body.match(/"image":\{"id":"(\d+)"/)![1]!;
    const answer = (await (await fetch(`${fake.url}/${fake.config.apiVersion}/${mediaId}`, { headers: { authorization: `Bearer ${fake.config.accessToken}` } })).json()) as { url: string };
    expect((await fetch(answer.url)).status).toBe(401);
    expect((await fetch(answer.url.replace(mediaId, '42'), { headers: { authorization: `Bearer ${fake.config.accessToken}` } })).status).toBe(404);
    expect((await fetch(answer.url, { headers: { authorization: `Bearer ${fake.config.accessToken}` } })).headers.get('content-type')).toBe('image/jpeg');
    await deliverAndProcess();
  });
});

describe('the inbound port', () => {
  it('with nothing registered throws, leaving the event unprocessed rather than the message dropped', async () => {
    const phone = newPhone();
    globalThis.__storeInboundListener = undefined;
    try {
      await fake.inbound(phone, 'Anyone there?');
      await fake.whenIdle();
      await expect(processMessagingWebhooks({}, { signal: new AbortController().signal })).rejects.toThrow(/no listener/);
      expect(await conversationByPhone(phone)).toBeUndefined();
      const [waiting] = await db.select({ n: sql<number>`count(*)::int` }).from(messagingWebhookEvents).where(isNull(messagingWebhookEvents.processedAt));
      expect(waiting!.n).toBeGreaterThan(0);
    } finally {
      composeTheShop();
    }
    await processMessagingWebhooks({}, { signal: new AbortController().signal });
    expect((await conversationByPhone(phone))?.preview).toBe('Anyone there?');
  });
});
