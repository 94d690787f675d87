import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { serverCarts } from '@/server/db/schema';

/**
 * The shopper placed an order (src/server/checkout/place-order.ts, in its transaction): their cart was
 * bought, so no reminder is owed and the restore link stops working. An order after a reminder went
 * out is the cart recovered (the dashboard's "Recovered carts").
 */
export async function closeAbandonedCheckout(tx: Transaction, userId: string, orderId: string) {
  const reminded = sql`${serverCarts.checkoutReachedAt} is not null and ${serverCarts.firstReminderAt} is not null`;
  await tx
    .update(serverCarts)
    .set({
      lines: [],
      updatedAt: sql`now()`,
      checkoutReachedAt: null,
      firstReminderAt: null,
      secondReminderAt: null,
      restoreTokenHash: null,
      restoreTokenExpiresAt: null,
      recoveredOrderId: sql`case when ${reminded} then ${orderId}::uuid else ${serverCarts.recoveredOrderId} end`,
      recoveredAt: sql`case when ${reminded} then now() else ${serverCarts.recoveredAt} end`,
    })
    .where(eq(serverCarts.userId, userId));
}
