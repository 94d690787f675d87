// Prepares a store's database for tests/e2e/admin-payments.spec.ts before that store starts
// (run with tsx --conditions=react-server, DATA_DIR pointing at a fresh folder): migrated,
// seeded without demo content, and holding one bank-transfer order whose shopper has uploaded
// proof. The proof row is written here because the embedded database takes one process at a
// time, so a test cannot write to it while the store runs. Prints {orderNumber, paymentId, total}.
import { randomBytes } from 'node:crypto';
import { closeDatabase, db, getDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { seedDatabase } from '../../../seed';
import { runFixture } from './fixture-script';
import { orderItems, orders, payments } from '@/server/db/schema';
import { newProduct } from '../../helpers/factories';

const TOTAL_KOBO = 385_000_00;

runFixture(async () => {
  const handle = getDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: false });
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const product = await newProduct({ name: 'Lekki Oak Sideboard', category: 'consoles', priceKobo: TOTAL_KOBO, stockQuantity: 4 });
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-20261122-${suffix}`,
      customerName: 'Chiamaka Eze',
      customerEmail: `chiamaka-${suffix.toLowerCase()}@example.com`,
      customerPhone: '0803 555 0199',
      shippingAddress: '7 Bourdillon Road, Ikoyi\nLagos',
      subtotalKobo: TOTAL_KOBO,
      totalAmountKobo: TOTAL_KOBO,
      deliveryMethod: 'pickup',
      paymentMethod: 'bank_transfer',
      paymentDueAt: new Date(Date.now() + 48 * 3_600_000),
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  await db.insert(orderItems).values({ orderId: order!.id, productId: product!.id, productName: product!.name, quantity: 1, priceKobo: TOTAL_KOBO, totalKobo: TOTAL_KOBO });
  const [payment] = await db
    .insert(payments)
    .values({ orderId: order!.id, method: 'bank_transfer', amountKobo: TOTAL_KOBO, proofKey: `payment-proofs/e2e-${suffix}.pdf`, proofContentType: 'application/pdf' })
    .returning({ id: payments.id });
  await closeDatabase();
  return { orderNumber: order!.orderNumber, paymentId: payment!.id, total: TOTAL_KOBO };
});
