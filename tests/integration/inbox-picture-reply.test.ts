// @postgres: two presses with one key race on reply_key from two connections while the first makes the picture’s JPEG copy
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { conversationMessages, conversations, messages, uploads } from '@/server/db/schema';
import { sendReplyAction } from '@/server/inbox/replies/actions/send-reply';
import { getStorage } from '@/server/media/storage';
import { siteUrl } from '@/server/site-url';
import { POST as whatsappWebhook } from '@/app/api/whatsapp/webhook/route';
import type { ReplyInput } from '@/lib/schemas/inbox';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { runJobsUntilIdle } from '../helpers/jobs';
import { serveRoute, type RouteServer } from '../helpers/route-server';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';

// A picture sent from the inbox (docs/decisions/0081-one-inbox.md): on WhatsApp as an image message by
// its public address (a JPEG copy of the WebP upload: Meta takes JPEG or PNG), the staff's words as its
// caption, its delivery states kept as a text's are; by mail as the picture's link.

const { dataDir, fake, smtpPort } = await vi.hoisted(async () => (await import('../helpers/inbox-test-env')).startInboxTestEnv());

const callers = setUpAdminTestDatabase(dataDir);
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let webhook: RouteServer;

const PHONE = '+2348031234567';

beforeAll(async () => {
  smtp = await startSmtpSink(smtpPort);
  webhook = await serveRoute(whatsappWebhook, '/api/whatsapp/webhook');
});
afterAll(async () => {
  await webhook.close();
  await smtp.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  fake.setWebhook(null);
  smtp.received.length = 0;
  for (const table of [conversationMessages, conversations, messages]) await db.delete(table);
});

/** A WebP in the shop's public storage, as the admin upload leaves one; its address as the upload answers. */
async function uploadedWebp() {
  const key = `inbox/${randomUUID()}.webp`;
  const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f6b4f' } }).webp().toBuffer();
  await getStorage().put(key, webp, 'image/webp');
  return `/media/${key}`;
}

async function whatsappConversation() {
  const lastInboundAt = new Date(Date.now() - 60_000);
  const [row] = await db.insert(conversations).values({ channel: 'whatsapp', phone: PHONE, name: 'Amaka Obi', lastInboundAt, lastMessageAt: lastInboundAt }).returning();
  await fake.inbound(PHONE, 'Can I see it in green?');
  return row!;
}

async function storedBytes(key: string) {
  const storage = getStorage();
  const info = await storage.stat(key);
  const stream = await storage.read(key, { start: 0, end: info!.size - 1 });
  return { info, bytes: Buffer.from(await new Response(stream).arrayBuffer()) };
}

const pictureReply = (conversationId: string, imageUrl: string, text: string) => ({ conversationId, replyKey: randomUUID(), kind: 'image', text, imageUrl }) as ReplyInput;

describe('a picture from the inbox', () => {
  it('goes on WhatsApp as an image message (a JPEG Meta can take) with the words as its caption, and keeps its delivery states', async () => {
    const conversation = await whatsappConversation();
    fake.setWebhook(webhook.url);
    const imageUrl = await uploadedWebp();
    const result = await as(await callers.staff('content'), () => sendReplyAction(pictureReply(conversation.id, imageUrl, 'Here it is in green.')));
    expect(result).toEqual({ ok: true, data: { sent: true, channel: 'whatsapp', reason: null, repeated: false } });

    const [sent, ...more] = fake.sent();
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ kind: 'image', to: PHONE, text: 'Here it is in green.', image: { caption: 'Here it is in green.' } });
    expect(sent!.request).toMatchObject({ type: 'image', image: { link: sent!.image!.link } });
    const key = sent!.image!.link.slice(siteUrl('/media/').length);
    expect(sent!.image!.link).toBe(siteUrl(`/media/${key}`));
    expect(key).toMatch(/^inbox\/[0-9a-f-]+\.jpg$/);
    const { info, bytes } = await storedBytes(key);
    expect(info).toMatchObject({ contentType: 'image/jpeg' });
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    // An upload like any other: the conversation names it, so the sweeper keeps it.
    expect(await db.select().from(uploads).where(eq(uploads.key, key))).toHaveLength(1);

    const [out] = await db.select().from(conversationMessages).where(eq(conversationMessages.direction, 'out'));
    expect(out).toMatchObject({ kind: 'image', mediaKey: key, mediaState: 'kept', body: `Here it is in green.\n\n${sent!.image!.link}` });
    const [message] = await db.select().from(messages).where(eq(messages.id, out!.messageId!));
    expect(message).toMatchObject({ state: 'accepted', event: 'inbox_reply', body: 'Here it is in green.', params: { image_link: sent!.image!.link }, providerMessageId: sent!.id });

    await fake.postStatuses(sent!.id, ['sent', 'delivered', 'read']);
    await fake.whenIdle();
    await runJobsUntilIdle();
    expect((await db.select().from(messages).where(eq(messages.id, message!.id)))[0]).toMatchObject({ state: 'read' });
  });

  it('goes without a caption when no words come with it, and is sent once per press', async () => {
    const conversation = await whatsappConversation();
    const press = pictureReply(conversation.id, await uploadedWebp(), '');
    const staff = await callers.staff('fulfilment');
    await Promise.all([as(staff, () => sendReplyAction(press)), as(staff, () => sendReplyAction(press))]);
    expect(fake.sent()).toHaveLength(1);
    expect(fake.sent()[0]!.request).toMatchObject({ type: 'image' });
    expect((fake.sent()[0]!.request.image as Record<string, unknown>).caption).toBeUndefined();
  });

  it('is refused by WhatsApp’s stand-in, as by Meta, when its link is not a JPEG or PNG', async () => {
    // What the shop would meet sending the WebP upload itself: accepted, then failed by webhook (131053).
    const conversation = await whatsappConversation();
    fake.setWebhook(webhook.url);
    const response = await fetch(`${fake.url}/${fake.config.apiVersion}/${fake.config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.config.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: conversation.phone, type: 'image', image: { link: siteUrl('/media/inbox/x.webp') } }),
    });
    expect(response.status).toBe(200);
    await fake.whenIdle();
    expect(fake.sent()[0]!.statuses).toEqual(['failed']);
  });

  it('goes by mail as its link on an email conversation', async () => {
    const [conversation] = await db.insert(conversations).values({ channel: 'email', email: 'tolu@example.com', name: 'Tolu' }).returning();
    const imageUrl = await uploadedWebp();
    expect(await as(callers.admin, () => sendReplyAction(pictureReply(conversation!.id, imageUrl, 'The green one.')))).toMatchObject({ ok: true, data: { sent: true, channel: 'email' } });
    await runJobsUntilIdle();
    const toTolu = smtp.received.filter((mail) => mail.to.includes('tolu@example.com'));
    expect(toTolu).toHaveLength(1);
    const mail = readableMail(toTolu[0]!.raw);
    expect(mail).toContain('The green one.');
    expect(mail).toContain(siteUrl(imageUrl));
    expect(fake.sent()).toEqual([]);
  });
});
