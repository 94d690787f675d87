import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { withClient } from '../../scripts/lib/pg-client';
import { openPglite, openPostgres } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';

// The integration project's global set-up: the migrations run once per run, into a template that
// each test file's database starts from (tests/helpers/test-database.ts). On PGlite the template is
// a dumped data directory in a temporary file; on PostgreSQL (TEST_DATABASE_URL) a database that
// `create database ... template` copies. Applying 38 migrations took most of a small file's time.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite snapshot's file, or the PostgreSQL template database's name. */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openPglite();
    if (handle.kind !== 'pglite') throw new Error('openPglite opened no PGlite');
    await migrateDatabase(handle);
    const snapshot = await handle.client.dumpDataDir('none');
    await handle.close();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'store-test-template-'));
    const file = path.join(folder, 'pglite.tar');
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    project.provide('databaseTemplate', file);
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const name = `store_test_template_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 1);
  await migrateDatabase(handle);
  await handle.close();
  project.provide('databaseTemplate', name);
  return () => withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
