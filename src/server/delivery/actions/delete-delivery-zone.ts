'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { deliveryZones } from '@/server/db/schema';
import { deleteDeliveryZoneSchema } from '@/lib/schemas/delivery';
import { invalidateStorefront } from '@/lib/page-cache-version';

/**
 * Deletes a zone; its states go with it (the foreign key cascades), so until another zone
 * takes them shoppers there can only pick up at the showroom. Orders keep the zone's name.
 */
export const deleteDeliveryZoneAction = defineAction<typeof deleteDeliveryZoneSchema, SessionUser, { id: string }>(
  { name: 'deleteDeliveryZone', schema: deleteDeliveryZoneSchema, authorize: permitted('delivery.manage'), fallbackError: 'Failed to delete delivery zone.' },
  async ({ id }) => {
    const [row] = await db.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning({ id: deliveryZones.id });
    if (!row) throw new ActionError('This zone no longer exists. Reload the page.');
    invalidateStorefront();
    return { id };
  },
);
