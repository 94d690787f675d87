// Prepares a private store's database (tests/e2e/support/private-store.ts) as a fresh shop's first
// start would with SEED_DEMO=true: migrated and seeded with the demo catalogue. Prints {}.
import { closeDatabase, getDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { seedDatabase } from '../../../seed';
import { runFixture } from './fixture-script';

runFixture(async () => {
  const handle = getDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: true });
  await closeDatabase();
  return {};
});
