// Prepares a store's database for the error-boundary test of tests/e2e/admin-lists.spec.ts
// before that store starts (run with tsx --conditions=react-server, DATA_DIR pointing at a fresh
// folder): migrated and seeded without demo content, then its FAQ table renamed away, so the
// Manage FAQs screen's read fails on the server as it would with a broken database. Nothing
// else the admin frame reads is touched. Prints {}.
import { sql } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { seedDatabase } from '../../../seed';
import { runFixture } from './fixture-script';

runFixture(async () => {
  const handle = getDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: false });
  await handle.db.execute(sql`alter table faqs rename to faqs_unreadable`);
  await closeDatabase();
  return {};
});
