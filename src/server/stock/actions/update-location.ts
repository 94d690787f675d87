'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { stockLocations } from '@/server/db/schema';
import { updateLocationSchema } from '@/lib/schemas/stock';
import { keepOneOnline, recordLocationAudit, refuseDuplicateLocationName, type SavedLocation } from '../location-rules';
import { lockLocation } from '../stock-locks';

/**
 * Changes a location. Selling online or not moves its stock into or out of what the website sells (a
 * trigger sums it again); the last location that sells online keeps doing so.
 */
export const updateLocationAction = defineAction<typeof updateLocationSchema, SessionUser, SavedLocation>(
  { name: 'updateLocation', schema: updateLocationSchema, authorize: permitted('locations.manage'), fallbackError: 'Failed to save the location.', refreshes: 'storefront' },
  async ({ id, ...location }) =>
    refuseDuplicateLocationName(location.name, () =>
      db.transaction(async (tx) => {
        const before = await lockLocation(tx, id);
        if (!before) throw new ActionError('This location no longer exists.');
        if (before.sellsOnline && !location.sellsOnline) await keepOneOnline(tx, before.id);
        const [after] = await tx.update(stockLocations).set(location).where(eq(stockLocations.id, before.id)).returning();
        await recordLocationAudit(tx, before.id, 'update', before, after!);
        return { id: before.id, name: after!.name };
      }),
    ),
);
