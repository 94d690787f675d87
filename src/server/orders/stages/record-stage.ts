import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orderEvents, orders } from '@/server/db/schema';
import type { OrderStage } from '@/lib/constants';

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
