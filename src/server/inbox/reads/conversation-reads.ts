import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/server/db/client';
import { conversationMessages, conversations, messages, users } from '@/server/db/schema';
import { getStorage } from '@/server/media/storage';
import type { MessageState } from '@/lib/messaging/message-states';
import type { ConversationMessageKind } from '@/lib/inbox/conversations';

// One conversation as the inbox shows it (docs/decisions/0081-one-inbox.md): the person, the controls'
// values, and every message in order with its picture or voice note (from storage once kept, the reason
// otherwise), who of the team replied, and how far a WhatsApp reply got (messages.state, kept by the webhooks).

const assignee = alias(users, 'assignee');
const replying = alias(users, 'replying');
const staff = alias(users, 'staff');

export async function readConversation(conversationId: string) {
  const [conversation] = await db
    .select({
      id: conversations.id,
      channel: conversations.channel,
      phone: conversations.phone,
      email: conversations.email,
      name: conversations.name,
      userId: conversations.userId,
      state: conversations.state,
      assigneeId: conversations.assigneeId,
      assigneeName: assignee.name,
      labels: conversations.labels,
      unreadCount: conversations.unreadCount,
      lastInboundAt: conversations.lastInboundAt,
      replyingId: conversations.replyingId,
      replyingName: sql<string | null>`case when ${conversations.replyingUntil} > now() then ${replying.name} end`,
    })
    .from(conversations)
    .leftJoin(assignee, eq(assignee.id, conversations.assigneeId))
    .leftJoin(replying, eq(replying.id, conversations.replyingId))
    .where(eq(conversations.id, conversationId));
  if (!conversation) return null;
  const rows = await db
    .select({
      id: conversationMessages.id,
      direction: conversationMessages.direction,
      source: conversationMessages.source,
      kind: conversationMessages.kind,
      body: conversationMessages.body,
      mediaKey: conversationMessages.mediaKey,
      mediaType: conversationMessages.mediaType,
      mediaState: conversationMessages.mediaState,
      mediaNote: conversationMessages.mediaNote,
      staffName: staff.name,
      deliveryState: messages.state,
      deliveryNote: messages.note,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .leftJoin(staff, eq(staff.id, conversationMessages.staffId))
    .leftJoin(messages, eq(messages.id, conversationMessages.messageId))
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  const storage = getStorage();
  return {
    ...conversation,
    messages: rows.map(({ mediaKey, ...row }) => ({
      ...row,
      kind: row.kind as ConversationMessageKind,
      deliveryState: row.deliveryState as MessageState | null,
      mediaUrl: row.mediaState === 'kept' && mediaKey ? storage.publicUrl(mediaKey) : null,
    })),
  };
}

export type ConversationView = NonNullable<Awaited<ReturnType<typeof readConversation>>>;
export type ConversationMessageView = ConversationView['messages'][number];

/** Opening a conversation reads it: its unread count goes back to 0. */
export async function markConversationRead(conversationId: string) {
  await db
    .update(conversations)
    .set({ unreadCount: 0 })
    .where(and(eq(conversations.id, conversationId), sql`${conversations.unreadCount} > 0`));
}

/** What an open conversation polls: any message, delivery state or control changed since it was drawn. */
export async function readConversationPulse(conversationId: string): Promise<string | null> {
  const [row] = await db
    .select({
      // Written out with the table's name: drizzle leaves a one-table select's columns unqualified, and
      // "id" would then be the subquery's own.
      version: sql<string>`concat_ws('|', conversations.updated_at, conversations.replying_until > now(),
        (select count(*) from conversation_messages m where m.conversation_id = conversations.id),
        (select max(s.state_at) from conversation_messages m join messages s on s.id = m.message_id where m.conversation_id = conversations.id))`,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row?.version ?? null;
}
