import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

// Stores a docs/product.md starts itself, beside the shared e2e store; among them several production
// instances on one PostgreSQL, as a shop behind a load balancer runs them (README "Deploy",
// docs/architecture.md section 8): each is `npm run start:prod` serving the build the e2e run
// already made (.next is only read at run time, so they share it).

const POSTGRES_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer<T>(run: (client: Client) => Promise<T>) {
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect().catch((error: Error) => {
    throw new Error(`This test needs PostgreSQL at ${POSTGRES_URL} (set E2E_POSTGRES_URL to another server): ${error.message}`);
  });
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A throw-away database on the local PostgreSQL; `drop` removes it even while stores hold connections. */
export async function createDatabase() {
  const name = `store_e2e_${randomBytes(5).toString('hex')}`;
  await onServer((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer((client) => client.query(`drop database if exists ${name} with (force)`)) };
}

export type StoreInstance = { name: string; port: number; baseUrl: string; stop: () => Promise<void> };

/**
 * Runs `npm start`'s launcher (`scripts/start.ts` with `flags`) with `env` on `port` and waits
 * until it answers /api/health. Throws with what it printed when it exits or does not answer
 * within the timeout.
 */
export async function launchStore(name: string, port: number, flags: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<StoreInstance> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts', ...flags], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let printed = '';
  child.stderr.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The store ${name} exited with ${child.exitCode}: ${printed}`);
    if (await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false)) return { name, port, baseUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The store ${name} did not answer at ${baseUrl} within ${timeoutMs / 1000} s: ${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One production instance (`npm run start:prod`) with its own DATA_DIR; the database, secret, storage, Redis and mail come from `env`. */
export function startInstance(name: string, port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `store-${name}-`));
  return launchStore(name, port, ['--prod'], { ...process.env, ...env, DATA_DIR: dataDir }, 120_000);
}

/**
 * The id under which the build serves a server action (`exportedName` of `file`), as the
 * browser's code sends it in the Next-Action header.
 */
export function serverActionId(file: string, exportedName: string) {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, action]) => action.filename === file && action.exportedName === exportedName);
  if (!found) throw new Error(`No server action ${exportedName} of ${file} in this build`);
  return found[0];
}

/**
 * Calls a server action over HTTP as the browser does (POST to a page with Next-Action and the
 * arguments as JSON) and returns its result, read from the RSC answer: the row that holds it
 * is the one with `"ok":`.
 */
export async function callServerAction<T>(store: StoreInstance, page: string, actionId: string, args: unknown[], cookie: string): Promise<T> {
  const response = await fetch(`${store.baseUrl}${page}`, {
    method: 'POST',
    headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', origin: store.baseUrl, cookie },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  const row = text.split('\n').find((line) => /^[0-9a-f]+:\{"ok":/.test(line));
  if (!response.ok || !row) throw new Error(`action ${actionId} on ${store.name}: ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(row.slice(row.indexOf(':') + 1)) as T;
}
