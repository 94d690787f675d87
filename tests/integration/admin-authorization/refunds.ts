import { randomUUID } from 'node:crypto';
import { db } from '@/server/db/client';
import { orders, payments, refunds } from '@/server/db/schema';
import { unique, type ActionRegistry, type QueryRegistry } from './_registry';

// Valid inputs for the refunds' admin actions (src/server/refunds/actions). Each order has its
// ₦120,000 received: a refund gives back money received, never more (src/server/refunds/refund-ledger.ts).

async function insertOrder() {
  const suffix = unique();
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-TEST-${suffix}`,
      customerName: 'Kemi Adebayo',
      customerEmail: `kemi-${suffix}@example.com`,
      shippingAddress: '7 Bode Thomas Street, Surulere\nLagos',
      subtotalKobo: 120_000_00,
      totalAmountKobo: 120_000_00,
    })
    .returning({ id: orders.id });
  await db.insert(payments).values({ orderId: row!.id, method: 'manual', amountKobo: 120_000_00, status: 'succeeded', paidAt: new Date() });
  return row!;
}

async function insertRefund() {
  const order = await insertOrder();
  const [row] = await db.insert(refunds).values({ orderId: order.id, amountKobo: 20_000_00, reason: 'Scratched leg' }).returning({ id: refunds.id });
  return { id: row!.id, orderId: order.id };
}

export const actions: ActionRegistry = {
  createRefundAction: async () => ({ orderId: (await insertOrder()).id, amount: '15000', reason: 'Arrived damaged', status: 'pending', notes: '', idempotencyKey: randomUUID() }),
  updateRefundAction: async () => {
    const refund = await insertRefund();
    return { id: refund.id, orderId: refund.orderId, amount: '25000', reason: 'Scratched leg', status: 'processed', notes: 'Paid back by transfer', payoutMethod: 'bank_transfer' };
  },
  deleteRefundAction: async () => ({ id: (await insertRefund()).id }),
};

export const queries: QueryRegistry = {
  listAdminRefunds: async () => [{ q: '', page: 1 }],
  listRefundOrderOptions: async () => [[(await insertOrder()).id]],
};
