import 'server-only';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { conversationMessages, conversations, messages } from '@/server/db/schema';
import { eraseSentMessages } from '@/server/messaging/erase-messaging';
import { DELETED_CUSTOMER } from '@/lib/privacy';
import { conversationsOf, type ConversationOwner } from './conversations-of';

// Erasing a person (docs/security.md, "The shopper's data"): their conversations with the shop go, with every
// message (ON DELETE CASCADE) and the pictures and voice notes kept from them (inbox-media.ts), which the
// caller removes from storage once its transaction commits. A reply sent on WhatsApp is also a row of
// `messages`, kept for what it cost as every message to an erased person is, without the number or words.

/** What a conversation's rows of the activity log say once it is erased (src/server/inbox/replies/conversation-writes.ts labels them; src/server/privacy/erase-traces.ts rewrites them). */
export const ERASED_CONVERSATION_LABEL = `Conversation with ${DELETED_CUSTOMER}`;

/** A kept picture's files: the picture and the thumbnail inbox-media.ts stores beside it. */
const filesOf = (key: string) => (key.endsWith('.webp') ? [key, key.replace(/\.webp$/, '-thumb.webp')] : [key]);

/** `ids`: the conversations deleted, whose rows in the activity log the caller unnames. */
export type ErasedConversations = { ids: string[]; filesToRemove: string[] };

/** Deletes `owner`'s conversations in `tx`; returns which, and the stored files to remove after the commit. */
export async function eraseConversationsOf(tx: Transaction, owner: ConversationOwner): Promise<ErasedConversations> {
  const theirs = await tx.select({ id: conversations.id }).from(conversations).where(conversationsOf(owner)).for('update');
  if (theirs.length === 0) return { ids: [], filesToRemove: [] };
  const ids = theirs.map((conversation) => conversation.id);
  const ofThem = inArray(conversationMessages.conversationId, ids);
  const media = await tx.select({ key: conversationMessages.mediaKey }).from(conversationMessages).where(and(ofThem, isNotNull(conversationMessages.mediaKey)));
  const replies = tx.select({ id: conversationMessages.messageId }).from(conversationMessages).where(and(ofThem, isNotNull(conversationMessages.messageId)));
  await eraseSentMessages(tx, inArray(messages.id, replies));
  await tx.delete(conversations).where(inArray(conversations.id, ids));
  return { ids, filesToRemove: media.flatMap((message) => filesOf(message.key!)) };
}
