import 'server-only';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { customers, orderItems, orders, products, refunds } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
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

type ProductQuantity = { productId: string; quantity: number };

/**
 * The order's quantities per product, in product id order (the order placeOrder locks them
 * in, so the two never wait on each other in a circle). Lines whose product was deleted
 * (product_id set null) have no stock to move and are left out.
 */
async function quantitiesByProduct(tx: Transaction, orderId: string): Promise<ProductQuantity[]> {
  return tx
    .select({ productId: sql<string>`${orderItems.productId}`, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
}

/** Puts the order's items back on the shelf; returns how many products changed. */
export async function returnStock(tx: Transaction, orderId: string): Promise<number> {
  let changed = 0;
  for (const { productId, quantity } of await quantitiesByProduct(tx, orderId)) {
    const updated = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}` })
      .where(eq(products.id, productId))
      .returning({ id: products.id });
    changed += updated.length;
  }
  return changed;
}

/**
 * Takes the order's items from stock again, each with a conditional decrement, and counts its
 * discount code's use again if cancelling gave it back (src/server/discounts/discount-uses.ts). When
 * one has too few, an ActionError names it and the caller's transaction rolls back every product
 * already taken. Returns how many products changed.
 */
export async function takeStock(tx: Transaction, orderId: string): Promise<number> {
  let changed = 0;
  for (const { productId, quantity } of await quantitiesByProduct(tx, orderId)) {
    const updated = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.stockQuantity} >= ${quantity}`))
      .returning({ id: products.id });
    if (updated.length === 0) {
      const [product] = await tx
        .select({ name: products.name, stockQuantity: products.stockQuantity })
        .from(products)
        .where(eq(products.id, productId));
      // Deleted since the line's product_id was read: nothing to take.
      if (!product) continue;
      throw new ActionError(shortOfStockMessage(product.name, product.stockQuantity));
    }
    changed += updated.length;
  }
  await countDiscountUseAgain(tx, orderId);
  return changed;
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
