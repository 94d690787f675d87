import 'server-only';
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
 * Stores each event once (its id is the dedupe key: a repeat is skipped) and queues the one processing job,
 * in one transaction; returns how many were new.
 */
export async function storeWebhookEvents(provider: WebhookProvider, events: ReceivedEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  return db.transaction(async (tx) => {
    let stored = 0;
    for (let start = 0; start < events.length; start += INSERT_SLICE) {
      const rows = events.slice(start, start + INSERT_SLICE).map(({ id, event }) => ({ id, provider, payload: event }));
      const inserted = await tx.insert(messagingWebhookEvents).values(rows).onConflictDoNothing().returning({ id: messagingWebhookEvents.id });
      stored += inserted.length;
    }
    if (stored > 0) await enqueueJob(MESSAGING_WEBHOOKS_JOB, {}, { dedupeKey: MESSAGING_WEBHOOKS_DEDUPE_KEY }, tx);
    return stored;
  });
}
