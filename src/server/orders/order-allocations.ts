import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orders, orderStockAllocations } from '@/server/db/schema';
import { giveToLocation, type StockMovement } from '@/server/stock/variant-stock';

// Which location an order's units came from (docs/decisions/0064-stock-locations.md): written with the moves
// that took them, read to give them back to the same places, and moved by staff before dispatch.

/** Adds the units each move took to the order's allocations. */
export async function allocateMoves(tx: Transaction, orderId: string, moves: readonly StockMovement[]) {
  const taken = moves.filter((move) => move.change < 0 && move.locationId);
  if (taken.length === 0) return;
  await tx
    .insert(orderStockAllocations)
    .values(taken.map((move) => ({ orderId, variantId: move.variantId, locationId: move.locationId!, quantity: -move.change })))
    .onConflictDoUpdate({
      target: [orderStockAllocations.orderId, orderStockAllocations.variantId, orderStockAllocations.locationId],
      set: { quantity: sql`${orderStockAllocations.quantity} + excluded.quantity` },
    });
}

/**
 * Gives every allocated unit back to the location it came from and forgets the allocations. Returns the
 * moves, and how many units of each variant went back, so the caller knows what older orders (placed
 * before locations, with none) still owe.
 */
export async function releaseAllocations(tx: Transaction, orderId: string, reason: StockMovement['reason']) {
  const allocations = await tx.delete(orderStockAllocations).where(eq(orderStockAllocations.orderId, orderId)).returning();
  const moves: StockMovement[] = [];
  const released = new Map<string, number>();
  for (const allocation of allocations.sort((a, b) => a.variantId.localeCompare(b.variantId) || a.locationId.localeCompare(b.locationId))) {
    const given = await giveToLocation(tx, allocation.variantId, allocation.locationId, allocation.quantity, reason, orderId);
    if (given) moves.push(given);
    released.set(allocation.variantId, (released.get(allocation.variantId) ?? 0) + allocation.quantity);
  }
  return { moves, released };
}

/** The pickup location an order takes its stock from first; null for delivery. */
export async function pickupLocationOf(tx: Transaction, orderId: string): Promise<string | null> {
  const [order] = await tx.select({ pickupLocationId: orders.pickupLocationId }).from(orders).where(eq(orders.id, orderId));
  return order?.pickupLocationId ?? null;
}
