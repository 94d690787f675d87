import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { draftOrderLines, draftOrders, orders } from '@/server/db/schema';
import { requirePermission } from '@/server/auth/permissions';
import { draftStateOf, type DraftOrderState } from '@/lib/draft-orders';

// The Drafts screen's list (docs/decisions/0066-draft-orders.md), for staff who may sell (pos.sell). What
// the customer reads of one draft is in customer-draft.ts.

/** The newest drafts the Drafts screen lists; older ones are orders, cancelled or expired by then. */
const LISTED = 100;

export type StaffDraft = {
  id: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  totalKobo: number;
  pieces: number;
  state: DraftOrderState;
  createdByName: string;
  createdAt: Date;
  expiresAt: Date;
  orderNumber: string | null;
};

export async function listDrafts(): Promise<StaffDraft[]> {
  await requirePermission('pos.sell');
  const rows = await db
    .select({
      id: draftOrders.id,
      customerName: draftOrders.customerName,
      customerPhone: draftOrders.customerPhone,
      customerEmail: draftOrders.customerEmail,
      totalKobo: draftOrders.totalKobo,
      status: draftOrders.status,
      createdByName: draftOrders.createdByName,
      createdAt: draftOrders.createdAt,
      expiresAt: draftOrders.expiresAt,
      orderNumber: orders.orderNumber,
      pieces: sql<number>`(select coalesce(sum(${draftOrderLines.quantity}), 0) from ${draftOrderLines} where ${draftOrderLines.draftOrderId} = ${draftOrders.id})::int`,
    })
    .from(draftOrders)
    .leftJoin(orders, eq(orders.id, draftOrders.orderId))
    .orderBy(desc(draftOrders.createdAt), desc(draftOrders.id))
    .limit(LISTED);
  return rows.map(({ status, ...row }) => ({ ...row, state: draftStateOf({ status, expiresAt: row.expiresAt }) }));
}
