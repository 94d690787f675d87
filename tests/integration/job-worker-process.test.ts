// @postgres+pglite: two worker processes claim jobs side by side; the test branches on the database under test
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { readableMail, startSmtpSink } from '../helpers/smtp-sink';
import { jobsOfKind, runJobsUntilIdle } from '../helpers/jobs';
import { takeBankTransfers } from '../helpers/checkout';
import { closeDatabase, db, installDatabase, openPglite } from '@/server/db/client';
import { categories, orders } from '@/server/db/schema';
import { queueMail, SEND_MAIL_JOB } from '@/server/mail/mail-jobs';
import { ORDER_PLACED_MAILS_JOB } from '@/server/sales/order-placed-mails';
import { newBuyer, newCategory, newProduct, placeTestOrder } from '../helpers/factories';
import { resetDatabase } from '../helpers/reset-database';

// The job worker as separate processes (tests/helpers/job-worker-process.ts runs the worker the
// app's server runs): mails queued before a restart go out after it, a process killed with
// SIGKILL in the middle of a job leaves it to be done once after its lease, and two app
// instances on one PostgreSQL run each job once. On the embedded database this test process
// closes its PGlite before a worker process opens the same DATA_DIR (PGlite is one process at a
// time, docs/architecture.md section 2) and opens it again after that process has gone.

// The SMTP sink's port and DATA_DIR must be set before anything reads the environment.
const { smtpPort, dataDir } = await vi.hoisted(async () => {
  const { pointMailAtSmtpSink } = await import('../helpers/loopback-port');
  const port = await pointMailAtSmtpSink();
  process.env.SHOP_EMAIL = 'orders@adireliving.test';
  const { pointDataDirAtTempFolder } = await import('../helpers/temp-data-dir');
  return { smtpPort: port, dataDir: pointDataDirAtTempFolder() };
});

const root = path.resolve(import.meta.dirname, '../..');
const embedded = !process.env.TEST_DATABASE_URL;
let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  database = await createTestDatabase({ dataDir });
  smtp = await startSmtpSink(smtpPort);
  await newCategory('Sofas');
});
afterAll(async () => {
  // A test that failed half-way must not leave a worker process running.
  for (const child of running) child.kill('SIGKILL');
  await smtp.close();
  await database.dispose();
});
beforeEach(async () => {
  await resetDatabase({ keep: [categories] });
  smtp.received.length = 0;
});

/** Embedded database: this process lets go of DATA_DIR so a worker process can open it. */
async function handOver() {
  if (embedded) await closeDatabase();
}

/** Embedded database: this process opens DATA_DIR again once the worker process has gone. */
function takeBack() {
  if (embedded) installDatabase(openPglite(dataDir));
}

const running = new Set<ReturnType<typeof spawn>>();

type WorkerProcess = { ready: Promise<void>; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>; stderr: () => string; kill: (signal: NodeJS.Signals) => void };

function startWorkerProcess(env: Record<string, string> = {}): WorkerProcess {
  // tsx as a loader in this one process, not its CLI, which runs the script in a child of its
  // own: a SIGKILL must reach the process that holds the job.
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', 'tests/helpers/job-worker-process.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.url ?? '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    void exited.then(() => reject(new Error(`The worker process exited before it was ready: ${stderr}`)));
  });
  ready.catch(() => {});
  return { ready, exited, stderr: () => stderr, kill: (signal) => child.kill(signal) };
}

/** An SMTP server that takes the connection and never answers: a send hangs there mid-job. */
async function startBlackHole() {
  let connected: () => void = () => {};
  const connection = new Promise<void>((resolve) => (connected = resolve));
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connection,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, timeoutMs = 30_000) {
  for (const start = Date.now(); Date.now() - start < timeoutMs; await sleep(50)) if (check()) return;
  throw new Error(`Timed out waiting for ${what}`);
}

const subjects = () => smtp.received.map((mail) => /^Subject: (.*)$/m.exec(readableMail(mail.raw))?.[1]?.trim());

