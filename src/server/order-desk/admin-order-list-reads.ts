import 'server-only';
import type { OrderLine } from '@/lib/order-line';
import { orderLineColumns } from '@/server/orders/order-line-columns';
import { asc, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orderItems, orders } from '@/server/db/schema';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderListParams } from '@/lib/schemas/order-admin';
import type { CheckoutPaymentMethod, OrderChannel, OrderStatus, PaymentStatus } from '@/lib/constants';
import { attentionColumns, type AttentionReasons } from '@/server/payments/needs-attention';
import { readOrderLedgers, type OrderLedger } from '@/server/payments/order-ledger';
import { newestOrderCursor, orderFilterCondition } from './admin-order-reads';
import { orderDeliveryColumns, pickupLocationJoin } from '@/server/orders/order-delivery-columns';
import { readOrderAllocations, type OrderAllocation } from '@/server/orders/order-allocation-reads';
import { countOrders } from '@/server/orders/order-counts';
import type { OrderDelivery } from '@/lib/order-delivery';
import { readAdminFollowing, type AdminFollowing } from './admin-following-reads';
import { requirePermission } from '@/server/auth/permissions';
import { pageWindow } from '@/server/db/page-window';

// The back office's read of orders (docs/product.md section 2, Orders Management): newest first or by
// total, filtered by status, payment status, "needs attention" and a search, one page at a time, each order with
// its items and its ledger. Checks the caller is an admin.

export type AdminOrderItem = OrderLine;

export type AdminOrderRow = OrderDelivery & {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  /** A business buyer's registered name and TIN (its e-invoice is B2B); null for a person. */
  buyerBusinessName: string | null;
  buyerTin: string | null;
  shippingAddress: string;
  totalAmountKobo: number;
  notes: string | null;
  /** When the shopper's confirmation mail left; null means it never did (mail never blocks an order). */
  confirmationMailedAt: Date | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** How the shopper chose to pay; null on orders placed before payments were taken online. */
  paymentMethod: CheckoutPaymentMethod | null;
  /** The order holds its stock until then unless paid; null: no deadline. */
  paymentDueAt: Date | null;
  /** Why its money waits on an admin (src/server/payments/needs-attention.ts). */
  attention: AttentionReasons;
  /** What the shop itself noted about the order's money, e.g. "Check Paystack before refunding: ...". */
  paymentNote: string | null;
  /**
   * Made to order (docs/decisions/0035-deposits-and-balances.md): the deposit chosen at checkout
   * (null: paid in full), when the balance falls due, and why an admin let it leave unpaid.
   */
  depositKobo: number | null;
  balanceDueAt: Date | null;
  balanceWaivedReason: string | null;
  /** A sample order: fabric and finish swatches alone, to post (docs/decisions/0059-fabric-samples.md). */
  samples: boolean;
  /** Where it was made: the website, a showroom, a chat (docs/decisions/0065-selling-in-the-showroom.md). */
  channel: OrderChannel;
  createdAt: Date;
  items: AdminOrderItem[];
  /** Which location each of its units was taken from (docs/decisions/0064-stock-locations.md). */
  allocations: OrderAllocation[];
  ledger: OrderLedger;
  /** Its stage, timeline, courier and problem report (docs/product.md, "Following an order"). */
  following: AdminFollowing;
};

export type AdminOrderPage = {
  rows: AdminOrderRow[];
  total: number;
  /** There are more matches than `total`: a search counts only so far past the page (countMatches). */
  totalIsAtLeast: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The newest order of all (whatever the filters), from which the open list looks for new ones. */
  newestCursor: string | null;
};

/** How far past the first order of the page a search counts its matches. */
const COUNT_AHEAD = 1000;

/**
 * How many orders the list's filters match: by status and payment status from the counts the
 * database keeps (order-counts.ts). A search, "needs attention" or sample orders count its matches only up to
 * COUNT_AHEAD past the page ("of 1,000+"): a common word in a million orders matches a hundred
 * thousand, and counting them all took 350 ms for a number nobody reads to the last digit
 * (docs/decisions/0030-admin-lists-at-a-million-orders.md). Paging on moves the bound along.
 */
