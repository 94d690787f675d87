import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db, queryRows, type Database, type Transaction } from '@/server/db/client';
import { jobs } from '@/server/db/schema';

// The durable job queue (docs/decisions/0014-durable-jobs.md): a table, claimed with
// FOR UPDATE SKIP LOCKED and a lease. Enqueue inside the transaction that makes the work
// necessary, so the job exists exactly when the change it follows committed.

export type JobRow = typeof jobs.$inferSelect;

export type EnqueueOptions = {
  /** Not before then (default: now). */
  runAt?: Date;
  /** At most one pending job per key: a second enqueue with the same key is ignored. */
  dedupeKey?: string;
  maxAttempts?: number;
};

/** How long a claimed job belongs to its worker; a process killed mid-job is retried after it. */
export const JOB_LEASE_MS = 60_000;

export async function enqueueJob(
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
  database: Database | Transaction = db,
): Promise<void> {
  // Raw SQL: the conflict target is a partial unique index, which Drizzle's builder cannot name.
  await database.execute(sql`
    insert into ${jobs} (kind, payload, dedupe_key, run_at, max_attempts)
    values (${kind}, ${JSON.stringify(payload)}::jsonb, ${options.dedupeKey ?? null},
            ${(options.runAt ?? new Date()).toISOString()}::timestamptz, ${options.maxAttempts ?? 8})
    on conflict (dedupe_key) where status = 'pending' do nothing`);
}

/** Claims up to `limit` due jobs for this worker; another worker skips them until the lease ends. */
export async function claimDueJobs(limit: number, leaseMs = JOB_LEASE_MS): Promise<JobRow[]> {
  const rows = await queryRows<Record<string, unknown>>(sql`
    update ${jobs} set attempts = attempts + 1, locked_until = now() + ${`${leaseMs} milliseconds`}::interval
    where id in (
      select id from ${jobs}
      where status = 'pending' and run_at <= now() and (locked_until is null or locked_until < now())
      order by run_at
      limit ${limit}
      for update skip locked)
    returning id`);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => String(row.id));
  return db.select().from(jobs).where(sql`${jobs.id} in ${ids}`);
}

export async function completeJob(id: string) {
  await db.update(jobs).set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null }).where(eq(jobs.id, id));
}

/** Backoff: 10 s, 40 s, 2.5 min, 10 min... capped at an hour. */
export function retryDelayMs(attempts: number) {
  return Math.min(10_000 * 4 ** Math.max(0, attempts - 1), 3_600_000);
}

export async function failJob(job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const finalAttempt = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      finalAttempt
        ? { status: 'failed', finishedAt: new Date(), lockedUntil: null, lastError: message }
        : { runAt: new Date(Date.now() + retryDelayMs(job.attempts)), lockedUntil: null, lastError: message },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'pending')));
}
