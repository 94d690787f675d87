import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freeLoopbackPort } from '../../helpers/loopback-port';
import { e2eServer } from './server-env';
import { launchStore } from './store-instances';

// A store of a product's own, beside the shared one: the same production build started by `npm
// start`'s launcher on a fresh DATA_DIR and a free port, after a fixture script has written what
// docs/product.md needs into its database (the embedded database takes one process at a time, so rows
// cannot be added while a store runs). Its settings and orders are the product's alone, so changing
// them never disturbs the specs running on the shared store.

export type PrivateStore<Fixture> = {
  port: number;
  baseUrl: string;
  fixture: Fixture;
  /**
   * Stops the store, runs `script` (with `args`) on its database, and starts it again on the same
   * DATA_DIR and port: browser sessions stay valid, and the worker's maintenance runs at start.
   * Returns what the script printed, parsed.
   */
  restartAfter: <Printed>(script: string, args?: string[]) => Promise<Printed>;
  stop: () => Promise<void>;
};

const TSX = 'node_modules/tsx/dist/cli.mjs';

/** Runs a script that writes to a stopped store's database; it prints one JSON line, returned parsed. */
function runOnDatabase<Printed>(script: string, args: string[], env: NodeJS.ProcessEnv): Printed {
  const ran = spawnSync(process.execPath, [TSX, '--conditions=react-server', script, ...args], { env, encoding: 'utf8', timeout: 120_000 });
  if (ran.status !== 0) throw new Error(`The fixture ${script} failed: ${ran.stderr}`);
  return JSON.parse(ran.stdout.trim().split('\n').at(-1) ?? '{}') as Printed;
}

/**
 * Runs `fixtureScript` (it prints one JSON line) on a fresh DATA_DIR, then starts a store on it, with
 * `extraEnv` on top of the shared store's environment (e-invoicing pointed at a stand-in, say).
 */
export async function startPrivateStore<Fixture>(fixtureScript: string, extraEnv: Record<string, string> = {}): Promise<PrivateStore<Fixture>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-private-'));
  const port = await freeLoopbackPort();
  const env = { ...process.env, ...e2eServer.env, DATA_DIR: dataDir, PORT: String(port), ...extraEnv };
  const launch = () => launchStore('private', port, [], env, 150_000);

  const fixture = runOnDatabase<Fixture>(fixtureScript, [], env);
  let store = await launch().catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const restartAfter = async <Printed,>(script: string, args: string[] = []) => {
    await store.stop();
    const printed = runOnDatabase<Printed>(script, args, env);
    store = await launch();
    return printed;
  };
  const stop = async () => {
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { port, baseUrl: store.baseUrl, fixture, restartAfter, stop };
}

/** Signs the page's browser context in to `baseUrl` as the store's admin (the cookie lands in the context). */
export async function signInAdmin(page: Page, baseUrl: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: e2eServer.admin,
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`Admin sign-in failed: ${response.status()} ${await response.text()}`);
}
