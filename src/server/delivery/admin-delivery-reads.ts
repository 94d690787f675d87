import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { deliverySettings, deliveryZones, deliveryZoneStates } from '@/server/db/schema';
import { pickupLocations } from '@/server/stock/pickup-locations';
import { NIGERIAN_STATES, type NigerianState } from '@/lib/nigeria';
import { requirePermission } from '@/server/auth/permissions';

// The Delivery screen's read: every zone, active or not, with its states; the states no zone
// serves; the delivery settings; and the locations shoppers may pick up from (edited on the Locations
// screen, docs/decisions/0064-stock-locations.md).

export type AdminDeliveryZone = {
  id: string;
  name: string;
  /** In the order of NIGERIAN_STATES (alphabetical, the FCT among the F's). */
  states: NigerianState[];
  parcelFeeKobo: number;
  largeFeeKobo: number;
  minBusinessDays: number;
  maxBusinessDays: number;
  payOnDelivery: boolean;
  active: boolean;
  displayOrder: number;
};

export type AdminDeliverySettings = {
  freeDeliveryThresholdKobo: number | null;
  pickupEnabled: boolean;
  pickupReadyBusinessDays: number;
};

export type AdminDelivery = {
  zones: AdminDeliveryZone[];
  /** States in no zone at all: only showroom pickup serves them. */
  unzonedStates: NigerianState[];
  settings: AdminDeliverySettings;
  /** The locations that offer pickup, in the shop's order. */
  pickupPlaces: { name: string; address: string }[];
};

/**
 * What a database without the settings row (one made before delivery pricing, never seeded)
 * has in force: the table's own defaults, never free. The first save stores the row.
 */
export const DEFAULT_DELIVERY_SETTINGS: AdminDeliverySettings = { freeDeliveryThresholdKobo: null, pickupEnabled: true, pickupReadyBusinessDays: 2 };

export async function getAdminDelivery(): Promise<AdminDelivery> {
  await requirePermission('delivery.manage');
  const [zones, zoneStates, [settings], places] = await Promise.all([
    db.select().from(deliveryZones).orderBy(asc(deliveryZones.displayOrder), asc(deliveryZones.name)),
    db.select().from(deliveryZoneStates),
    db.select().from(deliverySettings).where(eq(deliverySettings.id, 1)),
    pickupLocations(),
  ]);
  const zoneOf = new Map(zoneStates.map((row) => [row.state, row.zoneId]));
  return {
    zones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      states: NIGERIAN_STATES.filter((state) => zoneOf.get(state) === zone.id),
      parcelFeeKobo: zone.parcelFeeKobo,
      largeFeeKobo: zone.largeFeeKobo,
      minBusinessDays: zone.minBusinessDays,
      maxBusinessDays: zone.maxBusinessDays,
      payOnDelivery: zone.payOnDelivery,
      active: zone.active,
      displayOrder: zone.displayOrder,
    })),
    unzonedStates: NIGERIAN_STATES.filter((state) => !zoneOf.has(state)),
    settings: settings
      ? {
          freeDeliveryThresholdKobo: settings.freeDeliveryThresholdKobo,
          pickupEnabled: settings.pickupEnabled,
          pickupReadyBusinessDays: settings.pickupReadyBusinessDays,
        }
      : DEFAULT_DELIVERY_SETTINGS,
    pickupPlaces: places.map((place) => ({ name: place.name, address: place.address })),
  };
}
