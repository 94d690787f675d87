import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { locationStock, stockLocations, locationOrder } from '@/server/db/schema';

// Where a shopper may collect an order (docs/decisions/0064-stock-locations.md): the locations that offer
// pickup, each saying whether it holds every piece of the cart now or needs its restock days to bring
// them from another location.

export type PickupLocation = { id: string; name: string; address: string; openingHours: string };
export type PickupOption = PickupLocation & { hasEverything: boolean; extraBusinessDays: number };

/** A line that needs a finished unit on the shelf: its variant and how many. */
export type StockedLine = { variantId: string; quantity: number };

export async function pickupLocations(database: Database | Transaction = db): Promise<(PickupLocation & { restockBusinessDays: number })[]> {
  return database
    .select({
      id: stockLocations.id,
      name: stockLocations.name,
      address: stockLocations.address,
      openingHours: stockLocations.openingHours,
      restockBusinessDays: stockLocations.restockBusinessDays,
    })
    .from(stockLocations)
    .where(eq(stockLocations.pickup, true))
    .orderBy(...locationOrder());
}

/** Every pickup location with what it would take to have the cart's pieces ready there. */
export async function pickupOptionsFor(lines: readonly StockedLine[], database: Database | Transaction = db): Promise<PickupOption[]> {
  const places = await pickupLocations(database);
  if (places.length === 0) return [];
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  const held =
    wanted.size === 0
      ? []
      : await database
          .select({ locationId: locationStock.locationId, variantId: locationStock.variantId, quantity: locationStock.quantity })
          .from(locationStock)
          .where(and(inArray(locationStock.variantId, [...wanted.keys()]), inArray(locationStock.locationId, places.map((place) => place.id))));
  const count = new Map(held.map((row) => [`${row.locationId}:${row.variantId}`, row.quantity]));
  return places.map(({ restockBusinessDays, ...place }) => {
    const hasEverything = [...wanted].every(([variantId, quantity]) => (count.get(`${place.id}:${variantId}`) ?? 0) >= quantity);
    return { ...place, hasEverything, extraBusinessDays: hasEverything ? 0 : restockBusinessDays };
  });
}

/** The location asked for when it offers pickup; else the first that holds everything, else the first. */
export function choosePickup(options: readonly PickupOption[], asked: string | null | undefined): PickupOption | null {
  if (asked) return options.find((option) => option.id === asked.toLowerCase()) ?? null;
  return options.find((option) => option.hasEverything) ?? options[0] ?? null;
}
