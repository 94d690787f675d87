import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, users } from '@/server/db/schema';

/**
 * An order with the email of the account that placed it. Mails about an order's money go to
 * that account, as its confirmation does (src/server/orders/order-mails.ts), never to the
 * address typed in the checkout form (docs/security.md); null when the account is gone.
 */
export async function orderWithAccountEmail(orderId: string) {
  const [row] = await db
    .select({ order: orders, accountEmail: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ? { ...row.order, accountEmail: row.accountEmail } : null;
}

export type OrderWithAccountEmail = NonNullable<Awaited<ReturnType<typeof orderWithAccountEmail>>>;
