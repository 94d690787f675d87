import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { locationStock, orderStockAllocations, products, productVariants, stockLocations, locationOrder } from '@/server/db/schema';
import { pieceName } from '@/lib/catalog/piece-name';

// Where each of an order's units was taken from (docs/decisions/0064-stock-locations.md), for the back
// office's order details: each piece and location, and what every other location holds of the piece
// now, since staff may send the units from one of those instead before dispatch (moveOrderStockAction).

export type OrderAllocation = {
  variantId: string;
  /** The name staff read: "Ayo Sofa (3-seater)". */
  piece: string;
  sku: string | null;
  quantity: number;
  location: { id: string; name: string };
  /** Every other location, with how many of the piece it holds now. */
  elsewhere: { id: string; name: string; held: number }[];
};

/** The allocations of these orders, by order: pieces by name, then locations in their order. */
export async function readOrderAllocations(orderIds: readonly string[]): Promise<Map<string, OrderAllocation[]>> {
  const byOrder = new Map<string, OrderAllocation[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderStockAllocations.orderId,
      variantId: orderStockAllocations.variantId,
      quantity: orderStockAllocations.quantity,
      location: { id: stockLocations.id, name: stockLocations.name },
      productName: products.name,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
      sku: productVariants.sku,
    })
    .from(orderStockAllocations)
    .innerJoin(stockLocations, eq(stockLocations.id, orderStockAllocations.locationId))
    .innerJoin(productVariants, eq(productVariants.id, orderStockAllocations.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(orderStockAllocations.orderId, [...orderIds]))
    .orderBy(asc(products.name), asc(productVariants.position), ...locationOrder());
  if (rows.length === 0) return byOrder;

  const [locations, held] = await Promise.all([
    db.select({ id: stockLocations.id, name: stockLocations.name }).from(stockLocations).orderBy(...locationOrder()),
    db
      .select({ locationId: locationStock.locationId, variantId: locationStock.variantId, quantity: locationStock.quantity })
      .from(locationStock)
      .where(inArray(locationStock.variantId, [...new Set(rows.map((row) => row.variantId))])),
  ]);
  const count = new Map(held.map((row) => [`${row.locationId}:${row.variantId}`, row.quantity]));
  for (const { orderId, variantId, quantity, location, productName, option1, option2, option3, sku } of rows) {
    const elsewhere = locations.filter((other) => other.id !== location.id).map((other) => ({ ...other, held: count.get(`${other.id}:${variantId}`) ?? 0 }));
    const list = byOrder.get(orderId) ?? [];
    list.push({ variantId, piece: pieceName(productName, [option1, option2, option3]), sku, quantity, location, elsewhere });
    byOrder.set(orderId, list);
  }
  return byOrder;
}
