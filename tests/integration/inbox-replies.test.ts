// @postgres: two presses with one key race on the unique reply_key from two connections (one waits for the other to commit)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { auditLog, conversationMessages, conversations, deliveryZones, deliveryZoneStates, inboxSettings, messages, stockLocations, whatsappTemplates } from '@/server/db/schema';
import { sendReplyAction } from '@/server/inbox/replies/actions/send-reply';
import { WINDOW_CLOSED } from '@/lib/inbox/reply-window';
import { templateFor } from '@/server/messaging/message-templates';
import { saveSavedReplyAction } from '@/server/inbox/replies/actions/saved-replies';
import { assignConversationAction, markReplyingAction, setConversationLabelsAction, setConversationStateAction } from '@/server/inbox/replies/actions/manage-conversation';
import { listSavedReplies } from '@/server/inbox/replies/saved-reply-values';
import { WHATSAPP_WINDOW_MS } from '@/lib/inbox/conversations';
import type { ReplyInput } from '@/lib/schemas/inbox';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { newCategory, newProduct } from '../helpers/factories';
import { runJobsUntilIdle } from '../helpers/jobs';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';

// Replies from the inbox (docs/decisions/0081-one-inbox.md) on a real database, against the WhatsApp
// stand-in (tests/helpers/messaging-fake.ts) and a real SMTP server on loopback: free-form text inside the
// customer's 24-hour window and only the follow-up template after it, one send per press whatever the
// double-clicks, email conversations answered by mail, the writer named to the customer only when the shop
// signs its replies, and the roles that may reply.

const { dataDir, fake, smtpPort } = await vi.hoisted(async () => (await import('../helpers/inbox-test-env')).startInboxTestEnv());

const callers = setUpAdminTestDatabase(dataDir);
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

const PHONE = '+2348031234567';
const FOLLOW_UP = templateFor('inbox_follow_up');

beforeAll(async () => {
  smtp = await startSmtpSink(smtpPort);
  fake.addTemplate({ name: FOLLOW_UP.name, category: FOLLOW_UP.category, body: FOLLOW_UP.body });
});
afterAll(async () => {
  await smtp.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  fake.setWebhook(null);
  smtp.received.length = 0;
  for (const table of [conversationMessages, conversations, messages, whatsappTemplates, inboxSettings]) await db.delete(table);
});

async function whatsappConversation(lastInboundAgoMs: number) {
  const lastInboundAt = new Date(Date.now() - lastInboundAgoMs);
  const [row] = await db.insert(conversations).values({ channel: 'whatsapp', phone: PHONE, name: 'Amaka Obi', lastInboundAt, lastMessageAt: lastInboundAt, unreadCount: 1 }).returning();
  await db.insert(conversationMessages).values({ conversationId: row!.id, direction: 'in', source: 'whatsapp', body: 'How much to Port Harcourt?', createdAt: lastInboundAt });
  // The stand-in keeps its own window, opened by the customer's message, as Meta does.
  if (lastInboundAgoMs < WHATSAPP_WINDOW_MS) await fake.inbound(PHONE, 'How much to Port Harcourt?');
  return row!;
}

const reply = (conversationId: string, fields: Partial<ReplyInput> = {}) =>
  ({ conversationId, replyKey: randomUUID(), kind: 'text', text: 'Delivery to Port Harcourt is ₦35,000.', ...fields }) as ReplyInput;

