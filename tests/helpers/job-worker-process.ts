// A store process that runs only the job worker, as the app's server does (src/instrumentation.ts
// starts the same worker): tests start it as a child to see jobs survive a kill or a restart, and
// two of them side by side on PostgreSQL. Run with tsx --conditions=react-server (as scripts/setup.ts
// is), the database from DATABASE_URL or DATA_DIR. On the embedded database it takes the DATA_DIR
// lock first, as `npm start` does. WORKER_LEASE_MS shortens the lease so a test need not wait
// minutes. Prints "ready" once working; SIGTERM stops it as scripts/start.ts does.
import { acquireDataDirLock } from '../../scripts/lib/data-dir-lock';
import { getEnv } from '@/server/env';
import { closeDatabase, getDatabase } from '@/server/db/client';
import { startJobWorker } from '@/server/composition/jobs';
import { composeTheShop } from '@/server/composition/shop';

const env = getEnv();
try {
  if (!env.DATABASE_URL) acquireDataDirLock(env.dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
getDatabase();
composeTheShop();
const leaseMs = Number(process.env.WORKER_LEASE_MS) || undefined;
const worker = startJobWorker({ pollIntervalMs: 50, leaseMs, timeoutMs: leaseMs && leaseMs / 2 });
// The worker's timer never holds the process open on its own (a server's sockets do that).
const keepAlive = setInterval(() => {}, 60_000);

process.once('SIGTERM', async () => {
  clearInterval(keepAlive);
  await worker.stop();
  await closeDatabase();
  process.exit(0);
});
console.log('ready');
