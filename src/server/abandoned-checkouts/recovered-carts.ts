import 'server-only';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, serverCarts } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';

export const RECOVERED_WINDOW_DAYS = 30;

export type RecoveredCarts = { count: number; totalKobo: number; days: number };

/**
 * The dashboard's "Recovered carts": orders placed after an abandoned-checkout reminder in the last
 * RECOVERED_WINDOW_DAYS days, and what they came to (cancelled orders are not counted).
 */
export async function readRecoveredCarts(now = new Date()): Promise<RecoveredCarts> {
  await requirePermission('dashboard.read');
  const since = new Date(now.getTime() - RECOVERED_WINDOW_DAYS * 24 * 3_600_000);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, totalKobo: sql<string>`coalesce(sum(${orders.totalAmountKobo}), 0)` })
    .from(serverCarts)
    .innerJoin(orders, eq(orders.id, serverCarts.recoveredOrderId))
    .where(and(gte(serverCarts.recoveredAt, since), ne(orders.status, 'cancelled')));
  return { count: row?.count ?? 0, totalKobo: Number(row?.totalKobo ?? 0), days: RECOVERED_WINDOW_DAYS };
}
