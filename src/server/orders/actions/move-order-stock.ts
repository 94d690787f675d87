'use server';
import { and, eq, sql } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { orderStockAllocations, stockLocations } from '@/server/db/schema';
import { moveOrderStockSchema } from '@/lib/schemas/stock';
import { giveToLocation, recordStockMovements, takeFromLocation } from '@/server/stock/variant-stock';
import { heldAt, lockVariantsForStock } from '@/server/stock/stock-locks';
import { lockOrder } from '../order-stock';
import { recordOrderAudit } from '../order-audit';

/**
 * Before dispatch, staff may send an order from another location than the rule chose: its units of one
 * variant go back where they were taken and are taken from the other (docs/decisions/0064-stock-locations.md).
 */
export const moveOrderStockAction = defineAction<typeof moveOrderStockSchema, SessionUser, { moved: number }>(
  { name: 'moveOrderStock', schema: moveOrderStockSchema, authorize: permitted('orders.update'), fallbackError: 'Failed to change where this order’s stock comes from.', refreshes: 'storefront' },
  async ({ orderId, variantId, fromLocationId, toLocationId }) =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new ActionError('This order no longer exists.');
      if (order.status === 'shipped' || order.status === 'delivered' || order.status === 'cancelled') {
        throw new ActionError(`This order is ${order.status}: where its stock came from can no longer change.`);
      }
      const variants = await lockVariantsForStock(tx, [variantId]);
      const variant = variants.get(variantId.toLowerCase());
      const [allocation] = await tx
        .select()
        .from(orderStockAllocations)
        .where(and(eq(orderStockAllocations.orderId, order.id), eq(orderStockAllocations.variantId, variantId.toLowerCase()), eq(orderStockAllocations.locationId, fromLocationId.toLowerCase())));
      if (!variant || !allocation) throw new ActionError('This order takes nothing of that piece from there any more. Reload the order.');
      const [to] = await tx.select({ id: stockLocations.id, name: stockLocations.name }).from(stockLocations).where(eq(stockLocations.id, toLocationId));
      // A refusal about the location chosen is shown at the form's choice of it.
      const atChoice = (message: string) => new ActionError(message, { fieldErrors: { toLocationId: [message] } });
      if (!to) throw atChoice('That location no longer exists.');
      const taken = await takeFromLocation(tx, variant.id, to.id, allocation.quantity, 'reallocation', order.id);
      if (!taken) {
        const held = (await heldAt(tx, to.id, [variant.id])).get(variant.id) ?? 0;
        throw atChoice(`${to.name} holds ${held} of ${variant.name}; this order needs ${allocation.quantity}.`);
      }
      const given = await giveToLocation(tx, variant.id, allocation.locationId, allocation.quantity, 'reallocation', order.id);
      await recordStockMovements(tx, given ? [given, taken] : [taken]);
      await tx.delete(orderStockAllocations).where(and(eq(orderStockAllocations.orderId, order.id), eq(orderStockAllocations.variantId, variant.id), eq(orderStockAllocations.locationId, allocation.locationId)));
      await tx
        .insert(orderStockAllocations)
        .values({ orderId: order.id, variantId: variant.id, locationId: to.id, quantity: allocation.quantity })
        .onConflictDoUpdate({
          target: [orderStockAllocations.orderId, orderStockAllocations.variantId, orderStockAllocations.locationId],
          set: { quantity: sql`${orderStockAllocations.quantity} + excluded.quantity` },
        });
      await recordOrderAudit(tx, order, { action: 'stock_moved', details: { piece: variant.name, quantity: allocation.quantity, to: to.name } });
      return { moved: allocation.quantity };
    }),
);
