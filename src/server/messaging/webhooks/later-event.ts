import 'server-only';
import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { messagingWebhookEvents } from '@/server/db/schema';

/**
 * Whether an event about the same subject (`subject`: a condition on the stored payload) that happened
 * after `at` was already processed: then this one arrived late (Meta retries for up to 7 days, in any
 * order) and must not undo it. Times are compared as stored, ISO text in UTC, which sorts as time.
 */
export async function laterEventProcessed(tx: Transaction, subject: SQL, at: string): Promise<boolean> {
  const payload = messagingWebhookEvents.payload;
  const [later] = await tx
    .select({ id: messagingWebhookEvents.id })
    .from(messagingWebhookEvents)
    .where(and(isNotNull(messagingWebhookEvents.processedAt), subject, sql`${payload}->>'at' > ${at}`))
    .limit(1);
  return later !== undefined;
}
