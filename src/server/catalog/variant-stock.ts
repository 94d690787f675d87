import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { productVariants, stockMovements } from '@/server/db/schema';
import { auditActorNow } from '@/server/audit/audit-actor';
import type { StockMovementReason } from '@/lib/catalog/stock-movements';

// The one way a variant's stock changes (docs/decisions/0054-stock-history.md): the update, and the
// row of its history that says why, in the caller's transaction. The caller has locked the product
// row first (docs/decisions/0053-variants-are-the-unit-of-sale.md).

export type StockMovement = { variantId: string; productId: string; change: number; stockAfter: number; reason: StockMovementReason; orderId?: string | null };

/**
 * Takes `quantity` from a variant still on sale, only when that many are left (the conditional
 * decrement); null when they are not. Returns the move for recordStockMovements.
 */
export async function takeVariantStock(tx: Transaction, variantId: string, quantity: number, reason: StockMovementReason, orderId: string | null = null): Promise<StockMovement | null> {
  const [row] = await tx
    .update(productVariants)
    .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${quantity}` })
    .where(and(eq(productVariants.id, variantId), isNull(productVariants.archivedAt), sql`${productVariants.stockQuantity} >= ${quantity}`))
    .returning({ productId: productVariants.productId, stockAfter: productVariants.stockQuantity });
  return row ? { variantId, productId: row.productId, change: -quantity, stockAfter: row.stockAfter, reason, orderId } : null;
}

/** Puts `quantity` back on a variant (an archived one too: the units are still the shop's). */
export async function giveVariantStock(tx: Transaction, variantId: string, quantity: number, reason: StockMovementReason, orderId: string | null = null): Promise<StockMovement | null> {
  const [row] = await tx
    .update(productVariants)
    .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${quantity}` })
    .where(eq(productVariants.id, variantId))
    .returning({ productId: productVariants.productId, stockAfter: productVariants.stockQuantity });
  return row ? { variantId, productId: row.productId, change: quantity, stockAfter: row.stockAfter, reason, orderId } : null;
}

/** Keeps the moves in the variants' history, naming the staff member who made them by hand. */
export async function recordStockMovements(tx: Transaction, movements: readonly StockMovement[]) {
  const moved = movements.filter((movement) => movement.change !== 0);
  if (moved.length === 0) return;
  const actor = auditActorNow();
  const actorName = actor.kind === 'staff' ? actor.user.name : actor.kind === 'command' ? actor.name : null;
  await tx.insert(stockMovements).values(moved.map((movement) => ({ ...movement, orderId: movement.orderId ?? null, actorName })));
}
