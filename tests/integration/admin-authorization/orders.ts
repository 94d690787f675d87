import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orderItems, orders, orderStockAllocations } from '@/server/db/schema';
import { newLocation, putStockAt, variantsOf } from '../../helpers/factories';
import { firstLocationId } from '../../helpers/locations';
import { insertProduct, unique, type ActionRegistry, type QueryRegistry } from './_registry';

// Valid inputs for the orders' admin actions (src/server/orders/actions).

/** A pending order with one line, as checkout would leave it (written directly: no stock is taken here). */
export async function insertOrder() {
  const product = await insertProduct();
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-20260101-${unique().toUpperCase()}`,
      customerName: 'Amaka Obi',
      customerEmail: `amaka-${unique()}@example.com`,
      customerPhone: '0803 123 4567',
      shippingAddress: '12 Admiralty Way, Lekki Phase 1\nLagos',
      subtotalKobo: 45_000_00,
      totalAmountKobo: 45_000_00,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({ orderId: order!.id, productId: product.id, productName: product.name, quantity: 1, priceKobo: 45_000_00, totalKobo: 45_000_00 });
  return order!;
}

/** A pending order whose one unit was taken from the main warehouse, and a showroom that holds the piece too. */
async function orderFromWarehouse() {
  const order = await insertOrder();
  const [item] = await db.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, order.id));
  const variant = (await variantsOf(item!.productId!))[0]!;
  const fromLocationId = await firstLocationId();
  await db.insert(orderStockAllocations).values({ orderId: order.id, variantId: variant.id, locationId: fromLocationId, quantity: 1 });
  const showroom = await newLocation();
  await putStockAt(showroom.id, variant.id, 2);
  return { orderId: order.id, variantId: variant.id, fromLocationId, toLocationId: showroom.id };
}

export const actions: ActionRegistry = {
  moveOrderStockAction: orderFromWarehouse,
  updateOrderStatusAction: async () => ({ id: (await insertOrder()).id, status: 'processing', paymentStatus: 'paid', notes: 'Delivery on Saturday' }),
  deleteOrderAction: async () => ({ id: (await insertOrder()).id }),
  updateDeliveryWindowAction: async () => ({ id: (await insertOrder()).id, start: '2026-12-14', end: '2026-12-18' }),
};

export const queries: QueryRegistry = {
  listAdminOrders: async () => [{ q: '', page: 1 }],
};
