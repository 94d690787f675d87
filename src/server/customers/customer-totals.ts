import 'server-only';
import { and, ne, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orders } from '@/server/db/schema';

// A customer's orders are the orders placed with their email (any case), and their totals
// always match those orders (docs/architecture.md section 4): the orders that are not cancelled, less
// the refunds processed on them. Used when a customer record is made or changes email, by
// the back office and by checkout alike.

export type CustomerTotals = { totalOrders: number; totalSpentKobo: number };

/** The totals of the orders placed with this email, counted now. */
export async function totalsForEmail(tx: Transaction, email: string): Promise<CustomerTotals> {
  const [row] = await tx
    .select({
      totalOrders: sql<number>`count(*)::int`,
      totalSpentKobo: sql<string>`coalesce(sum(${orders.totalAmountKobo} - (
        select coalesce(sum(r.amount_kobo), 0) from refunds r where r.order_id = "orders"."id" and r.status = 'processed'
      )), 0)`,
    })
    .from(orders)
    .where(and(sql`lower(${orders.customerEmail}) = lower(${email})`, ne(orders.status, 'cancelled')));
  return { totalOrders: row?.totalOrders ?? 0, totalSpentKobo: Number(row?.totalSpentKobo ?? 0) };
}
