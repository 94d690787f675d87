import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { e2eServer } from './support/server-env';

// A bad start stops with one clear line (no stack trace). The e2e server is already
// running, so its port and DATA_DIR are "in use", and its build is current.

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    env: { ...process.env, ...e2eServer.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const message = result.stderr.trim();
  return { status: result.status, message };
}

function freshDataDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'store-fault-'));
}

test.describe('start-up faults', () => {
  test('a port in use', () => {
    const { status, message } = start({ DATA_DIR: freshDataDir() });
    expect(status).toBe(1);
    expect(message).toBe(`✖ Port ${e2eServer.port} is already in use. Stop what runs there or start with PORT=<another port>.`);
  });

  test('a second start on the same DATA_DIR', () => {
    const { status, message } = start({ PORT: String(e2eServer.port + 1) });
    expect(status).toBe(1);
    expect(message).toMatch(/^✖ Another store process \(pid \d+\) is already using DATA_DIR/);
  });

  test('an unwritable DATA_DIR', () => {
    const file = path.join(freshDataDir(), 'a-file');
    writeFileSync(file, '');
    const { status, message } = start({ DATA_DIR: path.join(file, 'data'), PORT: String(e2eServer.port + 2) });
    expect(status).toBe(1);
    expect(message).toMatch(/^✖ DATA_DIR .* is not writable \(ENOTDIR\)/);
  });

  test('a shared database without a shared BETTER_AUTH_SECRET', () => {
    const { status, message } = start({
      DATA_DIR: freshDataDir(),
      PORT: String(e2eServer.port + 3),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(status).toBe(1);
    expect(message).toMatch(/^✖ DATABASE_URL is set but BETTER_AUTH_SECRET is not\./);
  });

  test('a wrong DATABASE_URL', () => {
    const { status, message } = start({
      DATA_DIR: freshDataDir(),
      PORT: String(e2eServer.port + 3),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nowhere',
      BETTER_AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters',
    });
    expect(status).toBe(1);
    expect(message).toBe('✖ Could not open the database (PostgreSQL (DATABASE_URL)): connection refused (is PostgreSQL running at that address?)');
  });
});

/**
 * Runs `npm start`'s launcher until it says the store is running, hands over what it printed,
 * then stops it (SIGTERM, as a service manager would) and waits for it to exit.
 */
async function startUntilReady(env: Record<string, string>, whileRunning: (printed: string) => Promise<void> = async () => {}) {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    env: { ...process.env, ...e2eServer.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  let errors = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await expect
      .poll(() => (child.exitCode === null ? /is running at[\s\S]*Admin:[\s\S]*\n\n/.test(printed) : `exited: ${errors}`), {
        timeout: 150_000,
      })
      .toBe(true);
    await whileRunning(printed);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  return printed;
}

test.describe('the first admin out of the box (docs/decisions/0005-a-first-admin-out-of-the-box.md)', () => {
  test('its password is printed by the first start only, and initial-admin.json is kept 0600', async () => {
    test.setTimeout(360_000);
    const dataDir = freshDataDir();
    const file = path.join(dataDir, 'initial-admin.json');
    const port = e2eServer.port + 5;
    const env = { DATA_DIR: dataDir, PORT: String(port), ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_DEMO: 'false' };

    const first = await startUntilReady(env, async () => {
      // The printed password is the one that signs in.
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string };
      const response = await fetch(`http://localhost:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: JSON.stringify(saved),
      });
      expect(response.status).toBe(200);
    });
    const { password } = JSON.parse(readFileSync(file, 'utf8')) as { password: string };
    expect(first).toContain(`admin@store.local / ${password}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Something (a backup restore, a copy) leaves the file readable to everyone.
    chmodSync(file, 0o644);
    const second = await startUntilReady(env);
    expect(second).not.toContain(password);
    expect(second).toContain(`as admin@store.local; its first password is kept in ${file}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

/**
 * Every file and folder under `dir` whose rights let another local user read or enter it. The
 * embedded database's WASM file layer sets 0666 on its own files whatever the umask, so inside
 * its folder only that folder's rights count: at 0700 no one else can reach the files in it.
 */
function openToOthers(dir: string): string[] {
  const database = path.join(dir, 'pglite');
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(`${database}${path.sep}`))
    .filter((file) => (statSync(file).mode & 0o077) !== 0);
}

test('DATA_DIR and everything the shop writes in it are private to the shop’s own user', async () => {
  test.setTimeout(360_000);
  // A folder made beforehand with the usual loose rights, as `mkdir data` would.
  const dataDir = freshDataDir();
  chmodSync(dataDir, 0o755);
  const port = e2eServer.port + 6;
  // No ADMIN_EMAIL: the start writes the first admin's file too, which must be private as well.
  await startUntilReady({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SMTP_URL: '' }, async () => {
    // A contact message writes the mail outbox (no SMTP_URL here), once the server's job worker
    // has sent the queued mail.
    const response = await fetch(`http://localhost:${port}/api/contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ngozi', email: 'ngozi@example.com', message: 'Do you make curtains?' }),
    });
    expect(response.status).toBe(200);
    await expect.poll(() => existsSync(path.join(dataDir, 'mail')), { timeout: 20_000 }).toBe(true);
  });
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  const written = readdirSync(dataDir);
  for (const expected of ['pglite', 'uploads', 'mail', 'auth-secret', 'initial-admin.json']) expect(written).toContain(expected);
  expect(openToOthers(dataDir)).toEqual([]);
});
