// Run by `npm start` / `npm run dev` in a child process before the server starts
// (tsx --conditions=react-server, so server modules load outside Next.js):
// migrate, seed an empty database, make sure the configured admin exists.
// Prints one JSON line for the launcher; any failure is one clear line on stderr.
import path from 'node:path';
import { getEnv } from '@/server/env';
import { getDatabase, closeDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { provisionAdminAtStart } from '@/server/auth/admin-start-up';
import { composeTheShop } from '@/server/composition/shop';
import { isEmpty } from '../seed/is-empty';
import { acquireDataDirLock } from './lib/data-dir-lock';
import { describeError, exitWith } from './lib/fail';
import { explainDatabaseError } from './lib/database-errors';

async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    exitWith(describeError(error));
  }
  if (!env.DATABASE_URL) acquireDataDirLock(env.dataDir);
  const handle = getDatabase();
  const where = handle.kind === 'pglite' ? `embedded PGlite in ${path.join(env.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)';
  try {
    await migrateDatabase(handle);
  } catch (error) {
    exitWith(`Could not open the database (${where}): ${explainDatabaseError(error)}`);
  }
  // The seed's content (pictures, catalogue, posts) is loaded only for an empty database.
  const { seeded } = (await isEmpty(handle.db))
    ? await (await import('../seed')).seedDatabase(handle.db, { demo: env.SEED_DEMO })
    : { seeded: false };
  // Provisioning builds the auth instance (to hash a password): its hooks get the shop's flows.
  composeTheShop();
  const { admin, initialAdminRemovable } = await provisionAdminAtStart(env);
  await closeDatabase();
  process.stdout.write(`${JSON.stringify({ database: where, seeded, admin, initialAdminRemovable })}\n`);
}

main().catch((error) => exitWith(describeError(error)));
