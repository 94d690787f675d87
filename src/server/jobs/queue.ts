import 'server-only';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { getEnv } from '@/server/env';
import { db, type Database, type Transaction } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { safeErrorText } from '@/server/safe-error';

// The durable job queue (docs/decisions/0014-durable-jobs.md): a table, claimed with
// FOR UPDATE SKIP LOCKED and a lease. Enqueue inside the transaction that makes the work
// necessary, so the job exists exactly when the change it follows committed.

export type JobRow = typeof jobs.$inferSelect;
/** What a claim hands the worker: the row as claimed; `attempts` identifies this claim. */
export type ClaimedJob = Pick<JobRow, 'id' | 'kind' | 'payload' | 'attempts' | 'maxAttempts'>;

export type EnqueueOptions = {
  /** Not before then (default: now). */
  runAt?: Date;
  /** At most one pending job per key: a second enqueue with the same key is ignored. */
  dedupeKey?: string;
  maxAttempts?: number;
};

/**
 * How long a claimed job belongs to its worker; a process killed mid-job leaves it to be
 * taken up again once this has passed. The worker gives up waiting on a job well before
 * (JOB_TIMEOUT_MS in worker.ts), so a live worker never loses a job it is still running.
 */
export const JOB_LEASE_MS = 5 * 60_000;

const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * For work that must never give up (ending a reservation): retried at the capped backoff for as
 * long as it takes. The column's largest value, so the attempt count never reaches it.
 */
export const UNLIMITED_ATTEMPTS = 2_147_483_647;

/** Adds a job; returns false when a pending job with the same dedupe key already exists. */
export async function enqueueJob(
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
  database: Database | Transaction = db,
): Promise<boolean> {
  // Raw SQL: the conflict target is a partial unique index, which Drizzle's builder cannot name.
  const result = (await database.execute(sql`
    insert into ${jobs} (kind, payload, dedupe_key, run_at, max_attempts)
    values (${kind}, ${JSON.stringify(payload)}::jsonb, ${options.dedupeKey ?? null},
            ${(options.runAt ?? new Date()).toISOString()}::timestamptz, ${options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS})
    on conflict (dedupe_key) where status = 'pending' do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

/**
 * Frees `dedupeKey` from a job a worker has claimed (pending, leased), so a change committed while it runs
 * queues a job of its own instead of being merged into one that may already have read: the dedupe is for
 * jobs still waiting, not running. Called by a handler as it starts, before it reads anything, or by the
 * one queueing, in its transaction.
 */
export async function freeClaimedDedupeKey(dedupeKey: string, database: Database | Transaction = db) {
  await database
    .update(jobs)
    .set({ dedupeKey: null })
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'pending'), sql`${jobs.lockedUntil} > now()`));
}

/**
 * Whether a job of `kind` for `payload` whose dedupe key was freed (freeClaimedDedupeKey) is running: the
 * job queued since for the same work waits for it (its handler throws to be retried), so the two never run
 * at once.
 */
export async function freedTwinRunning(kind: string, payload: Record<string, unknown>): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload} @> ${JSON.stringify(payload)}::jsonb`, eq(jobs.status, 'pending'), isNull(jobs.dedupeKey), sql`${jobs.lockedUntil} > now()`))
    .limit(1);
  return row !== undefined;
}

/**
 * Jobs still waiting (pending) whose dedupe key is one of `dedupeKeys` run now instead of at their time:
 * a job waiting out its backoff after a transient failure, once an admin asks to retry at once. A job a
 * worker holds keeps its lease. In the caller's transaction when given.
 */
export async function runPendingJobsNow(dedupeKeys: string[], database: Database | Transaction = db) {
  await database
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(inArray(jobs.dedupeKey, dedupeKeys), eq(jobs.status, 'pending')));
}

/**
 * Cancels the jobs of `kind` (one or several) still waiting for `subject`: those whose payload has each
 * of `subject`'s fields as text (`{ orderId }`: the order's reminders). The work they would do is no
 * longer wanted (a balance paid, a reservation ended); jobs done or failed stay as the record of what ran.
 * In the caller's transaction when given.
 */
export async function cancelPendingJobs(
  kind: string | string[],
  subject: Record<string, string>,
  database: Database | Transaction = db,
) {
  const fields = Object.entries(subject).map(([field, value]) => sql`${jobs.payload}->>${field}::text = ${value}`);
  await database
    .delete(jobs)
    .where(and(eq(jobs.status, 'pending'), inArray(jobs.kind, typeof kind === 'string' ? [kind] : kind), ...fields));
}

