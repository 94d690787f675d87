// @postgres: the activity log's trigger of migration 0057 lets an erasure through; rows locked FOR UPDATE
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { setUpAdminTestDatabase } from '../helpers/admin-test-context';
import { as, signedInConfirmedShopper, type TestCaller } from '../helpers/sessions';
import { auditRowsOf, userIdOf } from '../helpers/audit-rows-of';
import { newBuyer } from '../helpers/factories';
import { resetDatabase, SIGNED_IN_ACCOUNTS } from '../helpers/reset-database';
import { db } from '@/server/db/client';
import { auditLog, conversationMessages, conversations, messages, users } from '@/server/db/schema';
import { recordAudit } from '@/server/audit/record-audit';
import { queueReplyMessage } from '@/server/messaging/send-reply';
import { getStorage } from '@/server/media/storage';
import { keepInboxMedia } from '@/server/inbox/inbox-media';
import { recordWhatsAppInbound } from '@/server/inbox/record-whatsapp-inbound';
import { recordFormMessage } from '@/server/inbox/record-form-message';
import { ERASED_CONVERSATION_LABEL } from '@/server/inbox/erase-conversations';
import { closeMyAccountAction } from '@/server/privacy/actions/store/close-my-account';
import { downloadPhoneRecordsAction, erasePhoneRecordsAction, findPhoneRecordsAction } from '@/server/privacy/actions/phone-records';
import { NOTHING_HELD } from '@/server/privacy/phone-records';
import { GET as downloadData } from '@/app/api/account/data/route';
import type { InboundEvent } from '@/server/messaging/webhooks/webhook-events';

// The inbox under the shopper's privacy rights (docs/security.md, "The shopper's data"): "Download my data" and a
// phone number's download hold the person's conversations, and closing an account or erasing a phone number's
// records deletes them, their messages and the pictures kept in storage, and unnames their activity rows,
// leaving everyone else's conversation as it was.

const dataDir = await vi.hoisted(async () => {
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return pointDataDirAtTempFolder();
});

const callers = setUpAdminTestDatabase(dataDir);

beforeEach(async () => {
  await resetDatabase({ keep: SIGNED_IN_ACCOUNTS });
});

const THEIR_PHONE = '+2348035550111';
const STRANGER_PHONE = '+2348035550222';
const OWN_PHONE = '+2348035550444';
/** A number no account has. */
const PHONE_ONLY = '+2348035550666';

/** A WhatsApp message from `phone`, recorded by the inbox's own listener. */
async function inbound(phone: string, event: Partial<InboundEvent>) {
  const full: InboundEvent = { kind: 'inbound', messageId: `wamid.${randomUUID()}`, phone, waId: phone.slice(1), text: null, at: new Date().toISOString(), consent: null, ...event };
  await db.transaction((tx) => recordWhatsAppInbound(tx, full));
  const [conversation] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.phone, phone));
  return { conversationId: conversation!.id, wamid: full.messageId };
}

/** A picture from `phone`, kept in storage as the inbox-media job keeps one (src/server/inbox/inbox-media-job.ts). */
async function picture(phone: string) {
  const { conversationId, wamid } = await inbound(phone, { messageKind: 'image', caption: 'The corner for the sofa', media: { id: `media-${randomUUID()}`, mimeType: 'image/jpeg' } });
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a0522d' } }).png().toBuffer();
  const kept = await keepInboxMedia('image', bytes);
  if (!('kept' in kept)) throw new Error(kept.refused);
  await db.update(conversationMessages).set({ mediaState: 'kept', mediaKey: kept.kept.key, mediaType: kept.kept.type }).where(eq(conversationMessages.providerMessageId, wamid));
  return { conversationId, key: kept.kept.key, thumbnail: kept.kept.key.replace(/\.webp$/, '-thumb.webp') };
}

/** The shop's reply on WhatsApp by `staffId`: its row in the conversation and in `messages`. */
async function reply(conversationId: string, phone: string, staffId: string, body: string) {
  const sentId = await queueReplyMessage(db, { phone, userId: null, content: { kind: 'text', body } });
  await db.insert(conversationMessages).values({ conversationId, direction: 'out', source: 'whatsapp', body, messageId: sentId, staffId });
  return sentId;
}

/** A row in Activity about the conversation, named as the inbox's actions name it. */
const auditConversation = (conversationId: string, label: string) =>
  as(callers.admin, () => db.transaction((tx) => recordAudit(tx, { entityType: 'conversation', entityId: conversationId, label, action: 'update', before: { state: 'open' }, after: { state: 'done' } })));

const download = (caller: TestCaller, format: 'json' | 'txt') => as(caller, () => downloadData(new Request(`http://localhost:3000/api/account/data?format=${format}`, { headers: caller.headers })));

const stillThere = async (keys: string[]) => Promise.all(keys.map(async (key) => (await getStorage().stat(key)) !== null));

