import { installDatabase, openPostgres, type DatabaseHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { generate, isGenerated } from './generate';
import { withClient } from '../lib/pg-client';

// The bench's own PostgreSQL database (never the tests' or the shop's): created when missing,
// migrated like the shop's, and filled by the generator unless a run at the same size already did.


export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Whether the database exists and holds a complete data set of this size. */
async function alreadyGenerated(serverUrl: string, name: string) {
  const exists = await withClient(serverUrl, async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount);
  return exists ? withClient(databaseUrl(serverUrl, name), isGenerated) : false;
}

/**
 * The generated database, migrated and installed as the process's database. Anything short of a
 * complete data set (none yet, another size, a run stopped half-way) is dropped and made afresh.
 */
export async function openGeneratedDatabase(serverUrl: string, name: string, log: (line: string) => void): Promise<DatabaseHandle> {
  const reuse = await alreadyGenerated(serverUrl, name);
  if (!reuse) {
    await withClient(serverUrl, async (client) => {
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.query(`create database "${name}"`);
    });
  }
  const url = databaseUrl(serverUrl, name);
  const handle = openPostgres(url, 20);
  await migrateDatabase(handle);
  installDatabase(handle);
  if (reuse) {
    log(`Reusing ${name}: already generated at this size.`);
    return handle;
  }
  log(`Generating ${name} (minutes):`);
  const started = performance.now();
  await withClient(url, (client) => generate(client, (line) => log(`  ${line}`)));
  log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return handle;
}
