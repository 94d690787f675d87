import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import type { MessageState } from '@/lib/messaging/message-states';

// What the send job writes on a message (docs/decisions/0080-whatsapp-and-sms-order-updates.md). Every write
// is fenced on the message still being queued with no provider id: a message is settled once.

export type QueuedMessage = typeof messages.$inferSelect;

export async function loadMessage(messageId: string): Promise<QueuedMessage | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row ?? null;
}

/** Still to be sent: queued, and no provider ever accepted it. */
export function stillQueued(message: Pick<QueuedMessage, 'state' | 'providerMessageId'>) {
  return message.state === 'queued' && message.providerMessageId === null;
}

/** Longer than a job may run (JOB_TIMEOUT_MS, src/server/jobs/worker.ts): a claim outlives its job only if the process died. */
const CLAIM_MS = 3 * 60_000;

/**
 * Claims the queued message for this job while it calls the provider; null when another job holds it (or
 * it is no longer queued). The claim's time is its token: only this job releases it.
 */
export async function claimMessage(messageId: string): Promise<Date | null> {
  const until = new Date(Date.now() + CLAIM_MS);
  const rows = await db
    .update(messages)
    .set({ claimedUntil: until })
    .where(and(queued(messageId), or(isNull(messages.claimedUntil), lt(messages.claimedUntil, sql`now()`))))
    .returning({ id: messages.id });
  return rows.length === 1 ? until : null;
}

export async function releaseClaim(messageId: string, claim: Date) {
  await db.update(messages).set({ claimedUntil: null }).where(and(eq(messages.id, messageId), eq(messages.claimedUntil, claim)));
}

function queued(id: string) {
  return and(eq(messages.id, id), eq(messages.state, 'queued'), isNull(messages.providerMessageId));
}


/** The provider accepted it: its id is what the delivery webhooks name. */
export async function markAccepted(messageId: string, changes: { providerMessageId: string; body?: string; channel?: 'whatsapp' | 'sms' }) {
  await db
    .update(messages)
    .set({ ...changes, state: 'accepted', stateAt: new Date(), errorCode: null, errorReason: null })
    .where(queued(messageId));
}

/** A final state the shop decided (not sent, or refused by the provider), with why. */
export async function settleMessage(
  messageId: string,
  outcome: { state: Extract<MessageState, 'not_sent' | 'failed'>; note: string; errorCode?: string | null; errorReason?: string | null },
  database: Database | Transaction = db,
) {
  await database
    .update(messages)
    .set({ state: outcome.state, note: outcome.note, errorCode: outcome.errorCode ?? null, errorReason: outcome.errorReason ?? null, stateAt: new Date() })
    .where(queued(messageId));
}

/** Why a message is still waiting (a rate limit), for staff reading the order; it stays queued. */
export async function noteWaiting(messageId: string, errorCode: string, errorReason: string) {
  await db.update(messages).set({ errorCode, errorReason }).where(queued(messageId));
}

/** The update goes by SMS instead, on this same message, saying why. */
export async function switchToSms(messageId: string, note: string) {
  await db.update(messages).set({ channel: 'sms', note }).where(queued(messageId));
}
