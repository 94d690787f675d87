'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { stockLocations } from '@/server/db/schema';
import { locationSchema } from '@/lib/schemas/stock';
import { nextLocationPosition, recordLocationAudit, refuseDuplicateLocationName, type SavedLocation } from '../location-rules';

/** Adds a location, last in the order online orders take stock; it holds nothing until stock is counted or sent there. */
export const createLocationAction = defineAction<typeof locationSchema, SessionUser, SavedLocation>(
  { name: 'createLocation', schema: locationSchema, authorize: permitted('locations.manage'), fallbackError: 'Failed to add the location.', refreshes: 'storefront' },
  async (location) =>
    refuseDuplicateLocationName(location.name, () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(stockLocations)
          .values({ ...location, position: await nextLocationPosition(tx) })
          .returning();
        await recordLocationAudit(tx, row!.id, 'create', null, row!);
        return { id: row!.id, name: row!.name };
      }),
    ),
);
