// @postgres: a unique violation (23505) raised by the database inside a job, and how it is logged
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { pointDataDirAtTempFolder } from '../helpers/temp-data-dir';
import { db } from '@/server/db/client';
import { jobs, users } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { runDueJobs } from '@/server/jobs/worker';
import { createLogger } from '@/server/logger';

// Personal data in logs (docs/security.md): a real query fails on the real database (PGlite here,
// PostgreSQL with TEST_DATABASE_URL) with a customer's email among its parameters, inside a job.
// Neither the job's last_error nor the server's log line may carry the email.

let database: TestDatabase;
beforeAll(async () => {
  pointDataDirAtTempFolder();
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const EMAIL = `ada.obi.${randomUUID().slice(0, 8)}@example.com`;

/** The lines a logger writes, as the server's logger writes them to stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger(stream);
  // The integration suite runs with LOG_LEVEL=silent; this one logger writes.
  logger.level = 'info';
  return { logger, lines };
}

describe('a failed query with a customer’s email among its parameters', () => {
  it('leaves the email out of jobs.last_error and out of the logged line, keeping the SQL and the driver’s message', async () => {
    await db.insert(users).values({ id: randomUUID(), name: 'Ada Obi', email: EMAIL });
    let thrown: unknown;
    // The second account with that email breaks users_email_unique: PostgreSQL's detail echoes it.
    const handler = async () => {
      try {
        await db.insert(users).values({ id: randomUUID(), name: 'Ada Obi', email: EMAIL });
      } catch (error) {
        thrown = error;
        throw error;
      }
    };
    await enqueueJob('leaky', {});
    expect(await runDueJobs({ handlers: { leaky: handler } })).toBe(1);

    const [job] = await db.select().from(jobs).where(eq(jobs.kind, 'leaky'));
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.lastError).toMatch(/^Failed query: insert into "users"/);
    expect(job!.lastError).toMatch(/duplicate key value violates unique constraint/);
    expect(job!.lastError).not.toContain(EMAIL);

    // The very error the handler met, logged as the worker logs it.
    expect(String((thrown as Error).message)).toContain(EMAIL);
    const { logger, lines } = capturedLogger();
    logger.error({ jobId: job!.id, err: thrown }, 'Job failed');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { err: { message: string; query: string; cause: { code: string; message: string } } };
    expect(lines[0]).not.toContain(EMAIL);
    expect(line.err.query).toMatch(/^insert into "users"/);
    expect(line.err.cause).toMatchObject({ code: '23505', message: expect.stringMatching(/users_email/) });
  });
});
