import 'server-only';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/server/db/migrations');

// Any fixed number: it names the advisory lock that keeps two instances from migrating at once.
const MIGRATION_LOCK_ID = 7_311_2024;

/** Applies the migrations not yet applied; `migrationsFolder` is only ever changed by a restore. */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER) {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // On PostgreSQL several app instances may start together: serialize on one connection.
  const connection = await handle.client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await migratePostgres(drizzle({ client: connection }) as NodePgDatabase, { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    connection.release();
  }
}
