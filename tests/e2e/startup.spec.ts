import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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

  test('a wrong DATABASE_URL', () => {
    const { status, message } = start({
      DATA_DIR: freshDataDir(),
      PORT: String(e2eServer.port + 3),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nowhere',
    });
    expect(status).toBe(1);
    expect(message).toBe('✖ Could not open the database (PostgreSQL (DATABASE_URL)): connection refused (is PostgreSQL running at that address?)');
  });
});
