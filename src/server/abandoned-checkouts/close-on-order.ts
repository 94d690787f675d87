import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { checkoutReminders, serverCarts } from '@/server/db/schema';

/**
 * The shopper placed an order (src/server/checkout/place-order.ts, in its transaction): their cart was
 * bought, so no reminder is owed and the restore link stops working. An order after a reminder went
 * out is the cart recovered (the dashboard's "Recovered carts").
 */
export async function closeAbandonedCheckout(tx: Transaction, userId: string, orderId: string) {
  const reminded = sql`${serverCarts.checkoutReachedAt} is not null and ${serverCarts.firstReminderAt} is not null`;
  // The reminders of this checkout led to the order (Reports → Marketing), read before the cart forgets when it was reached.
  await tx
    .update(checkoutReminders)
    .set({ orderId })
    .where(
      and(
        eq(checkoutReminders.userId, userId),
        isNull(checkoutReminders.orderId),
        sql`${checkoutReminders.checkoutReachedAt} = (select ${serverCarts.checkoutReachedAt} from ${serverCarts} where ${serverCarts.userId} = ${userId})`,
      ),
    );
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
