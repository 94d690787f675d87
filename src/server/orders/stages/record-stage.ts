import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orderEvents, orders } from '@/server/db/schema';
import { type OrderStatus } from '@/lib/constants';
import { ORDER_STAGES, type OrderStage } from '@/lib/made-to-order-constants';

export type StageEntry = {
  orderId: string;
  stage: OrderStage;
  note?: string | null;
  photoKeys?: string[];
  /** The admin who set it; none when the shop did (a payment confirmed the order). */
  createdBy?: string | null;
};

/**
 * The order reaches a stage: its stage column and a timeline row with the date, who set it, and
 * the note and photos the customer sees. In the caller's transaction, after lockOrder.
 */
export async function recordStage(tx: Transaction, entry: StageEntry) {
  await tx.update(orders).set({ stage: entry.stage }).where(eq(orders.id, entry.orderId));
  await tx.insert(orderEvents).values({
    orderId: entry.orderId,
    kind: 'stage',
    stage: entry.stage,
    note: entry.note ?? null,
    photoKeys: entry.photoKeys ?? [],
    createdBy: entry.createdBy ?? null,
  });
}

/** The stage a status set by hand stands for: shipped is Out for delivery, delivered is Delivered. */
const STAGE_OF_STATUS: Partial<Record<OrderStatus, OrderStage>> = { shipped: 'out_for_delivery', delivered: 'delivered' };

/**
 * The Update Order Status dialog moved the order to shipped or delivered: the timeline follows
 * with the matching stage (never backwards), so the buyer sees it and, once delivered, may confirm
 * receipt or report a problem. No stage mail: the status mail tells the buyer. After lockOrder.
 */
export async function recordStageOfStatus(tx: Transaction, orderId: string, status: OrderStatus, createdBy: string) {
  const stage = STAGE_OF_STATUS[status];
  if (!stage) return;
  const [row] = await tx.select({ stage: orders.stage }).from(orders).where(eq(orders.id, orderId));
  if (row?.stage && ORDER_STAGES.indexOf(row.stage) >= ORDER_STAGES.indexOf(stage)) return;
  await recordStage(tx, { orderId, stage, createdBy });
}
