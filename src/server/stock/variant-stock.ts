import 'server-only';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import type { Transaction } from '@/server/db/client';
import { locationStock, productVariants, stockLocations, stockMovements, locationOrder } from '@/server/db/schema';
import { actorNameNow } from '@/server/audit/audit-actor';
import type { StockMovementReason } from '@/lib/catalog/stock-movements';

// The one way a variant's stock changes (docs/decisions/0054-stock-history.md): the update of its count at
// a location (docs/decisions/0064-stock-locations.md), and the row of its history that says why, in the
// caller's transaction. The variant's stock_quantity, what the website sells, follows by a trigger: the sum
// over the locations that sell online. The caller has locked the product row first
// (docs/decisions/0053-variants-are-the-unit-of-sale.md), so two writers of one variant queue there.

export type StockMovement = {
  variantId: string;
  productId: string;
  change: number;
  /** The variant's online stock after the move. */
  stockAfter: number;
  reason: StockMovementReason;
  orderId?: string | null;
  /** Where the units moved; null when the online total was set as one number. */
  locationId?: string | null;
  locationStockAfter?: number | null;
};

async function variantAfter(tx: Transaction, variantId: string) {
  const [row] = await tx.select({ productId: productVariants.productId, stockQuantity: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, variantId));
  return row ?? null;
}

/**
 * Takes `quantity` from a variant still on sale, out of the locations that sell online: `prefer` first
 * (the pickup location; the showroom making a sale, which counts even when it does not sell online),
 * then the others in the shop's order, several when one has too few. Null when they hold fewer than
 * that between them. Returns one move per location, for recordStockMovements.
 */
export async function takeVariantStock(
  tx: Transaction,
  variantId: string,
  quantity: number,
  reason: StockMovementReason,
  orderId: string | null = null,
  prefer: string | null = null,
  { preferOffline = false }: { preferOffline?: boolean } = {},
): Promise<StockMovement[] | null> {
  const sold = preferOffline && prefer ? or(eq(stockLocations.sellsOnline, true), eq(stockLocations.id, prefer)) : eq(stockLocations.sellsOnline, true);
  const places = await tx
    .select({ locationId: locationStock.locationId, quantity: locationStock.quantity })
    .from(locationStock)
    .innerJoin(stockLocations, eq(stockLocations.id, locationStock.locationId))
    .innerJoin(productVariants, and(eq(productVariants.id, locationStock.variantId), isNull(productVariants.archivedAt)))
    .where(and(eq(locationStock.variantId, variantId), sold, gt(locationStock.quantity, 0)))
    .orderBy(desc(sql`${stockLocations.id} = ${prefer ?? sql`null`}`), ...locationOrder())
    .for('update', { of: locationStock });
  if (places.reduce((sum, place) => sum + place.quantity, 0) < quantity) return null;
  const taken: { locationId: string; quantity: number; after: number }[] = [];
  let owed = quantity;
  for (const place of places) {
    if (owed === 0) break;
    const units = Math.min(owed, place.quantity);
    const after = await changeAtLocation(tx, variantId, place.locationId, -units);
    if (after === null) throw new Error('A locked location row changed under its lock');
    taken.push({ locationId: place.locationId, quantity: units, after });
    owed -= units;
  }
  const variant = (await variantAfter(tx, variantId))!;
  let stockAfter = variant.stockQuantity + quantity;
  return taken.map((place) => {
    stockAfter -= place.quantity;
    return { variantId, productId: variant.productId, change: -place.quantity, stockAfter, reason, orderId, locationId: place.locationId, locationStockAfter: place.after };
  });
}

/**
 * Takes `quantity` from one location only, when it holds that many (the conditional decrement); null when
 * it does not. A transfer, a count and a sale in the showroom take from where the units are.
 */
export async function takeFromLocation(
  tx: Transaction,
  variantId: string,
  locationId: string,
  quantity: number,
  reason: StockMovementReason,
  orderId: string | null = null,
): Promise<StockMovement | null> {
  const after = await changeAtLocation(tx, variantId, locationId, -quantity);
  if (after === null) return null;
  const variant = (await variantAfter(tx, variantId))!;
  return { variantId, productId: variant.productId, change: -quantity, stockAfter: variant.stockQuantity, reason, orderId, locationId, locationStockAfter: after };
}

/** Puts `quantity` at a location (an archived variant too: the units are still the shop's). */
export async function giveToLocation(
  tx: Transaction,
  variantId: string,
  locationId: string,
  quantity: number,
  reason: StockMovementReason,
  orderId: string | null = null,
): Promise<StockMovement | null> {
  const variant = await variantAfter(tx, variantId);
  if (!variant) return null;
  const after = await changeAtLocation(tx, variantId, locationId, quantity);
  const { stockQuantity } = (await variantAfter(tx, variantId))!;
  return { variantId, productId: variant.productId, change: quantity, stockAfter: stockQuantity, reason, orderId, locationId, locationStockAfter: after };
}

/** The first location that sells online: where units go back when nothing says where they came from. */
export async function firstOnlineLocation(tx: Transaction): Promise<string | null> {
  const [first] = await tx
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(eq(stockLocations.sellsOnline, true))
    .orderBy(...locationOrder())
    .limit(1);
  return first?.id ?? null;
}

/**
 * Moves a variant's online count by `change`, as a count set by hand always has
 * (docs/decisions/0064-stock-locations.md): added at the first location that sells online, taken from
 * those locations in their order. The caller has checked, under the products' lock, that the count it
 * read is the count now (docs/decisions/0068-stock-changes-by-difference.md).
 */
export async function changeOnlineStock(tx: Transaction, variantId: string, change: number, reason: StockMovementReason): Promise<StockMovement[]> {
  if (change === 0) return [];
  if (change < 0) {
    const taken = await takeVariantStock(tx, variantId, -change, reason);
    if (!taken) throw new Error('The locations that sell online hold fewer units than the count read');
    return taken;
  }
  const first = await firstOnlineLocation(tx);
  if (!first) throw new ActionError('No location sells online, so there is no online stock to add to. Count the stock at a location instead (Locations).');
  const given = await giveToLocation(tx, variantId, first, change, reason);
  return given ? [given] : [];
}

/** Adds `change` (negative: takes) to the count at a location; the count after, or null when too few were there. */
async function changeAtLocation(tx: Transaction, variantId: string, locationId: string, change: number): Promise<number | null> {
  if (change < 0) {
    const [row] = await tx
      .update(locationStock)
      .set({ quantity: sql`${locationStock.quantity} + ${change}` })
      .where(and(eq(locationStock.variantId, variantId), eq(locationStock.locationId, locationId), sql`${locationStock.quantity} >= ${-change}`))
      .returning({ quantity: locationStock.quantity });
    return row?.quantity ?? null;
  }
  const [row] = await tx
    .insert(locationStock)
    .values({ variantId, locationId, quantity: change })
    .onConflictDoUpdate({ target: [locationStock.locationId, locationStock.variantId], set: { quantity: sql`${locationStock.quantity} + ${change}` } })
    .returning({ quantity: locationStock.quantity });
  return row!.quantity;
}

/** Keeps the moves in the variants' history, naming the staff member who made them by hand. */
export async function recordStockMovements(tx: Transaction, movements: readonly StockMovement[]) {
  const moved = movements.filter((movement) => movement.change !== 0);
  if (moved.length === 0) return;
  const actorName = actorNameNow();
  await tx.insert(stockMovements).values(
    moved.map((movement) => ({ ...movement, orderId: movement.orderId ?? null, locationId: movement.locationId ?? null, locationStockAfter: movement.locationStockAfter ?? null, actorName })),
  );
}
