import 'server-only';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { messagingWebhookEvents } from '@/server/db/schema';
import { enqueueJob, freeClaimedDedupeKey } from '@/server/jobs/queue';
import type { JobHandler } from '@/server/jobs/job-handler';
import { logger } from '@/server/logger';
import { applyStatus } from './apply-status';
import { applyInbound, applyPreference } from './apply-inbound';
import { applyTemplate } from './apply-template';
import { MESSAGING_WEBHOOKS_DEDUPE_KEY, MESSAGING_WEBHOOKS_JOB } from './store-webhook-events';
import type { WebhookEvent } from './webhook-events';

// The job that processes stored webhook events (docs/decisions/0080-whatsapp-and-sms-order-updates.md).
// Each event is applied and marked processed in one transaction, taken with SKIP LOCKED, so two workers
// never apply one twice and a worker killed mid-way leaves the rest for the next run. Every applier is
// written so that the order events are applied in does not change the end state.

const BATCH = 500;

/**
 * A status for a message the shop does not know yet may have overtaken the send that is still storing its
 * id: it waits and is tried again for this long, then is set aside as a message sent by other means.
 */
const UNKNOWN_MESSAGE_WAIT_MS = 10 * 60_000;
const RETRY_UNKNOWN_AFTER_MS = 30_000;

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

/** Applies one stored event unless another worker holds or already applied it; 'wait' leaves it for later. */
function processEvent(id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payload: messagingWebhookEvents.payload, receivedAt: messagingWebhookEvents.receivedAt })
      .from(messagingWebhookEvents)
      .where(and(eq(messagingWebhookEvents.id, id), isNull(messagingWebhookEvents.processedAt)))
      .for('update', { skipLocked: true });
    if (!row) return 'done';
    const outcome = await apply(tx, row.payload as WebhookEvent, row.receivedAt);
    if (outcome === 'done') await tx.update(messagingWebhookEvents).set({ processedAt: sql`now()` }).where(eq(messagingWebhookEvents.id, id));
    return outcome;
  });
}

/** When the event happened, so that a batch applies a customer's STOP and START in the order they wrote them. */
const eventTime = (payload: unknown) => (payload as WebhookEvent).at;

export const processMessagingWebhooks: JobHandler = async () => {
  // Events stored from here on queue a job of their own: this one may already have passed them.
  await freeClaimedDedupeKey(MESSAGING_WEBHOOKS_DEDUPE_KEY);
  let after = '';
  let waiting = 0;
  for (;;) {
    const batch = await db
      .select({ id: messagingWebhookEvents.id, payload: messagingWebhookEvents.payload })
      .from(messagingWebhookEvents)
      .where(and(isNull(messagingWebhookEvents.processedAt), gt(messagingWebhookEvents.id, after)))
      .orderBy(asc(messagingWebhookEvents.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    for (const { id } of batch.toSorted((a, b) => eventTime(a.payload).localeCompare(eventTime(b.payload)))) {
      if ((await processEvent(id)) === 'wait') waiting += 1;
    }
  }
  if (waiting > 0) {
    await enqueueJob(MESSAGING_WEBHOOKS_JOB, {}, { dedupeKey: `${MESSAGING_WEBHOOKS_DEDUPE_KEY}:unknown`, runAt: new Date(Date.now() + RETRY_UNKNOWN_AFTER_MS) });
  }
};
