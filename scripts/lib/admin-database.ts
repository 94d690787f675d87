import { migrateDatabase } from '@/server/db/migrate';
import { openStoreForCommand } from './store-database';

/**
 * The store's database for `npm run admin:*`, migrated. The embedded database allows one
 * process at a time, so these commands wait for the store to be stopped (see
 * docs/decisions/0005-a-first-admin-out-of-the-box.md).
 */
export async function openStoreDatabaseForAdminCommand() {
  const { handle } = openStoreForCommand('Stop the store first, or restart it with ADMIN_EMAIL and ADMIN_PASSWORD set.');
  await migrateDatabase(handle);
}
