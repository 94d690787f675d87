import 'server-only';
import { eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { orders, users } from '@/server/db/schema';

/**
 * Where the shop writes to about an order: the email of the account that placed it (users.email
 * through orders.user_id), never the address typed at checkout, which anyone may fill with a
 * stranger's (docs/security.md). Null when the order or its account is gone: nobody is mailed.
 * Pass the transaction the mail is queued in.
 */
export async function accountEmailOfOrder(database: Database | Transaction, orderId: string): Promise<string | null> {
  const [row] = await database
    .select({ email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row?.email ?? null;
}

/**
 * An order with the email of the account that placed it. Mails about an order's money go to
 * that account, as its confirmation does (src/server/sales/order-placed-mails.ts), never to the
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