describe('jobs across processes', () => {
  it('mails queued before a restart are sent by the next process, and a stopped worker lets its process close cleanly', async () => {
    const { id: buyer } = await newBuyer();
    const sofa = await newProduct({ name: 'Ikoyi Velvet Sofa', stockQuantity: 2 });
    await takeBankTransfers();
    const placed = await placeTestOrder([{ productId: sofa.id, quantity: 1, unitPriceKobo: 450_000_00 }], { buyer: { id: buyer } });
    // The process that placed the order stops before its mails went out.
    expect(smtp.received).toHaveLength(0);
    await handOver();

    const next = startWorkerProcess();
    await next.ready;
    await until(() => smtp.received.length === 2, 'the order mails');
    next.kill('SIGTERM');
    expect(await next.exited).toEqual({ code: 0, signal: null });

    takeBack();
    expect(smtp.received.map((mail) => mail.to[0])).toEqual([`${buyer}@example.com`, 'orders@adireliving.test']);
    expect((await jobsOfKind(ORDER_PLACED_MAILS_JOB))[0]).toMatchObject({ status: 'done', attempts: 1 });
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.confirmationMailedAt).toBeInstanceOf(Date);
  });

  it('a job whose worker process is killed mid-job is taken up again after its lease, and done once', async () => {
    await queueMail({ to: 'orders@adireliving.test', subject: 'Sent after a crash', text: 'Once, please.' });
    const blackHole = await startBlackHole();
    await handOver();
    const doomed = startWorkerProcess({ SMTP_URL: blackHole.url, WORKER_LEASE_MS: '4000' });
    try {
      await doomed.ready;
      // The job is running: its SMTP session is open and waiting for a greeting that never comes.
      await blackHole.connection;
      doomed.kill('SIGKILL');
      expect(await doomed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    } finally {
      await blackHole.close();
    }

    takeBack();
    const [leased] = await jobsOfKind(SEND_MAIL_JOB);
    expect(leased).toMatchObject({ status: 'pending', attempts: 1, lastError: null });
    const leaseEnds = leased!.lockedUntil!.getTime();
    expect(leaseEnds).toBeGreaterThan(Date.now());
    // Still the dead worker's until its lease ends.
    expect(await runJobsUntilIdle()).toBe(0);
    await handOver();

    // The restarted store (it takes over the DATA_DIR lock the killed process left behind).
    const restarted = startWorkerProcess({ WORKER_LEASE_MS: '4000' });
    await restarted.ready;
    await until(() => smtp.received.length > 0, 'the mail after the lease');
    const sentAt = Date.now();
    await sleep(500);
    restarted.kill('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });

    takeBack();
    expect(sentAt).toBeGreaterThanOrEqual(leaseEnds);
    expect(subjects()).toEqual(['Sent after a crash']);
    expect((await jobsOfKind(SEND_MAIL_JOB))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it(
    embedded
      ? 'a second app process is refused the embedded database, and the first runs each of 30 jobs once'
      : 'two app processes on one PostgreSQL run each of 30 jobs exactly once',
    async () => {
      for (let n = 1; n <= 30; n++) await queueMail({ to: 'orders@adireliving.test', subject: `Job ${n}`, text: `Job ${n}` });
      await handOver();
      const first = startWorkerProcess();
      await first.ready;
      const second = startWorkerProcess();
      if (embedded) {
        expect((await second.exited).code).toBe(1);
        expect(second.stderr()).toMatch(/Another store process \(pid \d+\) is already using DATA_DIR/);
      } else {
        await second.ready;
      }
      await until(() => smtp.received.length >= 30, '30 mails');
      await sleep(500); // room for a duplicate to show up
      first.kill('SIGTERM');
      if (!embedded) second.kill('SIGTERM');
      await Promise.all([first.exited, second.exited]);

      takeBack();
      expect([...subjects()].sort()).toEqual(Array.from({ length: 30 }, (_, i) => `Job ${i + 1}`).sort());
      const rows = await jobsOfKind(SEND_MAIL_JOB);
      expect(rows.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    },
  );
});
