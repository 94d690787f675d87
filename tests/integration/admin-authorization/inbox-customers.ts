import { db } from '@/server/db/client';
import { conversations } from '@/server/db/schema';
import { unique, type ActionRegistry } from './_registry';

// Valid inputs for linking a conversation to a customer by hand (src/server/inbox/actions).

async function insertConversation() {
  const [row] = await db.insert(conversations).values({ channel: 'email', email: `ngozi-${unique()}@example.com`, name: 'Ngozi' }).returning({ id: conversations.id });
  return row!.id;
}

export const actions: ActionRegistry = {
  linkConversationCustomerAction: async () => ({ conversationId: await insertConversation(), userId: '' }),
};
