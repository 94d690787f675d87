import 'server-only';
import { ZodError } from 'zod';
import { getEnv } from '@/server/env';
import { logger } from '@/server/logger';
import { RunJobLater } from './job-errors';
import { claimDueJobs, completeJob, extendLease, failJob, JOB_LEASE_MS, postponeJob, releaseLease, type ClaimedJob } from './queue';
import type { JobHandlers, JobMaintenanceTask } from './job-handler';

// The job worker (docs/decisions/0014-durable-jobs.md): every app process runs one, started by
// src/instrumentation.ts through the composition root (src/server/composition/jobs.ts), which hands
// it the table of handlers and the maintenance tasks. It claims one due job at a time, so a job's lease starts when its
// work does, runs it, and settles it: done, retried after a backoff, or failed for good. On the
// embedded database it shares the process's one connection; on PostgreSQL several instances
// claim side by side and FOR UPDATE SKIP LOCKED gives each job to one of them.

/**
 * How long one job may run. Past it the handler's signal is aborted (every outgoing request it
 * makes listens to it) and the attempt counts as failed, retried after the backoff. Until the
 * handler has actually stopped, this worker keeps renewing the job's lease, so the retry never
 * runs beside it (docs/decisions/0045-a-jobs-timeout-aborts-it.md).
 */
export const JOB_TIMEOUT_MS = 2 * 60_000;

export type RunOptions = {
  /** Which code runs each kind of job (src/server/composition/jobs.ts). */
  handlers: JobHandlers;
  leaseMs?: number;
  timeoutMs?: number;
  /** Checked between jobs: a stopping worker finishes the job in hand and claims no more. */
  shouldStop?: () => boolean;
};

/** Claims and runs due jobs, one at a time, until none is due; returns how many ran. */
export async function runDueJobs({ handlers, leaseMs = JOB_LEASE_MS, timeoutMs = JOB_TIMEOUT_MS, shouldStop }: RunOptions) {
  let ran = 0;
  while (!shouldStop?.()) {
    const [job] = await claimDueJobs(1, leaseMs);
    if (!job) break;
    await runJob(job, handlers, { timeoutMs, leaseMs });
    ran += 1;
  }
  return ran;
}

export class JobTimedOut extends Error {
  constructor(timeoutMs: number) {
    super(`Still running after ${timeoutMs} ms: stopped, to be retried`);
    this.name = 'JobTimedOut';
  }
}

type Outcome = { ok: true } | { ok: false; error: unknown };

/** Renews the claim's lease while `running` has not settled; a lost claim is only logged (the settle is fenced anyway). */
function holdLease(job: ClaimedJob, leaseMs: number, running: Promise<unknown>) {
  const renew = setInterval(() => {
    extendLease(job, leaseMs).catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'Could not renew a job lease'));
  }, Math.max(50, Math.floor(leaseMs / 3)));
  renew.unref();
  void running.finally(() => clearInterval(renew));
}

async function runJob(job: ClaimedJob, handlers: JobHandlers, { timeoutMs, leaseMs }: { timeoutMs: number; leaseMs: number }) {
  const context = { jobId: job.id, kind: job.kind, attempt: job.attempts };
  const handler = handlers[job.kind];
  const controller = new AbortController();
  // Unknown kinds are retried like any failure: during a rolling deploy a newer instance may know them.
  const running: Promise<Outcome> = (
    handler
      ? Promise.resolve().then(() => handler(job.payload, { signal: controller.signal }))
      : Promise.reject(new Error(`No handler for job kind '${job.kind}' in this version of the app`))
  ).then(
    () => ({ ok: true }) as const,
    (error: unknown) => ({ ok: false, error }) as const,
  );
  holdLease(job, leaseMs, running);

  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed-out'>((resolve) => (timer = setTimeout(() => resolve('timed-out'), timeoutMs)));
  const first = await Promise.race([running, timedOut]);
  clearTimeout(timer);

  if (first === 'timed-out') {
    const error = new JobTimedOut(timeoutMs);
    controller.abort(error);
    logger.error(context, 'Job passed its timeout: its work was told to stop, and it is retried after a backoff');
    await failJob(job, error, { keepLease: true });
    // Whatever the handler does after this is not this attempt's outcome; the lease goes once it stops.
    void running.then(() => releaseLease(job)).catch((releaseError: unknown) => logger.warn({ err: releaseError, ...context }, 'Could not release a job lease'));
    return;
  }
  if (!first.ok) return settleFailure(job, first.error, context);
  if (!(await completeJob(job))) logger.warn(context, 'Job finished after its lease was taken over; left to the other worker');
}

function settleFailure(job: ClaimedJob, error: unknown, context: Record<string, unknown>) {
  if (error instanceof RunJobLater) return postponeJob(job, error.runAt);
  // A payload that does not parse never will: failed at once, not retried.
  const final = error instanceof ZodError;
  logger[final || job.attempts >= job.maxAttempts ? 'error' : 'warn']({ ...context, err: error }, 'Job failed');
  return failJob(job, error, { final });
}

export type JobWorker = { stop: () => Promise<void> };

declare global {
  var __storeJobWorker: JobWorker | undefined;
}

/** How long stop() waits for the job in hand before the process moves on to closing the database. */
const STOP_GRACE_MS = 10_000;

/** How often each worker runs its maintenance tasks (jobMaintenance in src/server/composition/jobs.ts). */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/** Runs every maintenance task once, each on its own: one failing never stops the others. */
export async function runJobMaintenance(maintenance: ReadonlyArray<JobMaintenanceTask>) {
  for (const task of maintenance) {
    try {
      const count = await task.run();
      if (count > 0) logger.info({ count }, `Job maintenance: ${task.name}`);
    } catch (error) {
      logger.error({ err: error }, `Job maintenance failed: ${task.name}`);
    }
  }
}

/**
 * Starts this process's worker (once: a second call returns the running one). It polls every
 * JOB_POLL_INTERVAL_MS, never keeps the process alive on its own, and stop() lets the job in
 * hand finish (up to a grace period) before the caller closes the database.
 */
export function startJobWorker({
  pollIntervalMs = getEnv().JOB_POLL_INTERVAL_MS,
  maintenance,
  ...run
}: { pollIntervalMs?: number; maintenance: ReadonlyArray<JobMaintenanceTask> } & Pick<RunOptions, 'handlers' | 'leaseMs' | 'timeoutMs'>): JobWorker {
  if (globalThis.__storeJobWorker) return globalThis.__storeJobWorker;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let maintainedAt = 0;

  const maintainWhenDue = async () => {
    if (Date.now() - maintainedAt < MAINTENANCE_INTERVAL_MS) return;
    maintainedAt = Date.now();
    await runJobMaintenance(maintenance);
  };

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      // One after the other: on the embedded database the worker shares one connection.
      round = maintainWhenDue()
        .then(() => runDueJobs({ ...run, shouldStop: () => stopping }))
        .then(() => undefined)
        .catch((error: unknown) => logger.error({ err: error }, 'Job worker could not claim jobs; trying again shortly'))
        .finally(() => {
          if (!stopping) schedule(pollIntervalMs);
        });
    }, delayMs);
    timer.unref();
  };
  // Straight away: jobs left over from before a restart go out without waiting a poll.
  schedule(0);

  const worker: JobWorker = {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([round, new Promise((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS)))]);
      clearTimeout(grace);
      if (globalThis.__storeJobWorker === worker) globalThis.__storeJobWorker = undefined;
    },
  };
  globalThis.__storeJobWorker = worker;
  logger.info({ pollIntervalMs }, 'Job worker started');
  return worker;
}
