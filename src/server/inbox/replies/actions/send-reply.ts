'use server';
import { eq } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { conversationMessages, conversations, messages } from '@/server/db/schema';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { queueMail } from '@/server/mail/mail-jobs';
import { sendMail } from '@/server/mail/send-mail';
import { logger } from '@/server/logger';
import { followUpApproved, IMAGE_CAPTION_MAX, queueReplyMessage, sendReplyNow, type ReplyContent as WhatsAppContent } from '@/server/messaging/send-reply';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { WINDOW_CLOSED, windowLeftMs } from '@/lib/inbox/reply-window';
import { replySchema } from '@/lib/schemas/inbox';
import { recordConversationAudit, requireConversation, type ConversationRow } from '../conversation-writes';
import { replyContent, type ReplyContent } from '../reply-content';
import { signedBody } from '../reply-signature';
import { issueDraftReplyLink, recordDraftLinkSent, requireDraftSender, type DraftReplyLink } from '../draft-reply';
import { pictureForWhatsApp } from '../whatsapp-picture';

// A reply from the inbox (docs/decisions/0081-one-inbox.md). One press of Send has one key (reply_key,
// unique): the first call with it records the reply and sends it, every later one (a double-click, a
// retry after a lost answer, two tabs) finds it and answers how it went, without sending again. WhatsApp
// takes free-form text only inside the 24-hour window, the approved follow-up template after it; an email
// conversation is answered by mail. Replying hands the conversation to the customer ('waiting').
// A draft's pay link is issued in the transaction that records the reply (draft-reply.ts): a second press
// that loses the race rolls its link back, and the token is never written, only sent.

export type ReplyOutcome = { sent: boolean; channel: 'whatsapp' | 'email'; reason: string | null; repeated: boolean };

const PREVIEW_LENGTH = 140;

type Recorded = { id: string; messageId: string | null } | null;

type ReplyInputOut = (typeof replySchema)['_zod']['output'];

/** A press that lost the race to its own key after issuing a draft's link: thrown to roll the link back. */
class RepeatedPress extends Error {}

/** What a draft reply keeps (content.body) and what the customer reads (`sendable`, with the link). */
type Composed = { content: ReplyContent; sendable: string | null; draft: DraftReplyLink | null };

const joined = (...parts: string[]) => parts.filter(Boolean).join('\n\n');

/** The reply's content in `tx`: a draft's link is issued here, so that it rolls back with the reply. */
async function compose(tx: Transaction, input: ReplyInputOut, staff: StaffUser, content: ReplyContent | null): Promise<Composed> {
  if (input.kind !== 'draft') return { content: content!, sendable: null, draft: null };
  const draft = await issueDraftReplyLink(tx, input.draftId, staff);
  return { content: { kind: 'draft_link', body: joined(input.text, draft.kept), productId: null, mediaKey: null }, sendable: joined(input.text, draft.sendable), draft };
}

/** Inserts the reply once for its key; null when a press with the same key got there first. */
async function recordReply(tx: Transaction, conversation: ConversationRow, staff: StaffUser, replyKey: string, content: ReplyContent, source: 'whatsapp' | 'email'): Promise<Recorded> {
  const [row] = await tx
    .insert(conversationMessages)
    .values({ conversationId: conversation.id, direction: 'out', source, kind: content.kind, body: content.body, mediaKey: content.mediaKey, mediaState: content.mediaKey ? 'kept' : null, productId: content.productId, staffId: staff.id, replyKey })
    .onConflictDoNothing({ target: conversationMessages.replyKey })
    .returning({ id: conversationMessages.id });
  if (!row) return null;
  await tx
    .update(conversations)
    .set({ state: 'waiting', preview: content.body.slice(0, PREVIEW_LENGTH), lastMessageAt: new Date(), replyingId: null, replyingUntil: null })
    .where(eq(conversations.id, conversation.id));
  await recordConversationAudit(tx, conversation, { action: 'reply', details: { kind: content.kind, channel: source } });
  return { id: row.id, messageId: null };
}

/** Runs the reply's transaction; null when an earlier press with the same key recorded it. */
async function once<T>(work: (tx: Transaction) => Promise<T | null>): Promise<T | null> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof RepeatedPress) return null;
    throw error;
  }
}

/** How an earlier press with the same key went. */
async function earlierPress(replyKey: string, channel: ReplyOutcome['channel']): Promise<ReplyOutcome> {
  const [row] = await db
    .select({ state: messages.state, note: messages.note })
    .from(conversationMessages)
    .leftJoin(messages, eq(messages.id, conversationMessages.messageId))
    .where(eq(conversationMessages.replyKey, replyKey));
  const refused = row?.state === 'failed' || row?.state === 'not_sent';
  return { sent: !refused, channel, reason: refused ? row?.note ?? 'The reply was not sent.' : null, repeated: true };
}

/**
 * A draft's link is mailed from the request, inside the reply's transaction, as the Drafts screen mails it
 * (draft-writes.ts mailDraftLink): a queued mail's job row would keep the token. The reply is recorded only
 * if the mail went; a mail server that is down refuses the press, and the new link with it.
 */
async function mailNow(message: Parameters<typeof sendMail>[0]) {
  try {
    await sendMail(message);
  } catch (error) {
    logger.warn({ err: error }, 'Could not mail a draft order link from the inbox');
    throw new ActionError('The mail could not be sent just now. Try again in a few minutes, or send the link on WhatsApp.');
  }
}

