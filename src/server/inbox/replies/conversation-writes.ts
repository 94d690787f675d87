import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { conversations } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { recordAudit, type AuditEntry } from '@/server/audit/record-audit';

// What the inbox's actions share (docs/decisions/0081-one-inbox.md): the conversation they act on, and its
// row in Activity, named as a person names it.

export type ConversationRow = typeof conversations.$inferSelect;

export async function requireConversation(conversationId: string, database: Database | Transaction = db): Promise<ConversationRow> {
  const [row] = await database.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!row) throw new ActionError('This conversation no longer exists.');
  return row;
}

export const conversationLabel = (row: Pick<ConversationRow, 'name' | 'phone' | 'email'>) => `Conversation with ${row.name || row.phone || row.email || 'a customer'}`;

export function recordConversationAudit(tx: Transaction, row: ConversationRow, entry: Omit<AuditEntry, 'entityType' | 'entityId' | 'label'>) {
  return recordAudit(tx, { entityType: 'conversation', entityId: row.id, label: conversationLabel(row), ...entry });
}
