// `npm start` (and `npm run dev` with --dev): the runtime contract of docs/architecture.md section 1.
// Checks the environment, builds when needed, migrates and seeds in a child process, then
// serves the store and says where it is and how to sign in as admin.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { acquireDataDirLock } from './lib/data-dir-lock';
import { buildIfNeeded, hasBuild, requireBuild } from './lib/build';
import { checkPageCacheSeconds, checkPort, ensurePortFree, ensureSharedSecret, ensureWritableDataDir, keepFilesPrivate, uploadWarnings } from './lib/preflight';
import { describeError, exitWith, StartupError } from './lib/fail';
import { prepareServer } from './lib/server';
import { connectCacheBus } from './lib/cache-bus';

const root = path.resolve(__dirname, '..');
const dev = process.argv.includes('--dev');
// A production start serves a build made beforehand and never reads the sources: `npm run start:prod`,
// or `npm start` with NODE_ENV=production when a build is present (without one, it builds as usual).
const production = process.argv.includes('--prod') || (process.env.NODE_ENV === 'production' && hasBuild(root));

type SetupResult = {
  database: string;
  seeded: boolean;
  admin: { email: string; password?: string; source: string; outcome?: string; credentialsFile?: string } | null;
  initialAdminRemovable?: boolean;
};

/** Runs scripts/setup.ts in a child; the launcher goes on preparing Next.js meanwhile. */
function runSetup(): Promise<SetupResult> {
  const child = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), '--conditions=react-server', path.join(root, 'scripts/setup.ts')],
    { cwd: root, env: { ...process.env, STORE_LOCK_OWNER: String(process.pid) }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (code !== 0) process.exit(1); // the child has said what is wrong
      const lastLine = stdout.trim().split('\n').at(-1) ?? '{}';
      resolve(JSON.parse(lastLine) as SetupResult);
    });
  });
}

function printReady(port: number, setup: SetupResult) {
  const url = process.env.BETTER_AUTH_URL ?? `http://localhost:${port}`;
  const lines = [``, `  Adire Living store is running at ${url}`, `  Database: ${setup.database}`];
  if (setup.seeded) lines.push('  Seeded the empty database with the shop’s starting content.');
  const admin = setup.admin;
  if (admin?.source === 'ADMIN_EMAIL') {
    // ADMIN_PASSWORD never overwrites an existing admin's password (src/server/auth/admins.ts).
    const password = admin.outcome === 'unchanged'
        ? 'its current password: ADMIN_PASSWORD does not change an existing admin’s'
        : 'password from ADMIN_PASSWORD';
    lines.push(`  Admin: sign in at ${url}/auth as ${admin.email} (${password}), then open ${url}/admin`);
  } else if (admin?.password) {
    // Printed by this start only, the one that created the account
    // (docs/decisions/0041-first-admin-printed-once-and-provisioning-takeover.md).
    lines.push(
      `  Admin: sign in at ${url}/auth with ${admin.email} / ${admin.password}, then open ${url}/admin`,
      `         (shown only now; kept in ${admin.credentialsFile}; add your own with npm run admin:create -- EMAIL PASSWORD)`,
    );
  } else if (admin) {
    lines.push(`  Admin: sign in at ${url}/auth as ${admin.email}; its first password is kept in ${admin.credentialsFile}`);
  } else {
    lines.push(`  Admin: sign in at ${url}/auth with your admin account (npm run admin:create -- EMAIL PASSWORD adds one)`);
  }
  if (setup.initialAdminRemovable) {
    lines.push('  Another admin exists: remove the first one with npm run admin:remove -- admin@store.local');
  }
  console.log(`${lines.join('\n')}\n`);
}

async function main() {
  keepFilesPrivate();
  Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' });
  const port = checkPort(process.env.PORT);
  process.env.PORT = String(port);
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  process.env.DATA_DIR = dataDir;

  ensureSharedSecret(process.env);
  ensureWritableDataDir(dataDir);
  if (!process.env.DATABASE_URL) acquireDataDirLock(dataDir);
  await ensurePortFree(port);
  if (production) requireBuild(root);
  else if (!dev) await buildIfNeeded(root);
  // Set-up (migrations, seed, admin) and Next.js's own start run side by side; the database
  // is first used once set-up has finished: requests wait for listen(), and the job worker
  // for globalThis.__storeSetUp (src/instrumentation.ts).
  const setupRun = runSetup();
  globalThis.__storeSetUp = setupRun.then(() => undefined);
  const [setup, server] = await Promise.all([
    setupRun,
    prepareServer({
      root,
      port,
      dev,
      trustProxy: /^(true|1|yes)$/.test(process.env.TRUST_PROXY ?? ''),
      pageCacheSeconds: checkPageCacheSeconds(process.env.PAGE_CACHE_SECONDS),
      publicUrl: process.env.BETTER_AUTH_URL ?? `http://localhost:${port}`,
    }),
  ]);
  const cacheBus = process.env.REDIS_URL ? connectCacheBus(process.env.REDIS_URL) : null;
  const { close } = await server.listen();
  printReady(port, setup);
  for (const warning of uploadWarnings(process.env)) console.warn(`  ${warning}\n`);

  const shutdown = async () => {
    await close().catch(() => {});
    // The job worker (started by src/instrumentation.ts) finishes the job in hand before the
    // database closes; a job cut short is retried after its lease (docs/decisions/0014-durable-jobs.md).
    await globalThis.__storeJobWorker?.stop().catch(() => {});
    await cacheBus?.close();
    await globalThis.__storeDatabase?.close().catch(() => {});
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  if (error instanceof StartupError) exitWith(error.message);
  exitWith(`The store could not start: ${describeError(error)}`);
});
