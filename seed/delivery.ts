import 'server-only';
import type { Transaction } from '@/server/db/client';
import { eq } from 'drizzle-orm';
import { deliverySettings, deliveryZones, deliveryZoneStates, stockLocations } from '@/server/db/schema';
import { SETTINGS } from './settings';
import type { NigerianState } from '@/lib/nigeria';

// A sensible start for delivery from a Lagos workshop; the shop edits it under Delivery.
// Fees in whole naira for readability.

type SeedZone = {
  name: string;
  parcel: number;
  large: number;
  days: [number, number];
  payOnDelivery: boolean;
  states: NigerianState[];
};

export const DELIVERY_ZONES: SeedZone[] = [
  { name: 'Lagos', parcel: 5_000, large: 25_000, days: [1, 3], payOnDelivery: true, states: ['Lagos'] },
  {
    name: 'South-West',
    parcel: 8_000,
    large: 45_000,
    days: [3, 5],
    payOnDelivery: false,
    states: ['Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti'],
  },
  {
    name: 'South-South and South-East',
    parcel: 10_000,
    large: 65_000,
    days: [4, 7],
    payOnDelivery: false,
    states: ['Edo', 'Delta', 'Rivers', 'Bayelsa', 'Cross River', 'Akwa Ibom', 'Abia', 'Anambra', 'Ebonyi', 'Enugu', 'Imo'],
  },
  {
    name: 'North-Central and FCT',
    parcel: 10_000,
    large: 70_000,
    days: [4, 7],
    payOnDelivery: false,
    states: ['Federal Capital Territory', 'Kwara', 'Kogi', 'Niger', 'Benue', 'Nasarawa', 'Plateau'],
  },
  {
    name: 'North',
    parcel: 12_000,
    large: 90_000,
    days: [6, 10],
    payOnDelivery: false,
    states: ['Kaduna', 'Kano', 'Katsina', 'Jigawa', 'Kebbi', 'Sokoto', 'Zamfara', 'Bauchi', 'Gombe', 'Adamawa', 'Taraba', 'Yobe', 'Borno'],
  },
];

export const FREE_DELIVERY_THRESHOLD_NAIRA = 1_500_000;

/** The zones with their states, and the delivery settings row (free delivery, pickup). */
export async function insertDeliveryZones(tx: Transaction) {
  await tx.insert(deliverySettings).values({ id: 1, freeDeliveryThresholdKobo: FREE_DELIVERY_THRESHOLD_NAIRA * 100 });
  for (const [index, zone] of DELIVERY_ZONES.entries()) {
    const [row] = await tx
      .insert(deliveryZones)
      .values({
        name: zone.name,
        parcelFeeKobo: zone.parcel * 100,
        largeFeeKobo: zone.large * 100,
        minBusinessDays: zone.days[0],
        maxBusinessDays: zone.days[1],
        payOnDelivery: zone.payOnDelivery,
        displayOrder: index,
      })
      .returning({ id: deliveryZones.id });
    if (!row) throw new Error(`Seed zone ${zone.name} was not returned`);
    await tx.insert(deliveryZoneStates).values(zone.states.map((state) => ({ state, zoneId: row.id })));
  }
  // The first location (made by the migrations) is where pickup is offered: it gets the shop's address and hours.
  await tx.update(stockLocations).set({ address: SETTINGS.contactAddress, openingHours: 'Mon–Sat 9am–6pm' }).where(eq(stockLocations.address, ''));
}
