import 'server-only';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import type { AdminOrderFilters } from '@/lib/schemas/order-admin';
import { needsAttention } from '@/server/payments/needs-attention';
import { orderSearchCondition } from '@/server/orders/order-search';
import { onLagosDays } from '@/server/db/lagos-days';

// Pieces of the admin's order reads shared by the Orders page (admin-order-list-reads.ts) and the two
// routes beside it (the CSV export and the new-order check). Nothing here checks who is
// asking: the page's query and the routes (from the request's headers) check for an admin
// before they call these, as the uploads route does before processUpload.

/** The list's filters as one condition. */
export function orderFilterCondition(filters: AdminOrderFilters): SQL | undefined {
  const conditions = [
    filters.q ? orderSearchCondition(filters.q) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.payment ? eq(orders.paymentStatus, filters.payment) : undefined,
    filters.attention ? needsAttention : undefined,
    filters.samples ? sql`${orders.samples}` : undefined,
    filters.channel ? eq(orders.channel, filters.channel) : undefined,
    onLagosDays(sql`${orders.createdAt}`, filters.from, filters.to),
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * created_at as UTC text with microseconds, e.g. 2026-03-14T09:30:00.123456Z: PostgreSQL keeps
 * microseconds, a JavaScript Date only milliseconds, and a cursor rounded down would find the
 * order it stands on again.
 */
export const createdAtCursor = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The newest order's cursor, or null when there are no orders yet. */
export async function newestOrderCursor(): Promise<string | null> {
  const [row] = await db.select({ cursor: createdAtCursor }).from(orders).orderBy(desc(orders.createdAt)).limit(1);
  return row?.cursor ?? null;
}

export type NewOrder = { id: string; orderNumber: string; customerName: string };
export type NewOrders = { cursor: string | null; count: number; orders: NewOrder[] };

const NEW_ORDERS_SHOWN = 5;

/**
 * Orders placed after `after` (all orders when it is null), newest first: how many, the few
 * newest, and the cursor to ask from next time.
 */
export async function findOrdersAfter(after: string | null): Promise<NewOrders> {
  const where = after ? gt(orders.createdAt, sql`${after}::timestamptz`) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: orders.id, orderNumber: orders.orderNumber, customerName: orders.customerName, cursor: createdAtCursor })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(NEW_ORDERS_SHOWN),
    db.select({ count: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return {
    cursor: rows[0]?.cursor ?? after,
    count: counted?.count ?? 0,
    orders: rows.map(({ id, orderNumber, customerName }) => ({ id, orderNumber, customerName })),
  };
}