describe('an account’s conversations', () => {
  it('are in "Download my data", JSON and text, with the pictures, and no member of staff named', async () => {
    const shopper = await signedInConfirmedShopper();
    const userId = await userIdOf(shopper);
    await db.update(users).set({ phone: '0803 555 0111' }).where(eq(users.id, userId));
    await inbound(THEIR_PHONE, { text: 'Is the Ikoyi chair available in green?', name: 'Amaka Obi' });
    const { conversationId } = await picture(THEIR_PHONE);
    const staffId = await userIdOf(callers.admin);
    await reply(conversationId, THEIR_PHONE, staffId, 'Yes, in green and in ochre.');
    await db.transaction((tx) => recordFormMessage(tx, { source: 'contact_form', name: 'Amaka', email: shopper.email, phone: null, body: 'Do you deliver to Abuja?' }));
    await inbound(STRANGER_PHONE, { text: 'A stranger’s question', name: 'Tunde' });

    const data = await (await download(shopper, 'json')).json();
    expect(data.conversations).toHaveLength(2);
    const byPhone = data.conversations.find((conversation: { phone: string | null }) => conversation.phone === THEIR_PHONE);
    expect(byPhone.messages.map((message: Record<string, unknown>) => [message.direction, message.source, message.kind, message.text])).toEqual([
      ['in', 'whatsapp', 'text', 'Is the Ikoyi chair available in green?'],
      ['in', 'whatsapp', 'image', 'The corner for the sofa'],
      ['out', 'whatsapp', 'text', 'Yes, in green and in ochre.'],
    ]);
    expect(byPhone.messages[1].file.contentType).toBe('image/webp');
    expect((await sharp(Buffer.from(byPhone.messages[1].file.base64, 'base64')).metadata()).width).toBe(40);
    expect(byPhone.messages[0].at).toEqual(expect.any(String));
    expect(data.conversations.find((conversation: { email: string | null }) => conversation.email === shopper.email).messages).toEqual([
      expect.objectContaining({ direction: 'in', source: 'contact_form', kind: 'text', text: 'Do you deliver to Abuja?', file: null }),
    ]);
    const json = JSON.stringify(data);
    expect(json).not.toContain(staffId);
    expect(json).not.toContain('A stranger’s question');

    const summary = await (await download(shopper, 'txt')).text();
    expect(summary).toContain('CONVERSATIONS WITH US (2)');
    expect(summary).toMatch(/You by WhatsApp \(text\): Is the Ikoyi chair available in green\?/);
    expect(summary).toMatch(/You by WhatsApp \(image\): The corner for the sofa \(the file is in the JSON file\)/);
    expect(summary).toMatch(/The shop by WhatsApp \(text\): Yes, in green and in ochre\./);
    expect(summary).toMatch(/You by the contact form \(text\): Do you deliver to Abuja\?/);
    expect(summary).not.toContain('Tunde');
  });

  it('go when the account closes: messages, pictures in storage, the reply’s words, and their names in Activity; a stranger’s stays', async () => {
    const shopper = await signedInConfirmedShopper();
    const userId = await userIdOf(shopper);
    await db.update(users).set({ phone: '0803 555 0444' }).where(eq(users.id, userId));
    const theirs = await picture(OWN_PHONE);
    expect(await db.select({ userId: conversations.userId }).from(conversations).where(eq(conversations.id, theirs.conversationId))).toEqual([{ userId }]);
    const sentId = await reply(theirs.conversationId, OWN_PHONE, await userIdOf(callers.admin), 'Thank you, Amaka.');
    await db.transaction((tx) => recordFormMessage(tx, { source: 'product_question', name: 'Amaka', email: shopper.email, phone: null, body: 'Is it solid wood?' }));
    const stranger = await picture(STRANGER_PHONE);
    await auditConversation(theirs.conversationId, 'Conversation with Amaka Obi');
    await auditConversation(stranger.conversationId, 'Conversation with Tunde');
    expect(await stillThere([theirs.key, theirs.thumbnail])).toEqual([true, true]);

    const closed = await as(shopper, () => closeMyAccountAction({ accountId: userId, password: 'shopper-pass', confirmation: 'DELETE', withPasskey: false }));
    expect(closed).toMatchObject({ ok: true });

    const left = await db.select({ id: conversations.id, phone: conversations.phone }).from(conversations);
    expect(left).toEqual([{ id: stranger.conversationId, phone: STRANGER_PHONE }]);
    expect(await db.select({ id: conversationMessages.id }).from(conversationMessages).where(eq(conversationMessages.conversationId, theirs.conversationId))).toEqual([]);
    expect(await db.select({ id: conversationMessages.id }).from(conversationMessages).where(eq(conversationMessages.conversationId, stranger.conversationId))).toHaveLength(1);
    expect(await stillThere([theirs.key, theirs.thumbnail, stranger.key, stranger.thumbnail])).toEqual([false, false, true, true]);
    expect(await db.select({ phone: messages.phone, body: messages.body }).from(messages).where(eq(messages.id, sentId))).toEqual([{ phone: null, body: '(erased on request)' }]);
    expect((await auditRowsOf('conversation', theirs.conversationId)).map((row) => [row.action, row.entityLabel, JSON.stringify(row.changes)])).toEqual([
      ['update', ERASED_CONVERSATION_LABEL, expect.not.stringMatching(/open|done/)],
    ]);
    expect((await auditRowsOf('conversation', stranger.conversationId)).map((row) => row.entityLabel)).toEqual(['Conversation with Tunde']);
    // The log's trigger lets that rewrite through only for a conversation that is gone (migration 0057).
    const unnameStranger = db
      .update(auditLog)
      .set({ entityLabel: ERASED_CONVERSATION_LABEL, changes: sql`audit_log_erased_changes(${auditLog.changes})` })
      .where(and(eq(auditLog.entityType, 'conversation'), eq(auditLog.entityId, stranger.conversationId)));
    await expect(unnameStranger).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only: UPDATE refused/) } });
  });

  it('leaves the conversation of a number another account shares, and one by its address while unconfirmed', async () => {
    const shopper = await signedInConfirmedShopper();
    const userId = await userIdOf(shopper);
    await db.update(users).set({ phone: '0803 555 0555', emailVerified: false }).where(eq(users.id, userId));
    await newBuyer({ phone: '+234 803 555 0555' });
    const shared = await inbound('+2348035550555', { text: 'Whose number is this?' });
    const byEmail = await db.transaction((tx) => recordFormMessage(tx, { source: 'contact_form', name: 'Someone', email: shopper.email, phone: null, body: 'Written before the account' }));
    // Matched by the address as it came in; staff unlinked it, so only the address (unproved) keys it now.
    await db.update(conversations).set({ userId: null, linkedBy: await userIdOf(callers.admin) }).where(eq(conversations.id, byEmail));
    expect(await db.select({ userId: conversations.userId }).from(conversations).where(eq(conversations.id, shared.conversationId))).toEqual([{ userId: null }]);

    expect((await (await download(shopper, 'json')).json()).conversations).toEqual([]);
    expect(await as(shopper, () => closeMyAccountAction({ accountId: userId, password: 'shopper-pass', confirmation: 'DELETE', withPasskey: false }))).toMatchObject({ ok: true });
    expect(await db.select({ id: conversations.id }).from(conversations).where(inArray(conversations.id, [shared.conversationId, byEmail]))).toHaveLength(2);
  });
});

