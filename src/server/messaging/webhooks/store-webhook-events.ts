import 'server-only';
import { and, isNull, lt, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { messagingWebhookEvents } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import type { ReceivedEvent, WebhookProvider } from './webhook-events';

// A webhook's events are stored and handed to the queue, never processed in the request
// (docs/decisions/0080-whatsapp-and-sms-order-updates.md): the provider gets its 200 in the time of one
// insert, and a slow database read or a fallback send cannot make it time out and send everything again.

export const MESSAGING_WEBHOOKS_JOB = 'messaging-webhooks';

/** One job waits for all the events stored meanwhile: a burst of webhooks is processed in batches. */
export const MESSAGING_WEBHOOKS_DEDUPE_KEY = 'messaging-webhooks';

/** A POST carries at most this many (Meta batches up to 1,000 updates); more are inserted in slices. */
const INSERT_SLICE = 500;

/**
 * Stores each event once (its id is the dedupe key: a repeat is skipped) and queues the one processing job;
 * returns how many were new. Two statements, not one transaction: a job queued inside the insert's
 * transaction would hold its dedupe key until the commit, and every webhook arriving meanwhile would wait
 * on it (the bench's 1,000 a second became 110). A process killed between the two leaves its events for
 * the next webhook's job, or for the worker's maintenance (requeueUnprocessedEvents).
 */
export async function storeWebhookEvents(provider: WebhookProvider, events: ReceivedEvent[]): Promise<number> {
  let stored = 0;
  for (let start = 0; start < events.length; start += INSERT_SLICE) {
    const rows = events.slice(start, start + INSERT_SLICE).map(({ id, event }) => ({ id, provider, payload: event }));
    const inserted = await db.insert(messagingWebhookEvents).values(rows).onConflictDoNothing().returning({ id: messagingWebhookEvents.id });
    stored += inserted.length;
  }
  if (stored > 0) await queueProcessing();
  return stored;
}

const queueProcessing = () => enqueueJob(MESSAGING_WEBHOOKS_JOB, {}, { dedupeKey: MESSAGING_WEBHOOKS_DEDUPE_KEY });

/** Events waiting this long were left without a job (a process killed between storing and queueing). */
const UNPROCESSED_GRACE = '1 minute';

/** Maintenance: queues the processing job when events wait unprocessed past the grace; returns 1 when it did. */
export async function requeueUnprocessedEvents(): Promise<number> {
  const [waiting] = await db
    .select({ id: messagingWebhookEvents.id })
    .from(messagingWebhookEvents)
    .where(and(isNull(messagingWebhookEvents.processedAt), lt(messagingWebhookEvents.receivedAt, sql`now() - ${UNPROCESSED_GRACE}::interval`)))
    .limit(1);
  if (!waiting) return 0;
  return (await queueProcessing()) ? 1 : 0;
}
