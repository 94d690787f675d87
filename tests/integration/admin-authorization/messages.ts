import { db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { unique, type ActionRegistry, type QueryRegistry } from './_registry';

// Valid inputs for the contact inbox's admin actions (src/server/contact/actions).

async function insertMessage() {
  const suffix = unique();
  const [row] = await db
    .insert(contactMessages)
    .values({ name: `Chioma Eze ${suffix}`, email: `chioma-${suffix}@example.com`, message: 'Do you deliver to Abuja?' })
    .returning({ id: contactMessages.id });
  return row!;
}

export const actions: ActionRegistry = {
  setMessageReadAction: async () => ({ id: (await insertMessage()).id, read: true }),
  deleteMessageAction: async () => ({ id: (await insertMessage()).id }),
};

export const queries: QueryRegistry = {
  listAdminMessages: async () => [{ filter: 'all', page: 1 }],
};