describe('a reply on WhatsApp', () => {
  it('goes as free-form text inside the 24-hour window, names its writer in the back office and hands the conversation to the customer', async () => {
    const conversation = await whatsappConversation(60_000);
    const result = await as(await callers.staff('fulfilment'), () => sendReplyAction(reply(conversation.id)));
    expect(result).toEqual({ ok: true, data: { sent: true, channel: 'whatsapp', reason: null, repeated: false } });

    expect(fake.sent()).toMatchObject([{ channel: 'whatsapp', to: PHONE, text: 'Delivery to Port Harcourt is ₦35,000.' }]);
    const [out] = await db.select().from(conversationMessages).where(eq(conversationMessages.direction, 'out'));
    expect(out).toMatchObject({ source: 'whatsapp', kind: 'text', staffId: expect.any(String), messageId: expect.any(String) });
    const [message] = await db.select().from(messages).where(eq(messages.id, out!.messageId!));
    expect(message).toMatchObject({ state: 'accepted', event: 'inbox_reply', template: null });
    const [after] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(after).toMatchObject({ state: 'waiting', preview: 'Delivery to Port Harcourt is ₦35,000.' });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, conversation.id));
    expect(audit).toMatchObject([{ entityType: 'conversation', action: 'reply', actorRole: 'fulfilment' }]);
  });

  it('is refused as text once the window has closed, and the approved follow-up template goes instead', async () => {
    const conversation = await whatsappConversation(WHATSAPP_WINDOW_MS + 60_000);
    expect(await as(callers.admin, () => sendReplyAction(reply(conversation.id)))).toMatchObject({ ok: false, code: 'rejected', error: WINDOW_CLOSED });

    const template = reply(conversation.id, { kind: 'template', topic: 'delivery to Port Harcourt' } as Partial<ReplyInput>);
    expect(await as(callers.admin, () => sendReplyAction(template))).toMatchObject({ ok: false, error: expect.stringContaining('not approved') });
    expect(fake.sent()).toEqual([]);

    await db.insert(whatsappTemplates).values({ name: FOLLOW_UP.name, category: FOLLOW_UP.category, state: 'approved' });
    expect(await as(callers.admin, () => sendReplyAction({ ...template, replyKey: randomUUID() }))).toMatchObject({ ok: true, data: { sent: true } });
    expect(fake.sent()).toMatchObject([{ to: PHONE, template: { name: FOLLOW_UP.name, named: { first_name: 'Amaka', topic: 'delivery to Port Harcourt' } } }]);
  });

  it('is sent once when the same press arrives twice at the same time', async () => {
    const conversation = await whatsappConversation(60_000);
    const press = reply(conversation.id);
    const staff = await callers.staff('content');
    const results = await Promise.all([as(staff, () => sendReplyAction(press)), as(staff, () => sendReplyAction(press))]);

    expect(results.map((result) => result.ok && result.data.sent)).toEqual([true, true]);
    expect(results.filter((result) => result.ok && result.data.repeated)).toHaveLength(1);
    expect(fake.sent()).toHaveLength(1);
    expect(await db.select().from(conversationMessages).where(eq(conversationMessages.replyKey, press.replyKey))).toHaveLength(1);
    expect(await db.select().from(messages)).toHaveLength(1);
  });

  it('carries a piece as its name, price in naira and link, and is signed only when the shop signs replies', async () => {
    await newCategory('Sofas');
    const product = await newProduct({ name: 'Lekki Sofa', priceKobo: 45_000_000 });
    const conversation = await whatsappConversation(60_000);
    await as(callers.admin, () => sendReplyAction(reply(conversation.id, { kind: 'piece', text: 'This one?', productId: product.id } as Partial<ReplyInput>)));
    const [piece] = fake.sent();
    expect(piece!.text).toMatch(new RegExp(`^This one\\?\\n\\nLekki Sofa: ₦450,000\\n\\S+/product/${product.id}$`));
    expect(piece!.text).not.toContain('Test Admin');

    await db.insert(inboxSettings).values({ signReplies: true });
    await as(callers.admin, () => sendReplyAction(reply(conversation.id, { text: 'Anything else?' })));
    expect(fake.sent()[1]!.text).toBe('Anything else?\n\nTest');
  });

  it('is refused to the accountant and to shoppers', async () => {
    const conversation = await whatsappConversation(60_000);
    expect(await as(await callers.staff('accountant'), () => sendReplyAction(reply(conversation.id)))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await as(callers.shopper, () => sendReplyAction(reply(conversation.id)))).toMatchObject({ ok: false, code: 'not-admin' });
    expect(fake.sent()).toEqual([]);
    expect(await db.select().from(conversationMessages).where(eq(conversationMessages.direction, 'out'))).toEqual([]);
  });
});