/**
 * Erasing a person (docs/security.md, "The shopper's data"): deletes the jobs that would mail them or name
 * them, waiting or finished: a mail to `email` (the payload's `to` or `email`, in any case) and anything for
 * the account `userId` (the payload's `userId`). `pendingToEmail: false` keeps the mails still waiting to go
 * to an address not proved theirs (it may be the real owner's); a sent one is only a copy of what went out.
 */
export async function deleteJobsNaming(
  person: { email: string; userId: string | null; pendingToEmail: boolean },
  database: Database | Transaction = db,
) {
  const toAddress = sql`(lower(${jobs.payload}->>'to') = lower(${person.email}) or lower(${jobs.payload}->>'email') = lower(${person.email}))`;
  const forAccount = person.userId ? sql`${jobs.payload}->>'userId' = ${person.userId}` : undefined;
  const addressed = person.pendingToEmail ? toAddress : sql`(${toAddress} and ${jobs.status} <> 'pending')`;
  await database.delete(jobs).where(or(addressed, forAccount)!);
}

/**
 * Claims up to `limit` due jobs for this worker in one statement. Rows another worker holds
 * (locked by its claim, or leased and not yet expired) are skipped, so two instances on one
 * PostgreSQL never claim the same job; each claim counts as an attempt.
 */
export async function claimDueJobs(limit: number, leaseMs = JOB_LEASE_MS): Promise<ClaimedJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`))))
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(inArray(jobs.id, due))
    .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
}

/**
 * This claim's own row: still pending and not claimed again since (a claim bumps attempts).
 * A worker whose lease ran out and whose job another worker took up must not settle it.
 */
function stillOurs(job: Pick<ClaimedJob, 'id' | 'attempts'>) {
  return and(eq(jobs.id, job.id), eq(jobs.status, 'pending'), eq(jobs.attempts, job.attempts));
}

/**
 * Keeps the claim's lease for another `leaseMs` while its handler still runs, so no other worker
 * takes the job up meanwhile. Returns false when the claim had been lost.
 */
export async function extendLease(job: Pick<ClaimedJob, 'id' | 'attempts'>, leaseMs = JOB_LEASE_MS): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** The claim's handler has stopped: the job may be claimed again once due (a timed-out attempt's backoff). */
export async function releaseLease(job: Pick<ClaimedJob, 'id' | 'attempts'>) {
  await db.update(jobs).set({ lockedUntil: null }).where(stillOurs(job));
}

/** Returns false when the claim had been lost (see stillOurs). */
export async function completeJob(job: Pick<ClaimedJob, 'id' | 'attempts'>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Backoff: 10 s, 40 s, 2.7 min, 10.7 min... capped at an hour. */
export function retryDelayMs(attempts: number) {
  return Math.min(10_000 * 4 ** Math.max(0, attempts - 1), 3_600_000);
}

/** What jobs.last_error keeps: never the values of a failed query (src/server/safe-error.ts, docs/security.md). */
function errorText(error: unknown) {
  return safeErrorText(error);
}

/**
 * A failed attempt: retried after the backoff, or failed for good once its attempts are spent
 * (or at once when `final`, for work that can never succeed, such as a malformed payload).
 * `keepLease`: the handler is still running (it passed its timeout), so the lease stays with this
 * worker until releaseLease; the retry waits for both the backoff and the handler to stop.
 */
export async function failJob(
  job: Pick<ClaimedJob, 'id' | 'attempts' | 'maxAttempts'>,
  error: unknown,
  { final = false, keepLease = false } = {},
) {
  const lastError = errorText(error).slice(0, 2_000);
  const giveUp = final || job.attempts >= job.maxAttempts;
  const lease = keepLease ? {} : { lockedUntil: null };
  await db
    .update(jobs)
    .set(
      giveUp
        ? { status: 'failed', finishedAt: new Date(), lastError, ...lease }
        : { runAt: new Date(Date.now() + retryDelayMs(job.attempts)), lastError, ...lease },
    )
    .where(stillOurs(job));
}

/**
 * Puts the job back to wait until `runAt` without counting the attempt: the work is not due
 * yet (a reservation whose due time moved), which is no failure.
 */
export async function postponeJob(job: Pick<ClaimedJob, 'id' | 'attempts'>, runAt: Date) {
  await db
    .update(jobs)
    .set({ runAt, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
    .where(stillOurs(job));
}

/**
 * Deletes jobs that finished (done or failed) more than `retentionDays` ago, a batch at a time:
 * a sent mail's job holds the whole mail, a failed job its error, and neither is needed for long.
 * Returns how many went.
 */
export async function deleteFinishedJobs(retentionDays = getEnv().JOB_RETENTION_DAYS): Promise<number> {
  const cutoff = sql`now() - ${`${retentionDays} days`}::interval`;
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, cutoff)))
      .limit(1_000);
    const rows = await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
    deleted += rows.length;
    if (rows.length < 1_000) return deleted;
  }
}
