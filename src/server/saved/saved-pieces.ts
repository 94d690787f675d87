import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { productOptions, products, savedPieces } from '@/server/db/schema';
import { cardColumns, toCard, type ProductCardData } from '@/server/catalog/product-reads';

// A signed-in shopper's saved pieces (docs/product.md, "Saved pieces"). Every function takes the
// account's id from the session (the actions in src/server/saved/actions/store/), never from the browser, so a
// shopper only ever reads or changes their own list. Only active products can be saved or listed:
// a piece hidden later stays saved and shows again when it is back on sale.

/** At most this many ids are taken from a browser's list at sign-in (a list is a few dozen at most). */
export const MERGE_LIMIT = 200;

const activeIn = (ids: readonly string[]) => and(inArray(products.id, [...ids]), eq(products.status, 'active'));

/** Saves (or unsaves) one active piece; saving twice is one row. Returns false when the piece is not on sale. */
export async function setPieceSaved(userId: string, productId: string, saved: boolean): Promise<boolean> {
  if (!saved) {
    await db.delete(savedPieces).where(and(eq(savedPieces.userId, userId), eq(savedPieces.productId, productId)));
    return true;
  }
  const [product] = await db.select({ id: products.id }).from(products).where(activeIn([productId]));
  if (!product) return false;
  await db.insert(savedPieces).values({ userId, productId }).onConflictDoNothing();
  return true;
}

/**
 * Joins a browser's saved pieces to the account (once after sign-in): ids that are not active products
 * (unknown, deleted, hidden) are left out, ones already saved stay as they are. Safe to repeat.
 */
export async function mergeSavedPieces(userId: string, productIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(productIds.map((id) => id.toLowerCase()))].slice(0, MERGE_LIMIT);
  if (wanted.length === 0) return;
  const found = await db.select({ id: products.id }).from(products).where(activeIn(wanted));
  if (found.length === 0) return;
  await db
    .insert(savedPieces)
    .values(found.map(({ id }) => ({ userId, productId: id })))
    .onConflictDoNothing();
}

/** The ids of the account's saved pieces that are on sale (for the hearts). */
export async function listSavedIds(userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedPieces.productId })
    .from(savedPieces)
    .innerJoin(products, eq(products.id, savedPieces.productId))
    .where(and(eq(savedPieces.userId, userId), eq(products.status, 'active')))
    .orderBy(desc(savedPieces.createdAt));
  return rows.map((row) => row.id);
}

/**
 * A saved piece as a card; `hasOptions`: it is sold in variants (Size, Fabric, Colour...), so the shopper
 * chooses one on its page before it goes in the cart (docs/decisions/0053-variants-are-the-unit-of-sale.md).
 */
export type SavedPiece = ProductCardData & { hasOptions: boolean };

/** My Account → Saved: the saved pieces on sale, latest saved first, as cards (price and stock now). */
export async function listSavedPieces(userId: string): Promise<SavedPiece[]> {
  const rows = await db
    .select({ ...cardColumns, hasOptions: sql<boolean>`exists (select 1 from ${productOptions} where ${productOptions.productId} = ${products.id})` })
    .from(savedPieces)
    .innerJoin(products, eq(products.id, savedPieces.productId))
    .where(and(eq(savedPieces.userId, userId), eq(products.status, 'active')))
    .orderBy(desc(savedPieces.createdAt), products.id);
  return rows.map(({ hasOptions, ...row }) => ({ ...toCard(row), hasOptions }));
}