describe('a reply by email', () => {
  it('answers a contact-form conversation by mail, once per press', async () => {
    const [conversation] = await db.insert(conversations).values({ channel: 'email', email: 'tolu@example.com', name: 'Tolu' }).returning();
    const press = reply(conversation!.id, { text: 'Yes, the Lekki Sofa comes in green.' });
    const staff = await callers.staff('manager');
    const [first, second] = await Promise.all([as(staff, () => sendReplyAction(press)), as(staff, () => sendReplyAction(press))]);
    expect([first, second]).toMatchObject([{ ok: true, data: { sent: true, channel: 'email' } }, { ok: true, data: { sent: true, channel: 'email' } }]);

    await runJobsUntilIdle();
    // The shopper's own sign-up mail may go out in the same run.
    const toTolu = smtp.received.filter((mail) => mail.to.includes('tolu@example.com'));
    expect(toTolu).toHaveLength(1);
    expect(readableMail(toTolu[0]!.raw)).toContain('Yes, the Lekki Sofa comes in green.');
    expect(fake.sent()).toEqual([]);
    const [out] = await db.select().from(conversationMessages).where(eq(conversationMessages.replyKey, press.replyKey));
    expect(out).toMatchObject({ source: 'email', messageId: null });
  });

  it('offers no template on an email conversation', async () => {
    const [conversation] = await db.insert(conversations).values({ channel: 'email', email: 'tolu@example.com' }).returning();
    const template = reply(conversation!.id, { kind: 'template', topic: 'colours' } as Partial<ReplyInput>);
    expect(await as(callers.admin, () => sendReplyAction(template))).toMatchObject({ ok: false, code: 'rejected' });
  });
});

describe('saved replies', () => {
  it('are filled with the shop’s delivery fees and times by state and its showrooms, and are kept by those who reply', async () => {
    const [zone] = await db
      .insert(deliveryZones)
      .values({ name: 'South-South', parcelFeeKobo: 1_500_000, largeFeeKobo: 3_500_000, minBusinessDays: 3, maxBusinessDays: 7 })
      .returning();
    await db.insert(deliveryZoneStates).values({ state: 'Rivers', zoneId: zone!.id });
    await db.insert(stockLocations).values({ name: 'Lekki showroom', address: '12 Admiralty Way, Lekki', openingHours: 'Mon–Sat 10:00–18:00', pickup: true });

    const body = 'Delivery: {delivery_fees}\nTime: {lead_times}\nVisit us: {showroom_address}, {showroom_hours}. {not_a_placeholder}';
    expect(await as(await callers.staff('accountant'), () => saveSavedReplyAction({ title: 'Delivery', body }))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await as(await callers.staff('content'), () => saveSavedReplyAction({ title: 'Delivery', body }))).toMatchObject({ ok: true });

    const [saved] = await listSavedReplies();
    expect(saved!.filled).toBe(
      'Delivery: South-South (Rivers): ₦15,000 for a parcel, ₦35,000 for furniture\nTime: South-South (Rivers): 3–7 business days\n' +
        'Visit us: Lekki showroom: 12 Admiralty Way, Lekki, Lekki showroom: Mon–Sat 10:00–18:00. {not_a_placeholder}',
    );
  });
});

describe('a conversation’s controls', () => {
  it('change its state, assignee and labels, each in Activity, and tell a second writer who is replying', async () => {
    const conversation = await whatsappConversation(60_000);
    const [fulfilment, content] = [await callers.staff('fulfilment'), await callers.staff('content')];
    const id = conversation.id;
    expect(await as(fulfilment, () => setConversationStateAction({ conversationId: id, state: 'done' }))).toMatchObject({ ok: true });
    expect(await as(fulfilment, () => setConversationLabelsAction({ conversationId: id, labels: ['Price', 'price', 'custom order'] }))).toMatchObject({ ok: true });
    expect(await as(fulfilment, () => assignConversationAction({ conversationId: id, assigneeId: 'not-a-member-of-staff' }))).toMatchObject({ ok: false, code: 'rejected' });
    expect(await as(await callers.staff('accountant'), () => setConversationStateAction({ conversationId: id, state: 'open' }))).toMatchObject({ ok: false, code: 'forbidden' });
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ state: 'done', labels: ['price', 'custom order'] });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => entry.changes)).toEqual([{ state: { before: 'open', after: 'done' } }, { labels: { before: [], after: ['price', 'custom order'] } }]);

    expect(await as(fulfilment, () => markReplyingAction({ conversationId: id }))).toEqual({ ok: true, data: { otherName: null } });
    expect(await as(content, () => markReplyingAction({ conversationId: id }))).toMatchObject({ ok: true, data: { otherName: expect.any(String) } });
    // Sending clears it: the next writer takes it.
    await as(fulfilment, () => sendReplyAction(reply(id)));
    expect(await as(content, () => markReplyingAction({ conversationId: id }))).toEqual({ ok: true, data: { otherName: null } });
  });
});
