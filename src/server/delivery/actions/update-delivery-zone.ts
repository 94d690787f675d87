'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { deliveryZones } from '@/server/db/schema';
import { updateDeliveryZoneSchema, type DeliveryZoneRefusal } from '@/lib/schemas/delivery';
import { assignStates, checkNameFree, recordZoneAudit, refuseDuplicateName, zoneAsRecorded, zoneColumns, type SavedDeliveryZone } from './zone-rules';

/**
 * Changes a zone and its states in one transaction: states left out no longer have a zone,
 * states chosen from another zone move here. Product pages and checkout follow at once.
 */
export const updateDeliveryZoneAction = defineAction<typeof updateDeliveryZoneSchema, SessionUser, SavedDeliveryZone, DeliveryZoneRefusal>(
  { name: 'updateDeliveryZone', schema: updateDeliveryZoneSchema, authorize: permitted('delivery.manage'), fallbackError: 'Failed to update delivery zone.', refreshes: 'storefront' },
  async ({ id, ...zone }, admin) => {
    const saved = await refuseDuplicateName(zone.name, () =>
      db.transaction(async (tx) => {
        // Locked first: a delete of the same zone meanwhile waits, then finds it changed.
        const [current] = await tx.select({ id: deliveryZones.id }).from(deliveryZones).where(eq(deliveryZones.id, id)).for('update');
        if (!current) throw new ActionError('This zone no longer exists. Reload the page.');
        await checkNameFree(tx, zone.name, id);
        const before = await zoneAsRecorded(tx, id);
        const [row] = await tx
          .update(deliveryZones)
          .set(zoneColumns(zone, admin.id))
          .where(eq(deliveryZones.id, id))
          .returning({ id: deliveryZones.id, name: deliveryZones.name });
        await assignStates(tx, id, zone.states, admin.id);
        await recordZoneAudit(tx, id, 'update', before, await zoneAsRecorded(tx, id));
        return row as SavedDeliveryZone;
      }),
    );
    return saved;
  },
);
