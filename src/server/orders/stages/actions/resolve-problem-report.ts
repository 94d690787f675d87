'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { lockOrder } from '@/server/orders/order-stock';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { orderIdSchema } from '@/lib/order-following';

/** "Mark resolved" on a buyer's problem report: it leaves Needs attention (docs/product.md, "Following an order"). */
export const resolveProblemReportAction = defineAction(
  { name: 'resolveProblemReport', schema: orderIdSchema, authorize: permitted('orders.stages'), fallbackError: 'Failed to mark the problem resolved' },
  async ({ id }) => {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order) throw new ActionError('This order no longer exists.');
      const [row] = await tx.select({ reportedAt: orders.problemReportedAt, resolvedAt: orders.problemResolvedAt }).from(orders).where(eq(orders.id, id));
      if (!row?.reportedAt) throw new ActionError('The customer has not reported a problem with this order.');
      if (row.resolvedAt) return { orderNumber: order.orderNumber, resolvedAt: row.resolvedAt };
      const resolvedAt = new Date();
      await tx.update(orders).set({ problemResolvedAt: resolvedAt }).where(eq(orders.id, id));
      await recordOrderAudit(tx, order, { action: 'problem_resolved', before: { problemResolvedAt: null }, after: { problemResolvedAt: resolvedAt } });
      return { orderNumber: order.orderNumber, resolvedAt };
    });
  },
);
