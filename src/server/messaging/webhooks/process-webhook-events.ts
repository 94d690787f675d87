import 'server-only';
import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { messagingWebhookEvents } from '@/server/db/schema';
import { enqueueJob, freeClaimedDedupeKey } from '@/server/jobs/queue';
import type { JobHandler } from '@/server/jobs/job-handler';
import { JOB_TIMEOUT_MS } from '@/server/jobs/worker';
import { logger } from '@/server/logger';
import { applyStatus } from './apply-status';
import { applyInbound, applyPreference } from './apply-inbound';
import { applyTemplate } from './apply-template';
import { MESSAGING_WEBHOOKS_DEDUPE_KEY, MESSAGING_WEBHOOKS_JOB } from './store-webhook-events';
import type { WebhookEvent } from './webhook-events';

// The job that processes stored webhook events (docs/decisions/0080-whatsapp-and-sms-order-updates.md).
// Events are applied and marked processed in groups, each one transaction, taken with SKIP LOCKED, so two
// workers never apply one twice and a worker killed mid-way leaves the rest for the next run. Every applier is
// written so that the order events are applied in does not change the end state.

const BATCH = 500;
/** Events applied in one transaction. */
const GROUP = 50;

/**
 * A status for a message the shop does not know yet may have overtaken the send that is still storing its
 * id: it waits and is tried again for this long, then is set aside as a message sent by other means.
 */
const UNKNOWN_MESSAGE_WAIT_MS = 10 * 60_000;
const RETRY_UNKNOWN_AFTER_MS = 30_000;
/** One run's share of a backlog: half the worker's timeout (JOB_TIMEOUT_MS), then the next run goes on. */
const RUN_FOR_MS = JOB_TIMEOUT_MS / 2;

type Outcome = 'done' | 'wait';

async function apply(tx: Transaction, event: WebhookEvent, receivedAt: Date): Promise<Outcome> {
  switch (event.kind) {
    case 'status':
      if (await applyStatus(tx, event)) return 'done';
      if (Date.now() - receivedAt.getTime() < UNKNOWN_MESSAGE_WAIT_MS) return 'wait';
      logger.info({ providerMessageId: event.providerMessageId }, 'Messaging status for a message the shop did not send; set aside');
      return 'done';
    case 'inbound':
      await applyInbound(tx, event);
      return 'done';
    case 'preference':
      await applyPreference(tx, event);
      return 'done';
    case 'template':
      await applyTemplate(tx, event);
      return 'done';
  }
}

/** When the event happened, so that a customer's STOP and START apply in the order they wrote them. */
const byEventTime = (a: { payload: unknown }, b: { payload: unknown }) => (a.payload as WebhookEvent).at.localeCompare((b.payload as WebhookEvent).at);

/**
 * Applies the stored events `ids` that no other worker holds or already applied, in one transaction, and
 * marks those done as processed; returns how many wait for their message. One round trip per event instead
 * of a transaction each (the bench's rate).
 */
function processGroup(ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: messagingWebhookEvents.id, payload: messagingWebhookEvents.payload, receivedAt: messagingWebhookEvents.receivedAt })
      .from(messagingWebhookEvents)
      .where(and(inArray(messagingWebhookEvents.id, ids), isNull(messagingWebhookEvents.processedAt)))
      .for('update', { skipLocked: true });
    const done: string[] = [];
    for (const row of rows.toSorted(byEventTime)) {
      if ((await apply(tx, row.payload as WebhookEvent, row.receivedAt)) === 'done') done.push(row.id);
    }
    if (done.length > 0) await tx.update(messagingWebhookEvents).set({ processedAt: sql`now()` }).where(inArray(messagingWebhookEvents.id, done));
    return rows.length - done.length;
  });
}

/** A group that failed is applied event by event, so one event that cannot be applied holds up no other. */
async function processGroupOrEach(ids: string[]): Promise<number> {
  try {
    return await processGroup(ids);
  } catch (error) {
    if (ids.length === 1) throw error;
    let waiting = 0;
    for (const id of ids) waiting += await processGroup([id]);
    return waiting;
  }
}

export const processMessagingWebhooks: JobHandler = async (_payload, { signal }) => {
  // Events stored from here on queue a job of their own: this one may already have passed them.
  await freeClaimedDedupeKey(MESSAGING_WEBHOOKS_DEDUPE_KEY);
  const deadline = Date.now() + RUN_FOR_MS;
  let after = '';
  let waiting = 0;
  for (;;) {
    if (Date.now() > deadline || signal.aborted) {
      // A backlog is left to the next run, well before the worker's timeout would abort this one.
      await enqueueJob(MESSAGING_WEBHOOKS_JOB, {}, { dedupeKey: MESSAGING_WEBHOOKS_DEDUPE_KEY });
      break;
    }
    const batch = await db
      .select({ id: messagingWebhookEvents.id, payload: messagingWebhookEvents.payload })
      .from(messagingWebhookEvents)
      .where(and(isNull(messagingWebhookEvents.processedAt), gt(messagingWebhookEvents.id, after)))
      .orderBy(asc(messagingWebhookEvents.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const ids = batch.toSorted(byEventTime).map((row) => row.id);
    for (let start = 0; start < ids.length; start += GROUP) waiting += await processGroupOrEach(ids.slice(start, start + GROUP));
  }
  if (waiting > 0) {
    await enqueueJob(MESSAGING_WEBHOOKS_JOB, {}, { dedupeKey: `${MESSAGING_WEBHOOKS_DEDUPE_KEY}:unknown`, runAt: new Date(Date.now() + RETRY_UNKNOWN_AFTER_MS) });
  }
};
