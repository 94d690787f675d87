import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { withClient } from '../../scripts/lib/pg-client';
import { openPglite, openPostgres, installDatabase, closeDatabase, type DatabaseHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';

// A fresh, migrated database for one test file: in-memory PGlite by default (on disk in
// `dataDir` when given, for tests that hand it to another process), or a new database on the
// PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards; `url` names it). Both start
// from the run's migrated template (tests/helpers/database-template.ts), but a PGlite on disk,
// which migrates itself.

export type TestDatabase = { handle: DatabaseHandle; url?: string; dispose: () => Promise<void> };

export async function createTestDatabase({ dataDir }: { dataDir?: string } = {}): Promise<TestDatabase> {
  // Every test that builds the auth instance or moves an order's money has a database: the shop is
  // composed as at the app's start (src/instrumentation.ts). Imported here, in the test's own module graph, so its mocks apply.
  const { composeTheShop } = await import('@/server/composition/shop');
  composeTheShop();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = dataDir ? openPglite(dataDir) : openPglite(undefined, new Blob([readFileSync(inject('databaseTemplate'))]));
    if (dataDir) await migrateDatabase(handle);
    installDatabase(handle);
    return { handle, dispose: closeDatabase };
  }
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name} template ${inject('databaseTemplate')}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 20);
  installDatabase(handle);
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await closeDatabase();
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A second database that is left empty (not migrated, not installed as the process-wide one): the
 * target of a restore. PGlite in memory, or a new database on TEST_DATABASE_URL's server.
 */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openPglite();
    return { handle, dispose: () => handle.close() };
  }
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  return {
    handle,
    async dispose() {
      await handle.close();
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
