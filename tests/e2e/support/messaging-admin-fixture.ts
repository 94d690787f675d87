// Prepares a store's database for tests/e2e/messaging-admin.spec.ts before that store starts (run with tsx
// --conditions=react-server, DATA_DIR pointing at a fresh folder): migrated, seeded without demo content,
// and holding one order with the messages the sending job and the webhooks would have left about it (the
// embedded database takes one process at a time). Prints {orderNumber}.
import { closeDatabase, getDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { seedDatabase } from '../../../seed';
import { runFixture } from './fixture-script';
import { newMessageRow, newOrderRow } from '../../helpers/factories';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

runFixture(async () => {
  const handle = getDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: false });
  const order = await newOrderRow({ customerName: 'Chiamaka Eze', customerPhone: '0803 555 0199' });
  const phone = '+2348035550199';
  await newMessageRow({ orderId: order.id, phone, state: 'read', createdAt: ago(90), stateAt: ago(80) });
  const failed = await newMessageRow({
    orderId: order.id,
    phone,
    event: 'order_paid',
    template: 'order_paid_v1',
    state: 'failed',
    errorCode: '131026',
    errorReason: 'Message undeliverable',
    createdAt: ago(30),
    stateAt: ago(29),
  });
  await newMessageRow({
    orderId: order.id,
    phone,
    event: 'order_paid',
    channel: 'sms',
    template: null,
    state: 'delivered',
    replacesId: failed.id,
    note: 'WhatsApp could not deliver: sent by SMS',
    providerMessageId: '9122821270554876574',
    createdAt: ago(28),
    stateAt: ago(27),
  });
  await closeDatabase();
  return { orderNumber: order.orderNumber };
});
