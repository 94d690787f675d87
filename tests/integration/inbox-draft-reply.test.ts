// @postgres: two presses with one key race on reply_key from two connections, the first holding the draft’s row lock while it issues the link
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { auditLog, conversationMessages, conversations, draftOrders, jobs, messages } from '@/server/db/schema';
import { sendReplyAction } from '@/server/inbox/replies/actions/send-reply';
import { findReplyAttachmentsAction } from '@/server/inbox/replies/actions/reply-lookups';
import { draftForLink } from '@/server/drafts/customer-draft';
import { NOT_KEPT } from '@/server/messaging/unkept-params';
import type { ReplyInput } from '@/lib/schemas/inbox';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as } from '../helpers/sessions';
import { insertDraft } from '../helpers/drafts';
import { newCategory, newProduct } from '../helpers/factories';
import { runJobsUntilIdle } from '../helpers/jobs';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';

// A draft order's pay link sent from the inbox (docs/decisions/0081-one-inbox.md; docs/security.md "Draft
// order links"), against the WhatsApp stand-in and a real SMTP server on loopback: the customer gets a
// working /pay/<token> link, issued afresh; no row (the conversation's message, the `messages` row, a job,
// Activity) holds the token; a double press sends once and issues one link; a role that may not sell is
// refused.

const { dataDir, fake, smtpPort } = await vi.hoisted(async () => (await import('../helpers/inbox-test-env')).startInboxTestEnv());

const callers = setUpAdminTestDatabase(dataDir);
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let product: { id: string; name: string };

const PHONE = '+2348031234567';
const KEPT = 'Pay link for the draft order for Amaka Obi (₦45,000, link not kept)';

beforeAll(async () => {
  smtp = await startSmtpSink(smtpPort);
  await newCategory('Sofas');
  // At the draft's own price: a new link prices the draft again, and nothing changes.
  product = await newProduct({ name: 'Lekki Sofa', priceKobo: 45_000_00 });
});
afterAll(async () => {
  await smtp.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  fake.setWebhook(null);
  smtp.received.length = 0;
  for (const table of [conversationMessages, conversations, messages, draftOrders, jobs]) await db.delete(table);
});

async function whatsappConversation() {
  const lastInboundAt = new Date(Date.now() - 60_000);
  const [row] = await db.insert(conversations).values({ channel: 'whatsapp', phone: PHONE, name: 'Amaka Obi', lastInboundAt, lastMessageAt: lastInboundAt }).returning();
  await fake.inbound(PHONE, 'Send me the link to pay please');
  return row!;
}

const draftReply = (conversationId: string, draftId: string, text = 'Here is your order.') =>
  ({ conversationId, replyKey: randomUUID(), kind: 'draft', text, draftId }) as ReplyInput;

const payToken = (text: string) => text.match(/\/pay\/([A-Za-z0-9_-]{43})/)?.[1] ?? null;

/** Every row a token could have been copied into. */
async function rowsText() {
  const tables = [conversationMessages, messages, jobs, auditLog, conversations];
  const rows = await Promise.all(tables.map((table) => db.select().from(table)));
  return JSON.stringify(rows);
}

