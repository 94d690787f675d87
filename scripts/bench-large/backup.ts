import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeError } from '../lib/fail';
import { openPostgres, type DatabaseHandle } from '@/server/db/client';
import { writeBackup } from '@/server/backup/write-backup';
import { restoreBackup } from '@/server/backup/restore-backup';
import { note } from '../bench/report';
import { databaseUrl } from './database';
import { withClient } from '../lib/pg-client';

// `npm run backup` and `npm run restore`'s own functions (docs/decisions/0015-backups.md) on the
// generated database: the archive is written, then restored into a fresh database beside it,
// which is dropped afterwards. Timed only: a backup has no budget.

const RESTORED = 'bench_large_restored';

export async function measureBackup(serverUrl: string, handle: DatabaseHandle) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-large-backup-'));
  const file = path.join(folder, 'bench-large.tar.gz');
  const env = { dataDir: folder, s3: null, BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET };
  try {
    let started = performance.now();
    await writeBackup(file, handle, env);
    note('backup (npm run backup)', `${((performance.now() - started) / 1000).toFixed(0)} s, archive ${(statSync(file).size / 1024 / 1024).toFixed(0)} MB`);
    await withClient(serverUrl, (client) => client.query(`drop database if exists ${RESTORED} with (force)`));
    await withClient(serverUrl, (client) => client.query(`create database ${RESTORED}`));
    const restored = openPostgres(databaseUrl(serverUrl, RESTORED), 5);
    try {
      started = performance.now();
      await restoreBackup(file, restored, env);
      note('restore (npm run restore) into an empty database', `${((performance.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      await restored.close();
    }
  } catch (error) {
    note('backup and restore', `failed: ${describeError(error)}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await withClient(serverUrl, (client) => client.query(`drop database if exists ${RESTORED} with (force)`));
  }
}
