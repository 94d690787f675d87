import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { installDatabase, openPglite, openPostgres, type DatabaseHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { generate, isGenerated, type SqlClient } from './generate';
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
  await timedGeneration(name, log, (step) => withClient(url, (client) => generate(client, step)));
  return handle;
}

async function timedGeneration(name: string, log: (line: string) => void, run: (step: (line: string) => void) => Promise<void>) {
  log(`Generating ${name} (minutes):`);
  const started = performance.now();
  await run((line) => log(`  ${line}`));
  log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** PGlite's single connection as the generator's client. */
function pgliteClient(handle: Extract<DatabaseHandle, { kind: 'pglite' }>): SqlClient {
  return {
    async query<Row>(text: string, params?: unknown[]) {
      const result = await handle.client.query<Row>(text, params);
      // A select's rows, or how many rows an insert or update wrote (as node-postgres counts them).
      return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
    },
  };
}

/**
 * The same data set in the embedded database, kept in `dataDir` between runs (a few gigabytes): made there by the
 * same statements when it is not complete, else reused, and installed as the process's database.
 */
export async function openGeneratedPglite(dataDir: string, log: (line: string) => void): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  let handle = openPglite(dataDir) as Extract<DatabaseHandle, { kind: 'pglite' }>;
  await migrateDatabase(handle);
  if (!(await isGenerated(pgliteClient(handle)))) {
    await handle.close();
    rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    handle = openPglite(dataDir) as Extract<DatabaseHandle, { kind: 'pglite' }>;
    await migrateDatabase(handle);
    // WebAssembly's memory is small beside a server's: the indexes are built with less.
    await timedGeneration(`the embedded database in ${dataDir}`, log, (step) => generate(pgliteClient(handle), step, { maintenanceWorkMem: '128MB' }));
  } else {
    log(`Reusing the embedded database in ${dataDir}: already generated at this size.`);
  }
  installDatabase(handle);
  return handle;
}
