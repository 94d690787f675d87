import 'server-only';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { Pool } from 'pg';
import { getEnv } from '@/server/env';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: inside a transaction, use only this, never the global `db`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; client: Pool; close: () => Promise<void> };

declare global {
  var __storeDatabase: DatabaseHandle | undefined;
}

/** `snapshot`: start in memory from a data directory PGlite dumped (the tests' migrated template). */
export function openPglite(dataDir?: string, snapshot?: Blob): DatabaseHandle {
  // PGlite is a single connection: one instance per process (see docs/architecture.md section 2).
  // Sorts and hashes in memory up to 32 MB (4 MB by default): a report's month of line sums (66,000 pieces) spilled
  // to the emulated disk (docs/decisions/0089-pglite-work-mem.md). One query runs at a time, so one such allowance.
  const startParams = [...PGlite.defaultStartParams, '-c', 'work_mem=32MB'];
  const client = new PGlite({ dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined, loadDataDir: snapshot, extensions: { pg_trgm }, startParams });
  return { kind: 'pglite', db: drizzlePglite({ client, schema }), client, close: () => client.close() };
}

export function openPostgres(connectionString: string, max = getEnv().DATABASE_POOL_SIZE): DatabaseHandle {
  // No JIT: the shop's queries are short, and compiling a report's plan took longer than running it
  // (docs/decisions/0087-postgres-without-jit.md). No parallel workers: a screen's queries already run
  // side by side, and each worker spent a core building what the others built too
  // (docs/decisions/0088-postgres-without-parallel-workers.md). Added to PGOPTIONS, which `options` would otherwise replace.
  const options = [process.env.PGOPTIONS, '-c jit=off -c max_parallel_workers_per_gather=0'].filter(Boolean).join(' ');
  const client = new Pool({ connectionString, max, connectionTimeoutMillis: 5000, options });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  client.on('error', () => {});
  return { kind: 'postgres', db: drizzlePostgres({ client, schema }), client, close: () => client.end() };
}

function openFromEnv(): DatabaseHandle {
  const env = getEnv();
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.dataDir);
}

/** The process-wide database, opened on first use (never at import, so `next build` stays offline). */
export function getDatabase(): DatabaseHandle {
  globalThis.__storeDatabase ??= openFromEnv();
  return globalThis.__storeDatabase;
}

/** Makes `handle` the process-wide database: used by scripts and tests that open their own. */
export function installDatabase(handle: DatabaseHandle) {
  globalThis.__storeDatabase = handle;
}

export async function closeDatabase() {
  const handle = globalThis.__storeDatabase;
  globalThis.__storeDatabase = undefined;
  await handle?.close();
}

/** The Drizzle client, resolved lazily on each access. */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const real = getDatabase().db;
    const value = Reflect.get(real, property, real);
    return typeof value === 'function' ? value.bind(real) : value;
  },
});

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type hides. */
export async function queryRows<Row>(query: SQL, database: Pick<Database, 'execute'> = db): Promise<Row[]> {
  const result = (await database.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
