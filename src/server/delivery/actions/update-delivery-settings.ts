'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { deliverySettings } from '@/server/db/schema';
import { deliverySettingsSchema } from '@/lib/schemas/delivery';
import { invalidateStorefront } from '@/lib/page-cache-version';
import type { AdminDeliverySettings } from '@/server/delivery/admin-delivery';

/**
 * Saves free delivery and showroom pickup. The single row (id 1) is created if the database
 * lacks it (one made before delivery pricing and never seeded). Product pages and checkout
 * follow at once.
 */
export const updateDeliverySettingsAction = defineAction<typeof deliverySettingsSchema, SessionUser, AdminDeliverySettings>(
  { name: 'updateDeliverySettings', schema: deliverySettingsSchema, authorize: permitted('delivery.manage'), fallbackError: 'Failed to update delivery settings.' },
  async (input, admin) => {
    const columns = {
      freeDeliveryThresholdKobo: input.freeDeliveryThreshold,
      pickupEnabled: input.pickupEnabled,
      pickupReadyBusinessDays: input.pickupReadyBusinessDays,
    };
    const stamp = { updatedBy: admin.id, updatedAt: new Date() };
    await db
      .insert(deliverySettings)
      .values({ id: 1, ...columns, ...stamp })
      .onConflictDoUpdate({ target: deliverySettings.id, set: { ...columns, ...stamp } });
    invalidateStorefront();
    return columns;
  },
);
