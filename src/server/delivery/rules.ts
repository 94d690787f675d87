import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { deliverySettings, deliveryZones, deliveryZoneStates } from '@/server/db/schema';
import type { DeliveryRules } from '@/lib/delivery/price';

// The shop's delivery rules as the delivery price needs them (src/lib/delivery/price.ts): active zones
// with their states, the free-delivery threshold and showroom pickup. Read by the product
// page, checkout and placeOrder alike.

const DEFAULT_PICKUP = { enabled: true, readyBusinessDays: 2 };

export async function loadDeliveryRules(database: Database | Transaction = db): Promise<DeliveryRules> {
  const [zones, states, [settings]] = await Promise.all([
    database
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.active, true))
      .orderBy(asc(deliveryZones.displayOrder), asc(deliveryZones.name)),
    database.select().from(deliveryZoneStates),
    database.select().from(deliverySettings).where(eq(deliverySettings.id, 1)),
  ]);
  return {
    zones: zones.map((zone) => ({
      name: zone.name,
      states: states.filter((row) => row.zoneId === zone.id).map((row) => row.state),
      parcelFeeKobo: zone.parcelFeeKobo,
      largeFeeKobo: zone.largeFeeKobo,
      minBusinessDays: zone.minBusinessDays,
      maxBusinessDays: zone.maxBusinessDays,
      payOnDelivery: zone.payOnDelivery,
    })),
    freeDeliveryThresholdKobo: settings?.freeDeliveryThresholdKobo ?? null,
    pickup: settings ? { enabled: settings.pickupEnabled, readyBusinessDays: settings.pickupReadyBusinessDays } : DEFAULT_PICKUP,
  };
}
