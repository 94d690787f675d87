import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { conversationMessages, conversations } from '@/server/db/schema';

// A customer's message added to their conversation (docs/decisions/0081-one-inbox.md): once (a WhatsApp
// message by its wamid), and the conversation opened again, one more unread, its time and preview moved on.

export type InboundMessage = Omit<typeof conversationMessages.$inferInsert, 'id' | 'conversationId' | 'direction' | 'createdAt'> & { preview: string };

/** The list's preview: the message's first words. */
const PREVIEW_CHARS = 140;

/** Adds the message; returns its id, or null when it was there already (a repeated webhook). */
export async function addInboundMessage(tx: Transaction, conversationId: string, at: Date, { preview, ...message }: InboundMessage): Promise<string | null> {
  const [added] = await tx
    .insert(conversationMessages)
    .values({ ...message, conversationId, direction: 'in', createdAt: at })
    .onConflictDoNothing({ target: conversationMessages.providerMessageId })
    .returning({ id: conversationMessages.id });
  if (!added) return null;
  const whatsapp = message.source === 'whatsapp';
  const latest = sql`${at.toISOString()}::timestamptz >= ${conversations.lastMessageAt}`;
  await tx
    .update(conversations)
    .set({
      // A message arriving late (Meta retries) never moves the conversation back in time.
      preview: sql`case when ${latest} then ${preview.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_CHARS)} else ${conversations.preview} end`,
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
      ...(whatsapp ? { lastInboundAt: sql`greatest(${conversations.lastInboundAt}, ${at.toISOString()}::timestamptz)` } : {}),
      unreadCount: sql`${conversations.unreadCount} + 1`,
      state: 'open',
      updatedAt: new Date(),
    })
    .where(eq(conversations.id, conversationId));
  return added.id;
}
