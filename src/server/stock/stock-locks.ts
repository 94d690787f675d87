import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { locationStock, products, productVariants, stockLocations } from '@/server/db/schema';
import { pieceName } from '@/lib/catalog/piece-name';

// What every writer of stock at a location does first: lock the products of the variants it moves, in id
// order, as placing an order does (docs/decisions/0053-variants-are-the-unit-of-sale.md), so an online
// order, a showroom sale, a count and a transfer of one piece queue instead of reading stale counts.

export type LockedVariant = { id: string; productId: string; name: string; sku: string | null };

/** Locks the variants' products and returns each variant with the name staff read ("Ayo Sofa (3-seater)"). */
export async function lockVariantsForStock(tx: Transaction, variantIds: readonly string[]): Promise<Map<string, LockedVariant>> {
  const ids = [...new Set(variantIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      productName: products.name,
      sku: productVariants.sku,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids))
    .orderBy(asc(products.id))
    .for('update', { of: products });
  return new Map(
    rows.map((row) => [row.id, { id: row.id, productId: row.productId, sku: row.sku, name: pieceName(row.productName, [row.option1, row.option2, row.option3]) }]),
  );
}

/** A location by id, its row locked (a count and a transfer read its name and settings), or null. */
export async function lockLocation(tx: Transaction, id: string) {
  const [location] = await tx.select().from(stockLocations).where(eq(stockLocations.id, id)).for('update');
  return location ?? null;
}

/** How many of each variant a location holds now (0 for one it has never held). */
export async function heldAt(tx: Transaction, locationId: string, variantIds: readonly string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await tx
    .select({ variantId: locationStock.variantId, quantity: locationStock.quantity })
    .from(locationStock)
    .where(and(eq(locationStock.locationId, locationId), inArray(locationStock.variantId, [...variantIds])));
  return new Map(rows.map((row) => [row.variantId, row.quantity]));
}
