'use server';
import { and, eq, gt, or } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { locationStock, orders, orderStockAllocations, refunds, stockLocations, stockTransfers } from '@/server/db/schema';
import { locationIdSchema } from '@/lib/schemas/stock';
import { keepOneOnline, recordLocationAudit } from '../location-rules';
import { lockLocation } from '../stock-locks';

/**
 * Deletes a location that holds nothing and that no order or transfer names: history keeps pointing at
 * the places it happened. One that was used is closed instead (no pickup, not selling online).
 */
export const deleteLocationAction = defineAction<typeof locationIdSchema, SessionUser, { id: string }>(
  { name: 'deleteLocation', schema: locationIdSchema, authorize: permitted('locations.manage'), fallbackError: 'Failed to delete the location.', refreshes: 'storefront' },
  async ({ id }) =>
    db.transaction(async (tx) => {
      const location = await lockLocation(tx, id);
      if (!location) throw new ActionError('This location no longer exists.');
      await keepOneOnline(tx, location.id);
      const [stock] = await tx.select({ id: locationStock.variantId }).from(locationStock).where(and(eq(locationStock.locationId, location.id), gt(locationStock.quantity, 0))).limit(1);
      if (stock) throw new ActionError(`${location.name} still holds stock. Count it to zero or send it elsewhere first.`);
      const [pickedUp] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.pickupLocationId, location.id)).limit(1);
      const [allocated] = await tx.select({ id: orderStockAllocations.orderId }).from(orderStockAllocations).where(eq(orderStockAllocations.locationId, location.id)).limit(1);
      const [moved] = await tx
        .select({ id: stockTransfers.id })
        .from(stockTransfers)
        .where(or(eq(stockTransfers.fromLocationId, location.id), eq(stockTransfers.toLocationId, location.id)))
        .limit(1);
      // Cash handed back there (docs/decisions/0074-how-a-refund-went-back.md) keeps it too.
      const [paidBack] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.payoutLocationId, location.id)).limit(1);
      if (pickedUp || allocated || moved || paidBack) {
        throw new ActionError(`${location.name} is named by orders, transfers or refunds, so it stays. Turn off pickup and online sales to close it.`);
      }
      await tx.delete(stockLocations).where(eq(stockLocations.id, location.id));
      await recordLocationAudit(tx, location.id, 'delete', location, null);
      return { id: location.id };
    }),
);