async function replyByMail(conversation: ConversationRow, staff: StaffUser, input: Exclude<ReplyInputOut, { kind: 'template' }>): Promise<ReplyOutcome> {
  const to = conversation.email;
  if (!to) throw new ActionError('This conversation has no email address to reply to.');
  const content = input.kind === 'draft' ? null : await replyContent(input);
  const settings = await getSiteSettings();
  const mail = { to, subject: `Your message to ${settings.siteName}`, ...(settings.contactEmail ? { replyTo: settings.contactEmail } : {}) };
  const recorded = await once(async (tx) => {
    const composed = await compose(tx, input, staff, content);
    const row = await recordReply(tx, conversation, staff, input.replyKey, composed.content, 'email');
    if (!row) {
      if (composed.draft) throw new RepeatedPress();
      return null;
    }
    if (composed.sendable !== null) await mailNow({ ...mail, text: await signedBody(composed.sendable, staff, tx) });
    else await queueMail({ ...mail, text: await signedBody(composed.content.body, staff, tx) }, tx);
    return { ...row, draft: composed.draft };
  });
  if (!recorded) return earlierPress(input.replyKey, 'email');
  if (recorded.draft) await recordDraftLinkSent(recorded.draft, { by: 'email', to });
  return { sent: true, channel: 'email', reason: null, repeated: false };
}

/**
 * A picture goes on WhatsApp as a picture, its words (signed as text is) as the caption, when they fit
 * Meta's caption; else as text with its address. Made before the reply's transaction: the JPEG copy is an
 * upload of its own (whatsapp-picture.ts).
 */
async function asPicture(content: ReplyContent | null, staff: StaffUser): Promise<{ content: ReplyContent; message: WhatsAppContent } | null> {
  if (content?.kind !== 'image' || !content.mediaKey) return null;
  const caption = content.caption ? await signedBody(content.caption, staff) : '';
  if (caption.length > IMAGE_CAPTION_MAX) return null;
  const picture = await pictureForWhatsApp(content.mediaKey, staff);
  return { content: { ...content, mediaKey: picture.mediaKey, body: joined(content.caption ?? '', picture.link) }, message: { kind: 'image', link: picture.link, caption } };
}

async function replyOnWhatsApp(conversation: ConversationRow, staff: StaffUser, input: ReplyInputOut): Promise<ReplyOutcome> {
  const phone = conversation.phone;
  if (!phone) throw new ActionError('WhatsApp hides this customer’s number: reply once they write again from a number the shop can see.');
  const open = windowLeftMs(conversation.lastInboundAt) > 0;
  let content: ReplyContent | null = null;
  let firstName = '';
  if (input.kind === 'template') {
    if (!(await followUpApproved())) throw new ActionError('The follow-up template is not approved by WhatsApp yet: an owner submits it in Settings → Messaging.');
    firstName = (conversation.name ?? '').split(' ')[0] || 'there';
    content = { kind: 'template', body: `Follow-up template: ${input.topic}`, productId: null, mediaKey: null };
  } else {
    if (!open) throw new ActionError(WINDOW_CLOSED);
    if (input.kind !== 'draft') content = await replyContent(input);
  }
  const picture = await asPicture(content, staff);
  const recorded = await once(async (tx) => {
    const composed = await compose(tx, input, staff, picture?.content ?? content);
    const sendable = composed.sendable === null ? null : await signedBody(composed.sendable, staff, tx);
    const message: WhatsAppContent =
      input.kind === 'template'
        ? { kind: 'follow_up', firstName, topic: input.topic }
        : (picture?.message ?? { kind: 'text', body: await signedBody(composed.content.body, staff, tx), unkept: sendable !== null });
    const row = await recordReply(tx, conversation, staff, input.replyKey, composed.content, 'whatsapp');
    if (!row) {
      if (composed.draft) throw new RepeatedPress();
      return null;
    }
    const messageId = await queueReplyMessage(tx, { phone, userId: conversation.userId, content: message });
    await tx.update(conversationMessages).set({ messageId }).where(eq(conversationMessages.id, row.id));
    return { ...row, messageId, sendable, draft: composed.draft };
  });
  if (!recorded) return earlierPress(input.replyKey, 'whatsapp');
  // The link goes from memory: the row kept only its description.
  const sent = await sendReplyNow(recorded.messageId, recorded.sendable ?? undefined);
  if (recorded.draft) await recordDraftLinkSent(recorded.draft, sent.sent ? { by: 'whatsapp' } : { by: 'whatsapp', notSent: sent.reason });
  return { sent: sent.sent, channel: 'whatsapp', reason: sent.sent ? null : sent.reason, repeated: false };
}

export const sendReplyAction = defineAction<typeof replySchema, StaffUser, ReplyOutcome>(
  { name: 'sendInboxReply', schema: replySchema, authorize: permitted('inbox.reply'), fallbackError: 'Could not send the reply.' },
  async (input, staff) => {
    const conversation = await requireConversation(input.conversationId);
    const channel = conversation.channel;
    const [pressed] = await db.select({ id: conversationMessages.id }).from(conversationMessages).where(eq(conversationMessages.replyKey, input.replyKey));
    if (pressed) return earlierPress(input.replyKey, channel);
    if (input.kind === 'draft') requireDraftSender(staff);
    if (channel === 'whatsapp') return replyOnWhatsApp(conversation, staff, input);
    if (input.kind === 'template') throw new ActionError('Templates are for WhatsApp: write the reply, it goes by email.');
    return replyByMail(conversation, staff, input);
  },
);
