import 'server-only';
import { ZodError } from 'zod';
import { getEnv } from '@/server/env';
import { logger } from '@/server/logger';
import { RunJobLater } from './job-errors';
import { claimDueJobs, completeJob, failJob, JOB_LEASE_MS, postponeJob, type ClaimedJob } from './queue';
import { jobHandlers, type JobHandler } from './registry';

// The job worker (docs/decisions/0014-durable-jobs.md): every app process runs one, started by
// src/instrumentation.ts. It claims one due job at a time, so a job's lease starts when its
// work does, runs it, and settles it: done, retried after a backoff, or failed for good. On the
// embedded database it shares the process's one connection; on PostgreSQL several instances
// claim side by side and FOR UPDATE SKIP LOCKED gives each job to one of them.

/**
 * How long the worker waits on one job. Well inside the lease, so a job still running when it
 * gives up is not yet anyone else's; the job is then left to its lease and retried, as if this
 * process had died (handlers bound their own waits: SMTP and Paystack calls time out sooner).
 */
export const JOB_TIMEOUT_MS = 2 * 60_000;

export type RunOptions = {
  handlers?: Readonly<Record<string, JobHandler>>;
  leaseMs?: number;
  timeoutMs?: number;
  /** Checked between jobs: a stopping worker finishes the job in hand and claims no more. */
  shouldStop?: () => boolean;
};

/** Claims and runs due jobs, one at a time, until none is due; returns how many ran. */
export async function runDueJobs({ handlers = jobHandlers, leaseMs = JOB_LEASE_MS, timeoutMs = JOB_TIMEOUT_MS, shouldStop }: RunOptions = {}) {
  let ran = 0;
  while (!shouldStop?.()) {
    const [job] = await claimDueJobs(1, leaseMs);
    if (!job) break;
    await runJob(job, handlers, timeoutMs);
    ran += 1;
  }
  return ran;
}

class JobTimedOut extends Error {}

function withTimeout(work: Promise<void>, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new JobTimedOut(`Still running after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}

async function runJob(job: ClaimedJob, handlers: Readonly<Record<string, JobHandler>>, timeoutMs: number) {
  const context = { jobId: job.id, kind: job.kind, attempt: job.attempts };
  const handler = handlers[job.kind];
  try {
    // Unknown kinds are retried like any failure: during a rolling deploy a newer instance may know them.
    if (!handler) throw new Error(`No handler for job kind '${job.kind}' in this version of the app`);
    const work = handler(job.payload);
    // A handler we stopped waiting for may still fail later; that must not crash the process.
    work.catch(() => {});
    await withTimeout(work, timeoutMs);
  } catch (error) {
    if (error instanceof RunJobLater) return postponeJob(job, error.runAt);
    if (error instanceof JobTimedOut) {
      logger.error(context, 'Job still running at its timeout: left to be retried when its lease ends');
      return;
    }
    // A payload that does not parse never will: failed at once, not retried.
    const final = error instanceof ZodError;
    logger[final || job.attempts >= job.maxAttempts ? 'error' : 'warn']({ ...context, err: error }, 'Job failed');
    return failJob(job, error, { final });
  }
  if (!(await completeJob(job))) logger.warn(context, 'Job finished after its lease was taken over; left to the other worker');
}

export type JobWorker = { stop: () => Promise<void> };

declare global {
  var __storeJobWorker: JobWorker | undefined;
}

/** How long stop() waits for the job in hand before the process moves on to closing the database. */
const STOP_GRACE_MS = 10_000;

/**
 * Starts this process's worker (once: a second call returns the running one). It polls every
 * JOB_POLL_INTERVAL_MS, never keeps the process alive on its own, and stop() lets the job in
 * hand finish (up to a grace period) before the caller closes the database.
 */
export function startJobWorker({
  pollIntervalMs = getEnv().JOB_POLL_INTERVAL_MS,
  ...run
}: { pollIntervalMs?: number } & Pick<RunOptions, 'leaseMs' | 'timeoutMs'> = {}): JobWorker {
  if (globalThis.__storeJobWorker) return globalThis.__storeJobWorker;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      round = runDueJobs({ ...run, shouldStop: () => stopping })
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
