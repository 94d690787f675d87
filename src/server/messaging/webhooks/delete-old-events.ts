import 'server-only';
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { messagingWebhookEvents } from '@/server/db/schema';

// Processed webhook events are kept only as long as they can still matter: Meta retries a webhook for up to
// seven days, and a late event is told from a repeat, or found stale, by the processed events beside it
// (later-event.ts). After that the states they set live on the messages and the consent log.

export const WEBHOOK_EVENT_RETENTION_DAYS = 8;

/** Deletes processed events older than the retention, a thousand at a time; returns how many. */
export async function deleteOldWebhookEvents(retentionDays = WEBHOOK_EVENT_RETENTION_DAYS): Promise<number> {
  const cutoff = sql`now() - ${`${retentionDays} days`}::interval`;
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: messagingWebhookEvents.id })
      .from(messagingWebhookEvents)
      .where(and(isNotNull(messagingWebhookEvents.processedAt), lt(messagingWebhookEvents.processedAt, cutoff)))
      .limit(1_000);
    const rows = await db.delete(messagingWebhookEvents).where(inArray(messagingWebhookEvents.id, batch)).returning({ id: messagingWebhookEvents.id });
    deleted += rows.length;
    if (rows.length < 1_000) return deleted;
  }
}
