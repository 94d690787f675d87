import { randomUUID } from 'node:crypto';
import { db } from '@/server/db/client';
import { conversations, savedReplies } from '@/server/db/schema';
import { unique, type ActionRegistry } from './_registry';

// Valid inputs for the inbox's actions (src/server/inbox/replies/actions): a conversation's controls, a
// reply (an email conversation, so no WhatsApp is needed), saved replies and the inbox's setting.

async function insertConversation() {
  const [row] = await db.insert(conversations).values({ channel: 'email', email: `tolu-${unique()}@example.com`, name: 'Tolu' }).returning({ id: conversations.id });
  return row!.id;
}

async function insertSavedReply() {
  const [row] = await db.insert(savedReplies).values({ title: `Delivery ${unique()}`, body: '{delivery_fees}' }).returning({ id: savedReplies.id });
  return row!.id;
}

export const actions: ActionRegistry = {
  setConversationStateAction: async () => ({ conversationId: await insertConversation(), state: 'done' }),
  assignConversationAction: async () => ({ conversationId: await insertConversation(), assigneeId: '' }),
  setConversationLabelsAction: async () => ({ conversationId: await insertConversation(), labels: ['price'] }),
  markReplyingAction: async () => ({ conversationId: await insertConversation() }),
  sendReplyAction: async () => ({ conversationId: await insertConversation(), replyKey: randomUUID(), kind: 'text', text: 'Yes, in green too.' }),
  saveSavedReplyAction: async () => ({ title: `Lead times ${unique()}`, body: '{lead_times}' }),
  deleteSavedReplyAction: async () => ({ id: await insertSavedReply() }),
  saveInboxSettingsAction: async () => ({ signReplies: false }),
  findReplyAttachmentsAction: async () => ({ kind: 'piece', q: 'sofa' }),
};
