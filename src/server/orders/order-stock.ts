import 'server-only';
import { variantLabel } from '@/lib/catalog/variant-rules';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { customers, orderItems, orders, products, productVariants, refunds } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { firstOnlineLocation, giveToLocation, recordStockMovements, takeVariantStock, type StockMovement } from '@/server/stock/variant-stock';
import { allocateMoves, pickupLocationOf, releaseAllocations } from './order-allocations';
import { countDiscountUseAgain } from '@/server/discounts/discount-uses';
import type { OrderStatus, PaymentStatus } from '@/lib/constants';

// What an order holds while it is not cancelled (docs/architecture.md section 4, Integrity): its items'
// stock, and its place in the customer's total_orders / total_spent. Cancelling (or deleting a
// live order) gives both back; reopening takes them again, or is refused when the stock is gone.
// Every helper runs inside the caller's transaction, after lockOrder, so two admins changing
// the same order queue on its row and the second sees what the first did.

export type LockedOrder = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  customerName: string;
  customerEmail: string;
  totalAmountKobo: number;
  /** What the shopper chose to pay first; null when paid in full (docs/decisions/0035-deposits-and-balances.md). */
  depositKobo: number | null;
  paymentStatus: PaymentStatus;
  /** Why the shop cancelled it on its own (not paid in time); null otherwise. */
  cancelReason: string | null;
};

/** The order, its row locked until the transaction ends; null when it no longer exists. */
export async function lockOrder(tx: Transaction, id: string): Promise<LockedOrder | null> {
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      totalAmountKobo: orders.totalAmountKobo,
      depositKobo: orders.depositKobo,
      paymentStatus: orders.paymentStatus,
      cancelReason: orders.cancelReason,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return order ?? null;
}

type VariantQuantity = { productId: string; variantId: string | null; quantity: number };

/**
 * The order's quantities per variant, their products locked in id order (the order placeOrder locks
 * them in, product before variant, so the two never wait on each other in a circle). Lines whose
 * product was deleted (product_id set null) have no stock to move and are left out. A line from
 * before variants whose colour the piece no longer offered names no variant: its units go to and
 * come from the piece's first variant, as they did to the piece's single count then
 * (docs/decisions/0053-variants-are-the-unit-of-sale.md).
 */
async function quantitiesByVariant(tx: Transaction, orderId: string): Promise<VariantQuantity[]> {
  const lines = await tx
    .select({
      productId: sql<string>`${orderItems.productId}`,
      variantId: orderItems.variantId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    // A swatch and a size made to measure are cut for the order and took no stock, so none goes back or
    // is taken again (docs/decisions/0059-fabric-samples.md, docs/decisions/0058-made-to-measure.md).
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId), isNull(orderItems.swatch), isNull(orderItems.measurements)))
    .groupBy(orderItems.productId, orderItems.variantId)
    .orderBy(asc(orderItems.productId));
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((line) => line.productId))];
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for('update');
  const firstVariants = await tx
    .selectDistinctOn([productVariants.productId], { productId: productVariants.productId, id: productVariants.id })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), isNull(productVariants.archivedAt)))
    .orderBy(productVariants.productId, asc(productVariants.position));
  const first = new Map(firstVariants.map((variant) => [variant.productId, variant.id]));
  return lines.map((line) => ({ ...line, variantId: line.variantId ?? first.get(line.productId) ?? null }));
}

/**
 * Puts the order's items back on the shelf, where they came from, each move kept in the variant's history
 * with `reason` (the order cancelled, or deleted while live); returns how many variants changed. An order
 * placed before locations has no allocations: its units go to the first location that sells online.
 */
export async function returnStock(tx: Transaction, orderId: string, reason: 'cancellation' | 'deletion' = 'cancellation'): Promise<number> {
  const wanted = await quantitiesByVariant(tx, orderId);
  const { moves, released } = await releaseAllocations(tx, orderId, reason);
  const home = await firstOnlineLocation(tx);
  for (const { variantId, quantity } of wanted) {
    const owed = variantId ? quantity - (released.get(variantId) ?? 0) : 0;
    const given = owed > 0 && home ? await giveToLocation(tx, variantId!, home, owed, reason, orderId) : null;
    if (given) moves.push(given);
  }
  await recordStockMovements(tx, moves);
  return new Set(moves.map((move) => move.variantId)).size;
}

/**
 * Takes the order's items from stock again, each with a conditional decrement, and counts its
 * discount code's use again if cancelling gave it back (src/server/discounts/discount-uses.ts). When
 * one has too few (or is no longer sold), an ActionError names it and the caller's transaction rolls
 * back every variant already taken. Returns how many variants changed.
 */
export async function takeStock(tx: Transaction, orderId: string): Promise<number> {
  const moves: StockMovement[] = [];
  const prefer = await pickupLocationOf(tx, orderId);
  for (const { productId, variantId, quantity } of await quantitiesByVariant(tx, orderId)) {
    const taken = variantId ? await takeVariantStock(tx, variantId, quantity, 'reopening', orderId, prefer) : null;
    if (!taken) {
      const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
      // Deleted since the line's product_id was read: nothing to take.
      if (!product) continue;
      const [variant] = variantId
        ? await tx
            .select({
              option1: productVariants.option1,
              option2: productVariants.option2,
              option3: productVariants.option3,
              stockQuantity: productVariants.stockQuantity,
              archivedAt: productVariants.archivedAt,
            })
            .from(productVariants)
            .where(eq(productVariants.id, variantId))
        : [];
      const label = variant ? variantLabel([variant.option1, variant.option2, variant.option3]) : null;
      const name = label ? `${product.name} (${label})` : product.name;
      throw new ActionError(shortOfStockMessage(name, variant && !variant.archivedAt ? variant.stockQuantity : 0));
    }
    moves.push(...taken);
  }
  await recordStockMovements(tx, moves);
  await allocateMoves(tx, orderId, moves);
  await countDiscountUseAgain(tx, orderId);
  return new Set(moves.map((move) => move.variantId)).size;
}

export function shortOfStockMessage(name: string, left: number) {
  return left === 0
    ? `Not enough stock to reopen this order: ${name} is out of stock.`
    : `Not enough stock to reopen this order: only ${left} of ${name} left.`;
}

/**
 * Adds the order to (+1) or takes it from (-1) its customer's totals. What the order counts
 * for is its total less its processed refunds, which already came off total_spent when they
 * were processed, so a refunded order cancelled later is not taken off twice. The customer is
 * found by email in any case, as placeOrder files them; a customer deleted or renamed by an
 * admin since is left alone. Totals never go below zero, whatever older data holds.
 */
export async function countOrderForCustomer(tx: Transaction, order: LockedOrder, direction: 1 | -1) {
  const [refunded] = await tx
    .select({ kobo: sql<number>`coalesce(sum(${refunds.amountKobo}), 0)::bigint` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'processed')));
  const spentKobo = Math.max(0, order.totalAmountKobo - Number(refunded?.kobo ?? 0));
  await tx
    .update(customers)
    .set({
      totalOrders: sql`greatest(${customers.totalOrders} + ${direction}, 0)`,
      totalSpentKobo: sql`greatest(${customers.totalSpentKobo} + ${direction * spentKobo}, 0)`,
    })
    .where(sql`lower(${customers.email}) = lower(${order.customerEmail})`);
}
