// Prepares a private store's database for e-invoicing (tests/e2e/einvoice-receipt.spec.ts): the demo shop,
// as a first start seeds it, with what an invoice at MBS names of its supplier (a legal name and a
// business address with its postal code), and VAT registered. Prints {}.
import { closeDatabase, getDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { websiteSettings } from '@/server/db/schema';
import { seedDatabase } from '../../../seed';
import { runFixture } from './fixture-script';

runFixture(async () => {
  const handle = getDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: true });
  await handle.db.update(websiteSettings).set({ legalName: 'Adire Living Ltd', businessAddress: '12 Admiralty Way\nLekki, Lagos 106104', vatRegistered: true });
  await closeDatabase();
  return {};
});
