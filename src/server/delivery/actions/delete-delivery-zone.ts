'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { deliveryZones } from '@/server/db/schema';
import { deleteDeliveryZoneSchema } from '@/lib/schemas/delivery';
import { recordZoneAudit, zoneAsRecorded } from './zone-rules';

/**
 * Deletes a zone; its states go with it (the foreign key cascades), so until another zone
 * takes them shoppers there can only pick up at the showroom. Orders keep the zone's name.
 */
export const deleteDeliveryZoneAction = defineAction<typeof deleteDeliveryZoneSchema, SessionUser, { id: string }>(
  { name: 'deleteDeliveryZone', schema: deleteDeliveryZoneSchema, authorize: permitted('delivery.manage'), fallbackError: 'Failed to delete delivery zone.', refreshes: 'storefront' },
  async ({ id }) => {
    await db.transaction(async (tx) => {
      const before = await zoneAsRecorded(tx, id);
      const [row] = await tx.delete(deliveryZones).where(eq(deliveryZones.id, id)).returning({ id: deliveryZones.id });
      if (!row || !before) throw new ActionError('This zone no longer exists. Reload the page.');
      await recordZoneAudit(tx, id, 'delete', before, null);
    });
    return { id };
  },
);
