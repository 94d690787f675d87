import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orderCounts } from '@/server/db/schema';
import type { OrderStatus, PaymentStatus } from '@/lib/constants';

// How many orders there are, in all or of one status and/or payment status, from the counts the
// database keeps with every write (order_counts, docs/decisions/0028-order-counts-kept-by-the-database.md):
// a sum of a few hundred rows at most, however many orders there are. Nothing here checks who is
// asking: the admin queries that call it have.

export async function countOrders(filters: { status?: OrderStatus; payment?: PaymentStatus } = {}): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderCounts.orders}), 0)`.mapWith(Number) })
    .from(orderCounts)
    .where(
      and(
        filters.status ? eq(orderCounts.status, filters.status) : undefined,
        filters.payment ? eq(orderCounts.paymentStatus, filters.payment) : undefined,
      ),
    );
  return row?.total ?? 0;
}
