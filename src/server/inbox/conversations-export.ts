import 'server-only';
import { asc, desc, inArray } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { conversationMessages, conversations } from '@/server/db/schema';
import { conversationsOf, type ConversationOwner } from './conversations-of';

// "Download my data" (docs/security.md, "The shopper's data"): the person's conversations with the shop,
// every message with its time, direction (`in` theirs, `out` the shop's), where it came from, what it holds
// and its words. Which member of staff wrote a reply, or was assigned, is left out: a reply is the shop's.

export type ExportedConversation = Awaited<ReturnType<typeof conversationsDataOf>>[number];

/** `owner`'s conversations, newest first, each with its messages oldest first; `mediaKey` for the caller to include the file. */
export async function conversationsDataOf(owner: ConversationOwner) {
  const rows = await db
    .select({ id: conversations.id, startedAt: conversations.createdAt, channel: conversations.channel, phone: conversations.phone, email: conversations.email, name: conversations.name })
    .from(conversations)
    .where(conversationsOf(owner))
    .orderBy(desc(conversations.lastMessageAt));
  if (rows.length === 0) return [];
  const said = await db
    .select({
      conversationId: conversationMessages.conversationId,
      at: conversationMessages.createdAt,
      direction: conversationMessages.direction,
      source: conversationMessages.source,
      kind: conversationMessages.kind,
      text: conversationMessages.body,
      mediaKey: conversationMessages.mediaKey,
      mediaType: conversationMessages.mediaType,
    })
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, rows.map((row) => row.id)))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return rows.map(({ id, ...conversation }) => ({
    ...conversation,
    messages: said.filter((message) => message.conversationId === id).map(({ conversationId: _, ...message }) => message),
  }));
}