describe('a draft’s pay link from the inbox', () => {
  it('reaches the customer on WhatsApp as a new working link; the conversation and every row keep only what was sent', async () => {
    const draft = await insertDraft(product);
    const conversation = await whatsappConversation();
    const result = await as(await callers.staff('fulfilment'), () => sendReplyAction(draftReply(conversation.id, draft.draftId)));
    expect(result).toEqual({ ok: true, data: { sent: true, channel: 'whatsapp', reason: null, repeated: false } });

    const [sent, ...more] = fake.sent();
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ kind: 'text', to: PHONE });
    expect(sent!.text).toMatch(/^Here is your order\.\n\nYour order, ₦45,000 in all: check the details and pay here \(the link works once, until .+\)\.\n\S+\/pay\/\S+$/);
    const token = payToken(sent!.text)!;
    // The link works: it opens the draft; the one sent before no longer does.
    expect(await draftForLink(token)).toMatchObject({ state: 'open', customerName: 'Amaka Obi', totalKobo: 45_000_00 });
    expect(await draftForLink(draft.token)).toBeNull();

    const [out] = await db.select().from(conversationMessages).where(eq(conversationMessages.direction, 'out'));
    expect(out).toMatchObject({ kind: 'draft_link', body: `Here is your order.\n\n${KEPT}` });
    const [message] = await db.select().from(messages);
    expect(message).toMatchObject({ id: out!.messageId, state: 'accepted', event: 'inbox_reply', body: `Here is your order.\n\n${KEPT}`, params: { link: NOT_KEPT } });
    const everything = await rowsText();
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('/pay/');

    // Audited as the Drafts screen's "New link" and "Send on WhatsApp" are.
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, draft.draftId));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['message_link', 'new_link']);
  });

  it('is sent once, with one new link, when the same press arrives twice at the same time', async () => {
    const draft = await insertDraft(product);
    const conversation = await whatsappConversation();
    const press = draftReply(conversation.id, draft.draftId, '');
    const staff = await callers.staff('manager');
    const results = await Promise.all([as(staff, () => sendReplyAction(press)), as(staff, () => sendReplyAction(press))]);

    expect(results.map((result) => result.ok && result.data.sent)).toEqual([true, true]);
    expect(results.filter((result) => result.ok && result.data.repeated)).toHaveLength(1);
    expect(fake.sent()).toHaveLength(1);
    // The link that went is the draft's link: the press that lost did not replace it.
    expect(await draftForLink(payToken(fake.sent()[0]!.text)!)).toMatchObject({ state: 'open' });
    const renewals = await db.select().from(auditLog).where(eq(auditLog.action, 'new_link'));
    expect(renewals.filter((entry) => entry.entityId === draft.draftId)).toHaveLength(1);
    expect(await db.select().from(conversationMessages).where(eq(conversationMessages.replyKey, press.replyKey))).toHaveLength(1);
  });

  it('is mailed from the request on an email conversation, never as a queued mail', async () => {
    const draft = await insertDraft(product);
    const [conversation] = await db.insert(conversations).values({ channel: 'email', email: 'amaka@example.com', name: 'Amaka Obi' }).returning();
    const result = await as(await callers.staff('fulfilment'), () => sendReplyAction(draftReply(conversation!.id, draft.draftId)));
    expect(result).toMatchObject({ ok: true, data: { sent: true, channel: 'email' } });

    // Nothing was queued: the mail went while staff waited.
    expect(await db.select().from(jobs)).toEqual([]);
    const toAmaka = smtp.received.filter((mail) => mail.to.includes('amaka@example.com'));
    expect(toAmaka).toHaveLength(1);
    const token = payToken(readableMail(toAmaka[0]!.raw))!;
    expect(await draftForLink(token)).toMatchObject({ state: 'open' });
    await runJobsUntilIdle();
    expect(await rowsText()).not.toContain(token);
    const [out] = await db.select().from(conversationMessages).where(eq(conversationMessages.direction, 'out'));
    expect(out).toMatchObject({ kind: 'draft_link', source: 'email', body: `Here is your order.\n\n${KEPT}` });
    expect(fake.sent()).toEqual([]);
  });

  it('is refused to a role that may not sell, and its link stays as it was', async () => {
    const draft = await insertDraft(product);
    const conversation = await whatsappConversation();
    const content = await callers.staff('content');
    expect(await as(content, () => sendReplyAction(draftReply(conversation.id, draft.draftId)))).toMatchObject({ ok: false, code: 'rejected', error: expect.stringContaining('may not send draft orders') });
    expect(await as(content, () => findReplyAttachmentsAction({ kind: 'draft', q: 'Amaka' }))).toMatchObject({ ok: false });
    expect(fake.sent()).toEqual([]);
    expect(await draftForLink(draft.token)).toMatchObject({ state: 'open' });
  });

  it('is found by name, email or number, the conversation’s customer’s drafts first', async () => {
    const theirs = await insertDraft(product, { customerName: 'Amaka Obi', customerEmail: 'amaka@example.com', customerPhone: '0803 123 4567' });
    await insertDraft(product, { customerName: 'Amaka Eze', customerEmail: 'eze@example.com', customerPhone: '+2348090000000' });
    await insertDraft(product, { customerName: 'Amaka Done', status: 'cancelled' });
    const conversation = await whatsappConversation();
    const found = await as(await callers.staff('fulfilment'), () => findReplyAttachmentsAction({ kind: 'draft', q: 'amaka', conversationId: conversation.id }));
    expect(found.ok && found.data.map((option) => option.label)).toEqual(['Amaka Obi · ₦45,000 · Link sent', 'Amaka Eze · ₦45,000 · Link sent']);
    expect(found.ok && found.data[0]!.id).toBe(theirs.draftId);
  });
});
