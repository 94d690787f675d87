import 'server-only';
import type { OrderLine } from '@/lib/order-line';
import { orderLineColumns } from '@/server/orders/order-line-columns';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orderItems, orders, users } from '@/server/db/schema';
import { mayReadCustomerData, type CustomerDataViewer } from '@/server/auth/customer-data-access';
import type { CheckoutPaymentMethod, OrderStatus, PaymentStatus } from '@/lib/constants';
import type { Profile } from './update-profile';
import { orderDeliveryColumns, pickupLocationJoin } from '@/server/orders/order-delivery-columns';
import { isOrderNumber } from '@/server/orders/order-number';
import type { OrderDelivery } from '@/lib/order-delivery';

// My Account's reads. Each takes the signed-in user from the caller (the page called
// requireUserPage) and only ever returns that user's own rows, or an order to staff as
// mayReadCustomerData allows (with two-factor when the shop requires it).

/** More than a shopper scrolls through; the page says when older orders are left out. */
export const ACCOUNT_ORDERS_LIMIT = 50;

// Kept here for the pages and route handlers that check an order number before reading it.
export { isOrderNumber };

export type OrderViewer = CustomerDataViewer;

export type OrderLineSummary = { productName: string; quantity: number };

export type AccountOrder = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: CheckoutPaymentMethod | null;
  paymentDueAt: Date | null;
  totalAmountKobo: number;
  items: OrderLineSummary[];
};

export type OrderDetailItem = OrderLine & { productId: string | null };

export type OrderDetail = OrderDelivery & {
  id: string;
  orderNumber: string;
  userId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  shippingAddress: string;
  totalAmountKobo: number;
  notes: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: CheckoutPaymentMethod | null;
  paymentDueAt: Date | null;
  cancelReason: string | null;
  /** The deposit chosen at checkout (null: paid in full) and when the balance falls due. */
  depositKobo: number | null;
  balanceDueAt: Date | null;
  createdAt: Date;
  items: OrderDetailItem[];
};

export async function getProfile(userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone, address: users.address, state: users.state })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The user's orders, newest first, each with its lines: two queries, whatever the count. */
export async function listOrdersForUser(userId: string, limit = ACCOUNT_ORDERS_LIMIT): Promise<AccountOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentDueAt: orders.paymentDueAt,
      totalAmountKobo: orders.totalAmountKobo,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit);
  if (rows.length === 0) return [];

  const lines = await db
    .select({ orderId: orderItems.orderId, productName: orderItems.productName, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((row) => row.id)))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));

  const byOrder = new Map<string, OrderLineSummary[]>();
  for (const { orderId, ...line } of lines) {
    const list = byOrder.get(orderId);
    if (list) list.push(line);
    else byOrder.set(orderId, [line]);
  }
  return rows.map((row) => ({ ...row, items: byOrder.get(row.id) ?? [] }));
}

/**
 * The order for its owner or staff (src/server/auth/customer-data-access.ts); null for anyone
 * else, exactly as for an order that does not exist, so a guessed number tells a stranger nothing.
 */
export async function getOrderForViewer(orderNumber: string, viewer: OrderViewer): Promise<OrderDetail | null> {
  if (!isOrderNumber(orderNumber)) return null;
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      shippingAddress: orders.shippingAddress,
      totalAmountKobo: orders.totalAmountKobo,
      ...orderDeliveryColumns,
      notes: orders.notes,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentDueAt: orders.paymentDueAt,
      cancelReason: orders.cancelReason,
      depositKobo: orders.depositKobo,
      balanceDueAt: orders.balanceDueAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(...pickupLocationJoin)
    .where(eq(orders.orderNumber, orderNumber));
  if (!order) return null;
  if (!(await mayReadCustomerData(viewer, order.userId))) return null;

  const items = await db
    .select({
      ...orderLineColumns,
      productId: orderItems.productId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  return { ...order, items };
}
