'use server';
import { eq } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { conversationMessages, conversations, messages } from '@/server/db/schema';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { queueMail } from '@/server/mail/mail-jobs';
import { followUpApproved, queueReplyMessage, sendReplyNow } from '@/server/messaging/send-reply';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { WINDOW_CLOSED, windowLeftMs } from '@/lib/inbox/reply-window';
import { replySchema } from '@/lib/schemas/inbox';
import { recordConversationAudit, requireConversation, type ConversationRow } from '../conversation-writes';
import { replyContent, type ReplyContent } from '../reply-content';
import { signedBody } from '../reply-signature';

// A reply from the inbox (docs/decisions/0081-one-inbox.md). One press of Send has one key (reply_key,
// unique): the first call with it records the reply and sends it, every later one (a double-click, a
// retry after a lost answer, two tabs) finds it and answers how it went, without sending again. WhatsApp
// takes free-form text only inside the 24-hour window, the approved follow-up template after it; an email
// conversation is answered by mail. Replying hands the conversation to the customer ('waiting').

export type ReplyOutcome = { sent: boolean; channel: 'whatsapp' | 'email'; reason: string | null; repeated: boolean };

const PREVIEW_LENGTH = 140;

type Recorded = { id: string; messageId: string | null } | null;

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

async function replyByMail(conversation: ConversationRow, staff: StaffUser, input: Parameters<typeof replyContent>[0]): Promise<ReplyOutcome> {
  if (!conversation.email) throw new ActionError('This conversation has no email address to reply to.');
  const content = await replyContent(input);
  const settings = await getSiteSettings();
  const recorded = await db.transaction(async (tx) => {
    const row = await recordReply(tx, conversation, staff, input.replyKey, content, 'email');
    if (!row) return null;
    const text = await signedBody(content.body, staff, tx);
    await queueMail({ to: conversation.email!, subject: `Your message to ${settings.siteName}`, text, ...(settings.contactEmail ? { replyTo: settings.contactEmail } : {}) }, tx);
    return row;
  });
  if (!recorded) return earlierPress(input.replyKey, 'email');
  return { sent: true, channel: 'email', reason: null, repeated: false };
}

async function replyOnWhatsApp(conversation: ConversationRow, staff: StaffUser, input: (typeof replySchema)['_zod']['output']): Promise<ReplyOutcome> {
  const phone = conversation.phone;
  if (!phone) throw new ActionError('WhatsApp hides this customer’s number: reply once they write again from a number the shop can see.');
  const open = windowLeftMs(conversation.lastInboundAt) > 0;
  let content: ReplyContent;
  let firstName = '';
  if (input.kind === 'template') {
    if (!(await followUpApproved())) throw new ActionError('The follow-up template is not approved by WhatsApp yet: an owner submits it in Settings → Messaging.');
    firstName = (conversation.name ?? '').split(' ')[0] || 'there';
    content = { kind: 'template', body: `Follow-up template: ${input.topic}`, productId: null, mediaKey: null };
  } else {
    if (!open) throw new ActionError(WINDOW_CLOSED);
    content = await replyContent(input);
  }
  const recorded = await db.transaction(async (tx) => {
    const row = await recordReply(tx, conversation, staff, input.replyKey, content, 'whatsapp');
    if (!row) return null;
    const body = await signedBody(content.body, staff, tx);
    const messageId = await queueReplyMessage(tx, {
      phone,
      userId: conversation.userId,
      content: input.kind === 'template' ? { kind: 'follow_up', firstName, topic: input.topic } : { kind: 'text', body },
    });
    await tx.update(conversationMessages).set({ messageId }).where(eq(conversationMessages.id, row.id));
    return { ...row, messageId };
  });
  if (!recorded) return earlierPress(input.replyKey, 'whatsapp');
  const sent = await sendReplyNow(recorded.messageId);
  return { sent: sent.sent, channel: 'whatsapp', reason: sent.sent ? null : sent.reason, repeated: false };
}

export const sendReplyAction = defineAction<typeof replySchema, StaffUser, ReplyOutcome>(
  { name: 'sendInboxReply', schema: replySchema, authorize: permitted('inbox.reply'), fallbackError: 'Could not send the reply.' },
  async (input, staff) => {
    const conversation = await requireConversation(input.conversationId);
    const channel = conversation.channel;
    const [pressed] = await db.select({ id: conversationMessages.id }).from(conversationMessages).where(eq(conversationMessages.replyKey, input.replyKey));
    if (pressed) return earlierPress(input.replyKey, channel);
    if (channel === 'whatsapp') return replyOnWhatsApp(conversation, staff, input);
    if (input.kind === 'template') throw new ActionError('Templates are for WhatsApp: write the reply, it goes by email.');
    return replyByMail(conversation, staff, input);
  },
);
