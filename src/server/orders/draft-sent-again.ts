import 'server-only';
import { aliasedTable, and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { draftOrders } from '@/server/db/schema';

/**
 * Whether this order was placed from a draft whose customer was sent another draft since (the sale sent
 * again, docs/decisions/0066-draft-orders.md): such an order, once cancelled, is never reopened by money
 * arriving late, or the piece would be sold twice; the money is given back, as for a quote sent again
 * (src/server/orders/quote-ordered.ts). The same customer is the same email or phone as staff typed it;
 * a draft cancelled since does not count.
 */
export async function draftSentAgain(tx: Transaction, orderId: string): Promise<boolean> {
  const later = aliasedTable(draftOrders, 'later_draft');
  const [row] = await tx
    .select({ id: later.id })
    .from(draftOrders)
    .innerJoin(
      later,
      and(
        ne(later.id, draftOrders.id),
        gt(later.createdAt, draftOrders.createdAt),
        ne(later.status, 'cancelled'),
        or(sql`lower(${later.customerEmail}) = lower(${draftOrders.customerEmail})`, eq(later.customerPhone, draftOrders.customerPhone)),
      ),
    )
    .where(eq(draftOrders.orderId, orderId))
    .limit(1);
  return row !== undefined;
}
