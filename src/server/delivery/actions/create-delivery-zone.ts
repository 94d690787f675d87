'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { deliveryZones } from '@/server/db/schema';
import { deliveryZoneSchema, type DeliveryZoneRefusal } from '@/lib/schemas/delivery';
import { assignStates, checkNameFree, recordZoneAudit, refuseDuplicateName, zoneAsRecorded, zoneColumns, type SavedDeliveryZone } from './zone-rules';

/**
 * Adds a delivery zone with its states, in one transaction: a chosen state that another zone
 * served moves to the new one. Product pages and checkout quote the new fees at once.
 */
export const createDeliveryZoneAction = defineAction<typeof deliveryZoneSchema, SessionUser, SavedDeliveryZone, DeliveryZoneRefusal>(
  { name: 'createDeliveryZone', schema: deliveryZoneSchema, authorize: permitted('delivery.manage'), fallbackError: 'Failed to create delivery zone.', refreshes: 'storefront' },
  async (zone, admin) => {
    const saved = await refuseDuplicateName(zone.name, () =>
      db.transaction(async (tx) => {
        await checkNameFree(tx, zone.name);
        const [row] = await tx
          .insert(deliveryZones)
          .values(zoneColumns(zone, admin.id))
          .returning({ id: deliveryZones.id, name: deliveryZones.name });
        const created = row as SavedDeliveryZone;
        await assignStates(tx, created.id, zone.states, admin.id);
        await recordZoneAudit(tx, created.id, 'create', null, await zoneAsRecorded(tx, created.id));
        return created;
      }),
    );
    return saved;
  },
);
