'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { stockLocations } from '@/server/db/schema';
import { moveLocationSchema } from '@/lib/schemas/stock';
import { recordAudit } from '@/server/audit/record-audit';
import { locationsInOrder } from '../location-rules';

/**
 * Moves a location up or down the order online orders take stock in (the first that holds a piece gives
 * it); the first that sells online is also where stock set as one number lands.
 */
export const moveLocationAction = defineAction<typeof moveLocationSchema, SessionUser, { ids: string[] }>(
  { name: 'moveLocation', schema: moveLocationSchema, authorize: permitted('locations.manage'), fallbackError: 'Failed to move the location.' },
  async ({ id, direction }) =>
    db.transaction(async (tx) => {
      const order = await locationsInOrder(tx);
      const from = order.findIndex((location) => location.id === id.toLowerCase());
      if (from < 0) throw new ActionError('This location no longer exists.');
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to < 0 || to >= order.length) return { ids: order.map((location) => location.id) };
      [order[from], order[to]] = [order[to]!, order[from]!];
      for (const [position, location] of order.entries()) await tx.update(stockLocations).set({ position }).where(eq(stockLocations.id, location.id));
      await recordAudit(tx, {
        entityType: 'stock_location',
        entityId: id,
        label: `Location ${order[to]!.name}`,
        action: 'update',
        details: { order: order.map((location) => location.name) },
      });
      return { ids: order.map((location) => location.id) };
    }),
);
