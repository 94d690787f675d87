import { getEnv } from '@/server/env';
import { getDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { acquireDataDirLock } from './data-dir-lock';
import { describeError, exitWith } from './fail';
import { keepFilesPrivate } from './preflight';

/**
 * The store's database for `npm run admin:*`, migrated. The embedded database allows one
 * process at a time, so these commands wait for the store to be stopped (see
 * docs/decisions/0005-a-first-admin-out-of-the-box.md).
 */
export async function openStoreDatabaseForAdminCommand() {
  keepFilesPrivate();
  let env;
  try {
    env = getEnv();
  } catch (error) {
    exitWith(describeError(error));
  }
  if (!env.DATABASE_URL) {
    try {
      acquireDataDirLock(env.dataDir);
    } catch (error) {
      exitWith(`${describeError(error)} (Stop the store first, or restart it with ADMIN_EMAIL and ADMIN_PASSWORD set.)`);
    }
  }
  await migrateDatabase(getDatabase());
}
