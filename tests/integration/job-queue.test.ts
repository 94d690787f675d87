// @postgres: the job queue itself: two workers claim at once with FOR UPDATE SKIP LOCKED
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { makeJobsDue } from '../helpers/jobs';
import { db } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { RunJobLater } from '@/server/jobs/job-errors';
import { claimDueJobs, completeJob, deleteFinishedJobs, enqueueJob, retryDelayMs } from '@/server/jobs/queue';
import { runDueJobs } from '@/server/composition/jobs';
import type { JobHandler } from '@/server/jobs/job-handler';
import { resetDatabase } from '../helpers/reset-database';

// The durable job queue (docs/decisions/0014-durable-jobs.md) on a real database (PGlite here,
// PostgreSQL with TEST_DATABASE_URL): what is due, retries and their backoff, the final failure,
// dedupe keys, leases, and two workers at once.

let database: TestDatabase;
beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(() => resetDatabase());

const jobRow = async (id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const onlyJob = async () => (await db.select().from(jobs))[0]!;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A handler that records the payloads it ran, failing the first `failures` times. */
function recording(failures = 0) {
  const ran: Record<string, unknown>[] = [];
  let left = failures;
  const handler: JobHandler = async (payload) => {
    ran.push(payload);
    if (left-- > 0) throw new Error('The mail server said no');
  };
  return { ran, handler };
}

describe('enqueue and claim', () => {
  it('claims a job once it is due, not before', async () => {
    await enqueueJob('test', { n: 1 }, { runAt: new Date(Date.now() + 60_000) });
    expect(await claimDueJobs(5)).toEqual([]);
    await enqueueJob('test', { n: 2 });
    const claimed = await claimDueJobs(5);
    expect(claimed).toMatchObject([{ kind: 'test', payload: { n: 2 }, attempts: 1 }]);
  });

  it('keeps one pending job per dedupe key; the key is free again once the job is done', async () => {
    expect(await enqueueJob('test', { n: 1 }, { dedupeKey: 'order:1' })).toBe(true);
    expect(await enqueueJob('test', { n: 2 }, { dedupeKey: 'order:1' })).toBe(false);
    expect(await enqueueJob('test', { n: 3 }, { dedupeKey: 'order:2' })).toBe(true);
    expect(await db.select().from(jobs)).toHaveLength(2);

    const { ran, handler } = recording();
    expect(await runDueJobs({ handlers: { test: handler } })).toBe(2);
    expect(ran).toEqual(expect.arrayContaining([{ n: 1 }, { n: 3 }]));
    expect(await enqueueJob('test', { n: 4 }, { dedupeKey: 'order:1' })).toBe(true);
  });

  it('enqueued in a transaction that rolls back, the job never exists', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob('test', { n: 1 }, {}, tx);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await db.select().from(jobs)).toEqual([]);
  });
});

describe('running jobs', () => {
  it('marks a job done, and runs the jobs a job queues in the same round', async () => {
    const done: string[] = [];
    const handlers: Record<string, JobHandler> = {
      first: async () => {
        done.push('first');
        await enqueueJob('second', {});
      },
      second: async () => {
        done.push('second');
      },
    };
    await enqueueJob('first', {});
    expect(await runDueJobs({ handlers })).toBe(2);
    expect(done).toEqual(['first', 'second']);
    expect((await db.select().from(jobs)).map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('retries a failed job after a growing backoff, then succeeds', async () => {
    const { ran, handler } = recording(2);
    await enqueueJob('test', { n: 1 });

    const before = Date.now();
    await runDueJobs({ handlers: { test: handler } });
    let job = await onlyJob();
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'The mail server said no', lockedUntil: null });
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1));
    expect(job.runAt.getTime()).toBeLessThan(Date.now() + retryDelayMs(1) + 1_000);
    // Not due again until the backoff has passed.
    expect(await runDueJobs({ handlers: { test: handler } })).toBe(0);

    await makeJobsDue();
    await runDueJobs({ handlers: { test: handler } });
    job = await onlyJob();
    expect(job).toMatchObject({ status: 'pending', attempts: 2 });
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(Date.now() + retryDelayMs(2) - 1_000);
    expect(retryDelayMs(2)).toBe(4 * retryDelayMs(1));

    await makeJobsDue();
    await runDueJobs({ handlers: { test: handler } });
    expect(await onlyJob()).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(ran).toHaveLength(3);
  });

  it('fails a job for good once its attempts are spent, keeping the last error', async () => {
    const { handler } = recording(99);
    await enqueueJob('test', {}, { maxAttempts: 2 });
    await runDueJobs({ handlers: { test: handler } });
    await makeJobsDue();
    await runDueJobs({ handlers: { test: handler } });
    const job = await onlyJob();
    expect(job).toMatchObject({ status: 'failed', attempts: 2, lastError: 'The mail server said no' });
    expect(job.finishedAt).toBeInstanceOf(Date);
    await makeJobsDue();
    expect(await runDueJobs({ handlers: { test: handler } })).toBe(0);
  });

  it('fails a kind it has no handler for with an error naming it, and a payload the handler refuses at once', async () => {
    await enqueueJob('no-such-kind', {});
    await runDueJobs({ handlers: {} });
    expect(await onlyJob()).toMatchObject({ status: 'pending', lastError: "No handler for job kind 'no-such-kind' in this version of the app" });

    await db.delete(jobs);
    await enqueueJob('send-mail', { to: 'someone@example.com' });
    await runDueJobs();
    const job = await onlyJob();
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.lastError).toMatch(/subject/);
  });

  it('puts a job that is not due yet back to wait, without counting the attempt', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await enqueueJob('test', {});
    await runDueJobs({
      handlers: {
        test: async () => {
          throw new RunJobLater(later);
        },
      },
    });
    const job = await onlyJob();
    expect(job).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null, lastError: null });
    expect(job.runAt.getTime()).toBe(later.getTime());
  });
});

