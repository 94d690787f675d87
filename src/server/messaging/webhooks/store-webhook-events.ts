import 'server-only';
import { and, isNull, lt, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { messagingWebhookEvents } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import type { ReceivedEvent, WebhookProvider } from './webhook-events';

// A webhook's events are stored and handed to the queue, never processed in the request
// (docs/decisions/0080-whatsapp-and-sms-order-updates.md): the provider gets its 200 once its events are
// written, and a slow database read or a fallback send cannot make it time out and send everything again.
//
// Written in groups: the events of every webhook that arrives while one write is under way wait for the
// next, which stores them all in one insert and queues the processing job once. Each request is still
// answered only after its own events are in the database (nothing acknowledged is lost), but a burst
// costs a few statements rather than two per webhook (the bench's 1,000 a second, docs/benchmarks.md).

export const MESSAGING_WEBHOOKS_JOB = 'messaging-webhooks';

/** One job waits for all the events stored meanwhile: a burst of webhooks is processed in batches. */
export const MESSAGING_WEBHOOKS_DEDUPE_KEY = 'messaging-webhooks';

/** Rows a statement inserts at most (Meta batches up to 1,000 updates in one POST). */
const INSERT_SLICE = 500;

type Row = { id: string; provider: WebhookProvider; payload: ReceivedEvent['event'] };
type Waiting = { rows: Row[]; settle: (outcome: { stored: number } | { error: unknown }) => void };

let waiting: Waiting[] = [];
let writing = false;

/**
 * Stores each event once (its id is the dedupe key: a repeat is skipped) and queues the one processing job;
 * resolves with how many of these events were new, once they are written. The insert and the queueing are
 * two statements, not one transaction: a job queued inside the insert's transaction would hold its dedupe
 * key until the commit. A process killed between the two leaves its events for the next webhook's job, or
 * for the worker's maintenance (requeueUnprocessedEvents).
 */
export function storeWebhookEvents(provider: WebhookProvider, events: ReceivedEvent[]): Promise<number> {
  if (events.length === 0) return Promise.resolve(0);
  const rows = events.map(({ id, event }) => ({ id, provider, payload: event }));
  return new Promise((resolve, reject) => {
    waiting.push({ rows, settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.stored)) });
    // Started after this turn of the event loop, so the webhooks read in the same turn share the write.
    if (!writing) {
      writing = true;
      setImmediate(writeWaiting);
    }
  });
}

/** Writes every waiting group, then the ones that arrived meanwhile, until none waits. */
async function writeWaiting() {
  while (waiting.length > 0) {
    const group = waiting;
    waiting = [];
    try {
      const newIds = await insertRows(group.flatMap((entry) => entry.rows));
      if (newIds.size > 0) await queueProcessing();
      for (const entry of group) entry.settle({ stored: countNew(entry.rows, newIds) });
    } catch (error) {
      for (const entry of group) entry.settle({ error });
    }
  }
  writing = false;
}

async function insertRows(rows: Row[]): Promise<Set<string>> {
  const newIds = new Set<string>();
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    const inserted = await db.insert(messagingWebhookEvents).values(rows.slice(start, start + INSERT_SLICE)).onConflictDoNothing().returning({ id: messagingWebhookEvents.id });
    for (const { id } of inserted) newIds.add(id);
  }
  return newIds;
}

/** A request's share of the new rows; an id two requests of one group carried counts for the first. */
function countNew(rows: Row[], newIds: Set<string>) {
  let count = 0;
  for (const { id } of rows) if (newIds.delete(id)) count += 1;
  return count;
}

const queueProcessing = () => enqueueJob(MESSAGING_WEBHOOKS_JOB, {}, { dedupeKey: MESSAGING_WEBHOOKS_DEDUPE_KEY });

/** Events waiting this long were left without a job (a process killed between storing and queueing). */
const UNPROCESSED_GRACE = '1 minute';

/** Maintenance: queues the processing job when events wait unprocessed past the grace; returns 1 when it did. */
export async function requeueUnprocessedEvents(): Promise<number> {
  const [waitingEvent] = await db
    .select({ id: messagingWebhookEvents.id })
    .from(messagingWebhookEvents)
    .where(and(isNull(messagingWebhookEvents.processedAt), lt(messagingWebhookEvents.receivedAt, sql`now() - ${UNPROCESSED_GRACE}::interval`)))
    .limit(1);
  if (!waitingEvent) return 0;
  return (await queueProcessing()) ? 1 : 0;
}