async function countMatches(params: AdminOrderListParams, where: SQL | undefined): Promise<{ total: number; totalIsAtLeast: boolean }> {
  if (!params.q && !params.attention && !params.samples && !params.channel) return { total: await countOrders(params), totalIsAtLeast: false };
  const bound = (params.page - 1) * ADMIN_ORDERS_PAGE_SIZE + COUNT_AHEAD;
  const matches = db.select({ one: sql`1` }).from(orders).where(where).limit(bound + 1).as('matches');
  const [counted] = await db.select({ total: count() }).from(matches);
  const total = counted?.total ?? 0;
  return total > bound ? { total: bound, totalIsAtLeast: true } : { total, totalIsAtLeast: false };
}

/** The list's order: by when placed or by total, ties broken by id so pages never overlap. */
function listOrder(params: Pick<AdminOrderListParams, 'sort' | 'dir'>) {
  const direction = params.dir === 'asc' ? asc : desc;
  return [direction(params.sort === 'total' ? orders.totalAmountKobo : orders.createdAt), direction(orders.id)];
}

/**
 * One page of orders with their items and ledgers, in the list's order (ties broken by id, so pages
 * never overlap). The page's ids are found first, from the sort's (created_at, id) or (total, id) index alone, and
 * only those 20 orders are read (docs/decisions/0030-admin-lists-at-a-million-orders.md): a page
 * deep in a million orders skips index entries, not rows. The items, payments and refunds come
 * in one more query each for the page's orders only, and where their stock was taken from in two more.
 */
export async function listAdminOrders(params: AdminOrderListParams): Promise<AdminOrderPage> {
  await requirePermission('orders.read');
  const where = orderFilterCondition(params);

  // The page asked for is read alongside the count; only a page past the end (a bookmark, or the
  // last order on it just deleted) is read again, as the last page.
  const [{ total, totalIsAtLeast }, newestCursor, asked] = await Promise.all([
    countMatches(params, where),
    newestOrderCursor(),
    readPage(where, params, params.page),
  ]);
  const { page, pageCount, pageSize } = pageWindow(total, params.page, ADMIN_ORDERS_PAGE_SIZE);
  const found = page === params.page ? asked : await readPage(where, params, page);

  const ids = found.map((order) => order.id);
  const [items, ledgers, allocations] = await Promise.all([readItems(ids), readOrderLedgers(found), readOrderAllocations(ids)]);
  const byOrder = new Map<string, AdminOrderItem[]>();
  for (const { orderId, ...item } of items) {
    const list = byOrder.get(orderId);
    if (list) list.push(item);
    else byOrder.set(orderId, [item]);
  }

  const withLedgers = found.map(({ transferToConfirm, paymentToReview, moneyToRefund, problemReported, balanceOverdue, ...order }) => ({
    ...order,
    attention: { transferToConfirm, paymentToReview, moneyToRefund, problemReported, balanceOverdue },
    items: byOrder.get(order.id) ?? [],
    allocations: allocations.get(order.id) ?? [],
    ledger: ledgers.get(order.id)!,
  }));
  const following = await readAdminFollowing(withLedgers);
  return {
    rows: withLedgers.map((order) => ({ ...order, following: following.get(order.id)! })),
    total,
    totalIsAtLeast,
    page,
    pageCount,
    pageSize,
    newestCursor,
  };
}

/** One page of orders in the list's order: the page's ids come from an index alone, then only their rows. */
function readPage(where: SQL | undefined, params: Pick<AdminOrderListParams, 'sort' | 'dir'>, page: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      buyerBusinessName: orders.buyerBusinessName,
      buyerTin: orders.buyerTin,
      shippingAddress: orders.shippingAddress,
      totalAmountKobo: orders.totalAmountKobo,
      ...orderDeliveryColumns,
      notes: orders.notes,
      confirmationMailedAt: orders.confirmationMailedAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentDueAt: orders.paymentDueAt,
      paymentNote: orders.paymentNote,
      depositKobo: orders.depositKobo,
      balanceDueAt: orders.balanceDueAt,
      balanceWaivedReason: orders.balanceWaivedReason,
      samples: orders.samples,
      channel: orders.channel,
      ...attentionColumns,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(...pickupLocationJoin)
    .where(inArray(orders.id, pageOfIds(where, params, page)))
    .orderBy(...listOrder(params));
}

/** The ids of one page of orders: read from the sort's index alone, no order row is read. */
function pageOfIds(where: SQL | undefined, params: Pick<AdminOrderListParams, 'sort' | 'dir'>, page: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...listOrder(params))
    .limit(ADMIN_ORDERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE);
}

/** The lines of these orders, by product name. */
async function readItems(orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      ...orderLineColumns,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
}