describe('leases', () => {
  it('a claimed job is nobody else’s until its lease ends; then it is claimed again and the first claim can no longer settle it', async () => {
    await enqueueJob('test', {});
    const [first] = await claimDueJobs(1, 300);
    expect(first).toMatchObject({ attempts: 1 });
    expect(await claimDueJobs(1)).toEqual([]);

    await sleep(400);
    const [second] = await claimDueJobs(1);
    expect(second).toMatchObject({ id: first!.id, attempts: 2 });
    expect(await completeJob(first!)).toBe(false);
    expect(await jobRow(first!.id)).toMatchObject({ status: 'pending' });
    expect(await completeJob(second!)).toBe(true);
    expect(await jobRow(first!.id)).toMatchObject({ status: 'done' });
  });

  it('a job past its timeout is told to stop and counts as a failed attempt; it is not run again until its handler has stopped', async () => {
    await enqueueJob('test', {});
    let running = 0;
    let mostAtOnce = 0;
    const signals: AbortSignal[] = [];
    // Stops only 600 ms after it is told to: a handler slow to let go of its work.
    const handler: JobHandler = async (_payload, { signal }) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      signals.push(signal);
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => setTimeout(resolve, 600), { once: true }));
      running -= 1;
    };
    // A lease far shorter than the handler's run: without renewal it would be taken up again.
    await runDueJobs({ handlers: { test: handler }, timeoutMs: 50, leaseMs: 150 });
    expect(signals[0]?.aborted).toBe(true);
    const failed = await onlyJob();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/Still running after 50 ms/);
    // The backoff of a failed first attempt: 10 s.
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now() + 8_000);

    // Its backoff over, but the first run has not stopped: nobody may claim it, however long that takes.
    await db.update(jobs).set({ runAt: new Date(Date.now() - 1_000) });
    for (let tries = 0; tries < 4; tries++) {
      await sleep(100);
      expect(await runDueJobs({ handlers: { test: handler }, timeoutMs: 5_000, leaseMs: 150 })).toBe(0);
    }
    // Once it stops (600 ms after it was told, later on a loaded machine), its claim is let go.
    await vi.waitFor(async () => {
      expect(running).toBe(0);
      expect((await onlyJob()).lockedUntil).toBeNull();
    }, { timeout: 5_000, interval: 50 });

    // Stopped: the retry runs, once, on its own.
    const quick: JobHandler = async () => {};
    expect(await runDueJobs({ handlers: { test: quick } })).toBe(1);
    expect(await onlyJob()).toMatchObject({ status: 'done', attempts: 2 });
    expect(mostAtOnce).toBe(1);
  });

  it('a handler that stops when told frees its job at once', async () => {
    await enqueueJob('test', {});
    const handler: JobHandler = (_payload, { signal }) =>
      new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
    await runDueJobs({ handlers: { test: handler }, timeoutMs: 50, leaseMs: 60_000 });
    await sleep(50);
    const job = await onlyJob();
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(job.lastError).toMatch(/Still running after 50 ms/);
  });

  it('two workers at once run each of 40 jobs exactly once', async () => {
    for (let n = 0; n < 40; n++) await enqueueJob('test', { n });
    const ran: number[] = [];
    const handler: JobHandler = async (payload) => {
      ran.push(payload.n as number);
      await sleep(5);
    };
    const [a, b] = await Promise.all([runDueJobs({ handlers: { test: handler } }), runDueJobs({ handlers: { test: handler } })]);
    expect(a + b).toBe(40);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    const rows = await db.select().from(jobs);
    expect(rows.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
  });
});

describe('retention', () => {
  it('deletes jobs that finished more than the retention ago, and keeps newer and pending ones', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.insert(jobs).values([
      { kind: 'send-mail', payload: { to: 'amaka@example.com', text: 'old mail' }, status: 'done', finishedAt: daysAgo(15) },
      { kind: 'send-mail', payload: { to: 'amaka@example.com', text: 'old failure' }, status: 'failed', finishedAt: daysAgo(30) },
      { kind: 'send-mail', payload: { text: 'recent mail' }, status: 'done', finishedAt: daysAgo(13) },
      { kind: 'send-mail', payload: { text: 'still to send' }, status: 'pending', runAt: daysAgo(20) },
    ]);
    expect(await deleteFinishedJobs(14)).toBe(2);
    const left = await db.select({ payload: jobs.payload }).from(jobs);
    expect(left.map((job) => job.payload.text).sort()).toEqual(['recent mail', 'still to send']);
    expect(await deleteFinishedJobs(14)).toBe(0);
  });
});