describe('a phone number’s conversation', () => {
  it('is found, downloaded and erased with the number’s records, its picture removed; one matched to an account, and a stranger’s, stay', async () => {
    const theirs = await picture(PHONE_ONLY);
    await inbound(PHONE_ONLY, { text: 'How much to Port Harcourt?', name: 'Bola Ade' });
    await auditConversation(theirs.conversationId, 'Conversation with Bola Ade');
    const stranger = await picture(STRANGER_PHONE);
    const accountsPhone = '+2348035550333';
    const account = await inbound(accountsPhone, { text: 'From a customer with an account' });
    await db.update(conversations).set({ userId: await userIdOf(callers.admin) }).where(eq(conversations.id, account.conversationId));

    const found = await as(callers.admin, () => findPhoneRecordsAction({ phone: '0803 555 0666' }));
    expect(found).toMatchObject({ ok: true, data: { sales: [], drafts: [], conversations: [{ id: theirs.conversationId, name: 'Bola Ade' }] } });
    const file = await as(callers.admin, () => downloadPhoneRecordsAction({ phone: '0803 555 0666' }));
    if (!file.ok) throw new Error(file.error);
    const records = JSON.parse(file.data.json);
    expect(records.conversations).toHaveLength(1);
    expect(records.conversations[0].messages.map((message: Record<string, unknown>) => [message.direction, message.kind, message.text])).toEqual([
      ['in', 'image', 'The corner for the sofa'],
      ['in', 'text', 'How much to Port Harcourt?'],
    ]);
    expect(records.conversations[0].messages[0].file.base64).toEqual(expect.any(String));
    expect(await as(callers.admin, () => findPhoneRecordsAction({ phone: accountsPhone }))).toMatchObject({ ok: true, data: { conversations: [] } });

    const erased = await as(callers.admin, () => erasePhoneRecordsAction({ phone: '0803 555 0666', reason: 'Asked on WhatsApp; checked by calling back', confirmation: 'DELETE' }));
    expect(erased).toEqual({ ok: true, data: { salesKept: 0, draftsErased: 0, conversationsErased: 1 } });
    expect((await db.select({ id: conversations.id }).from(conversations)).map((row) => row.id).sort()).toEqual([stranger.conversationId, account.conversationId].sort());
    expect(await stillThere([theirs.key, theirs.thumbnail, stranger.key])).toEqual([false, false, true]);
    expect((await auditRowsOf('conversation', theirs.conversationId)).map((row) => row.entityLabel)).toEqual([ERASED_CONVERSATION_LABEL]);
    const again = await as(callers.admin, () => erasePhoneRecordsAction({ phone: '0803 555 0666', reason: 'Asked on WhatsApp; checked by calling back', confirmation: 'DELETE' }));
    expect(again).toMatchObject({ ok: false, error: NOTHING_HELD });
  });
});
