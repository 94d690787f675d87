'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type StaffUser } from '@/server/request-context';
import { db } from '@/server/db/client';
import { inOrderTransaction } from '@/server/sales/open-order';
import { uniqueViolation } from '@/server/db/errors';
import { orders } from '@/server/db/schema';
import { showroomSaleSchema } from '@/lib/schemas/showroom-sale';
import { ledgerSums } from '@/server/payments/ledger';
import { PaymentOfAnotherOrder } from '@/server/payments/confirm-payment';
import { writeShowroomSale, type SoldOrder } from '../showroom-sale';

const REFERENCE_TAKEN = 'A reference in this sale was recorded on another sale just now. Nothing was saved: give each payment its own reference (the slip’s transaction number), or leave it empty.';

/**
 * Records a sale on the Sell screen (src/server/pos/showroom-sale.ts). The same sale sent twice (a double
 * tap, a retry on a slow connection) is recorded once: its idempotency key finds the first.
 */
export const sellInShowroomAction = defineAction<typeof showroomSaleSchema, StaffUser, SoldOrder>(
  { name: 'sellInShowroom', schema: showroomSaleSchema, authorize: permitted('pos.sell'), fallbackError: 'Failed to record the sale.', refreshes: 'storefront' },
  async (sale, staff) => {
    const earlier = await soldBefore(sale.idempotencyKey);
    if (earlier) return earlier;
    try {
      return await inOrderTransaction((tx) => writeShowroomSale(tx, sale, staff));
    } catch (error) {
      if (uniqueViolation(error) === 'orders_idempotency_key_unique') {
        const placed = await soldBefore(sale.idempotencyKey);
        if (placed) return placed;
      }
      // Another sale recorded one of these references while this one was written (showroom-sale.ts refuses a
      // known one): met at the ledger's unique index, or seen once the other committed.
      if (uniqueViolation(error) === 'payments_provider_reference_unique' || error instanceof PaymentOfAnotherOrder) throw new ActionError(REFERENCE_TAKEN);
      throw error;
    }
  },
);

async function soldBefore(key: string): Promise<SoldOrder | null> {
  const [order] = await db
    .select({ orderId: orders.id, orderNumber: orders.orderNumber, totalKobo: orders.totalAmountKobo, channel: orders.channel })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!order) return null;
  if (order.channel !== 'showroom') throw new ActionError('This sale could not be matched. Reload the Sell screen.');
  const { receivedKobo } = await ledgerSums(db, order.orderId);
  return { orderId: order.orderId, orderNumber: order.orderNumber, totalKobo: order.totalKobo, paidKobo: receivedKobo, duplicate: true };
}
