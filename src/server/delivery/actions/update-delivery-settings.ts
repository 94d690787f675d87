'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { changedFields } from '@/server/audit/audit-changes';
import { recordAudit } from '@/server/audit/record-audit';
import { deliverySettings } from '@/server/db/schema';
import { deliverySettingsSchema } from '@/lib/schemas/delivery';
import type { AdminDeliverySettings } from '@/server/delivery/admin-delivery-reads';

/**
 * Saves free delivery and showroom pickup. The single row (id 1) is created if the database
 * lacks it (one made before delivery pricing and never seeded). Product pages and checkout
 * follow at once; a change is recorded in the activity log with it.
 */
export const updateDeliverySettingsAction = defineAction<typeof deliverySettingsSchema, SessionUser, AdminDeliverySettings>(
  { name: 'updateDeliverySettings', schema: deliverySettingsSchema, authorize: permitted('delivery.manage'), fallbackError: 'Failed to update delivery settings.', refreshes: 'storefront' },
  async (input, admin) => {
    const columns = {
      freeDeliveryThresholdKobo: input.freeDeliveryThreshold,
      pickupEnabled: input.pickupEnabled,
      pickupReadyBusinessDays: input.pickupReadyBusinessDays,
    };
    const stamp = { updatedBy: admin.id, updatedAt: new Date() };
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          freeDeliveryThresholdKobo: deliverySettings.freeDeliveryThresholdKobo,
          pickupEnabled: deliverySettings.pickupEnabled,
          pickupReadyBusinessDays: deliverySettings.pickupReadyBusinessDays,
        })
        .from(deliverySettings)
        .where(eq(deliverySettings.id, 1))
        .for('update');
      await tx
        .insert(deliverySettings)
        .values({ id: 1, ...columns, ...stamp })
        .onConflictDoUpdate({ target: deliverySettings.id, set: { ...columns, ...stamp } });
      if (before && Object.keys(changedFields(before, columns)).length === 0) return;
      await recordAudit(tx, { entityType: 'delivery_settings', entityId: 1, label: 'Delivery settings', action: 'update', before: before ?? null, after: columns });
    });
    return columns;
  },
);
