import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openPglite, openPostgres, installDatabase, closeDatabase, type DatabaseHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';

// A fresh, migrated database for one test file: in-memory PGlite by default, or a new
// database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).

export type TestDatabase = { handle: DatabaseHandle; dispose: () => Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = openPglite();
    await migrateDatabase(handle);
    installDatabase(handle);
    return { handle, dispose: closeDatabase };
  }
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 20);
  await migrateDatabase(handle);
  installDatabase(handle);
  return {
    handle,
    async dispose() {
      await closeDatabase();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: Client) => Promise<T>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
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
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  return {
    handle,
    async dispose() {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
