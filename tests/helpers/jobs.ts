import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { runDueJobs, type RunOptions } from '@/server/composition/jobs';

// Running the durable jobs (docs/decisions/0014-durable-jobs.md) inside a test, with the same
// code the app's worker runs: whatever an action queued (mails, reservation expiry...) happens
// when the test says so.

/**
 * Runs every due job, and the jobs those queue, until none is due; returns how many ran. A job
 * that fails waits out its backoff, so it is not run again here: see makeJobsDue.
 */
export function runJobsUntilIdle(options: RunOptions = {}) {
  return runDueJobs(options);
}

/** Makes pending jobs due now (all, or one kind): their run_at, or a failed attempt's backoff, has passed. */
export async function makeJobsDue(kind?: string) {
  await db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'`, lockedUntil: null })
    .where(and(eq(jobs.status, 'pending'), kind ? eq(jobs.kind, kind) : undefined));
}

/** The jobs of one kind, oldest first. */
export function jobsOfKind(kind: string) {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.createdAt);
}
