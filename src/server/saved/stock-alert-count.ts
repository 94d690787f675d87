import 'server-only';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { requirePermission } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { stockAlerts } from '@/server/db/schema';

/** The product screen's "3 people are waiting for this piece": confirmed addresses not yet mailed. */
export async function countWaitingForPiece(productId: string): Promise<number> {
  await requirePermission('products.read');
  const [row] = await db
    .select({ waiting: count() })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt), isNotNull(stockAlerts.confirmedAt)));
  return row?.waiting ?? 0;
}
