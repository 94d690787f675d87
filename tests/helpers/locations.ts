import { and, eq, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { locationStock, stockLocations, stockTransferLines, stockTransfers, locationOrder } from '@/server/db/schema';
import { bumpStorefrontVersion } from '@/server/storefront-cache';

// Stock locations as tests read and set them up (docs/decisions/0064-stock-locations.md).

/**
 * As a new shop has (migration 0042 makes it): one location that sells online, where stock written to a
 * variant lands. The reset that empties every table makes it again.
 */
export async function ensureFirstLocation() {
  const [any] = await db.select({ id: stockLocations.id }).from(stockLocations).limit(1);
  if (!any) await db.insert(stockLocations).values({ name: 'Main warehouse', pickup: true, sellsOnline: true, position: 0 });
}

/** The first location in the shop's order: the main warehouse every new shop starts with. */
export async function firstLocationId() {
  const [first] = await db.select({ id: stockLocations.id }).from(stockLocations).orderBy(...locationOrder()).limit(1);
  return first!.id;
}

/** How many of a variant a location holds (0 when it never held any). */
export async function heldAt(locationId: string, variantId: string) {
  const [row] = await db.select({ quantity: locationStock.quantity }).from(locationStock).where(and(eq(locationStock.locationId, locationId), eq(locationStock.variantId, variantId)));
  return row?.quantity ?? 0;
}

/** A transfer already on the road from the first location to `toLocationId`, its units taken as sending does. */
export async function transferInTransit(variantId: string, toLocationId: string, quantity: number) {
  const from = await firstLocationId();
  return db.transaction(async (tx) => {
    await tx
      .update(locationStock)
      .set({ quantity: sql`${locationStock.quantity} - ${quantity}` })
      .where(and(eq(locationStock.locationId, from), eq(locationStock.variantId, variantId)));
    const [transfer] = await tx.insert(stockTransfers).values({ fromLocationId: from, toLocationId, sentBy: 'Test' }).returning({ id: stockTransfers.id });
    await tx.insert(stockTransferLines).values({ transferId: transfer!.id, variantId, quantity });
    bumpStorefrontVersion();
    return transfer!.id;
  });
}
