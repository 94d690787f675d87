// Prepares a private store's database (tests/e2e/support/private-store.ts) for tests/e2e/pickup-locations.spec.ts:
// the demo shop, a second pickup location, Lekki showroom, and an armchair held at both: four at the Main
// warehouse (where the product form puts stock) and two at the showroom. Prints the armchair's id and name.
import { closeDatabase, getDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { seedDatabase } from '../../../seed';
import { newLocation, newProduct, putStockAt, variantsOf } from '../../helpers/factories';
import { runFixture } from './fixture-script';

export type PickupFixture = { productId: string; productName: string };

runFixture(async (): Promise<PickupFixture> => {
  const handle = getDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: true });
  const armchair = await newProduct({ name: 'Ikeja Rattan Armchair', category: 'chairs', priceKobo: 185_000_00, sku: 'IKJ-ARM-01', stockQuantity: 4 });
  const [variant] = await variantsOf(armchair.id);
  const showroom = await newLocation({ name: 'Lekki showroom', address: '3 Admiralty Way, Lekki', openingHours: 'Mon–Sat 10am–6pm', position: 1 });
  await putStockAt(showroom.id, variant!.id, 2);
  await closeDatabase();
  return { productId: armchair.id, productName: armchair.name };
});
