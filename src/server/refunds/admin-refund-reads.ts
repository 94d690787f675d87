import 'server-only';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { orderSearchText, wholeOrderNumber } from '@/server/orders/order-search';
import { db } from '@/server/db/client';
import { locationOrder, orders, payments, refunds, stockLocations, users } from '@/server/db/schema';
import { ADMIN_REFUNDS_PAGE_SIZE, REFUND_ORDER_OPTIONS, type AdminRefundListParams } from '@/lib/schemas/refund';
import type { OrderStatus, PaymentMethod, PaymentStatus, RefundStatus } from '@/lib/constants';
import type { RefundPayoutMethod } from '@/lib/refund-payout';
import { containsPattern } from '@/server/db/contains-pattern';
import { requirePermission } from '@/server/auth/permissions';
import { pageIds, pageWindow } from '@/server/db/page-window';

// The back office's reads of refunds (docs/product.md section 2, Refunds Management): each refund with
// its order's number and customer (null once the order is deleted), newest first; and the
// orders the refund dialog offers. Each export checks the caller is an admin.

export type AdminRefundRow = {
  id: string;
  orderId: string | null;
  /** Null when the order was deleted: the list shows 'N/A'. */
  orderNumber: string | null;
  customerName: string | null;
  amountKobo: number;
  reason: string;
  status: RefundStatus;
  notes: string | null;
  /** Set when it went back through Paystack: the state Paystack last reported (pending ... processed, failed). */
  paystackStatus: string | null;
  /** The payment it comes back from (src/server/refunds/refund-shares.ts); null for a refund of the order as a whole. */
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
  /** How the money went back, and for cash where (docs/decisions/0074-how-a-refund-went-back.md); null until it has. */
  payoutMethod: RefundPayoutMethod | null;
  payoutLocationId: string | null;
  payoutLocationName: string | null;
  /** Who recorded it; null if that account was deleted. */
  processedByName: string | null;
  createdAt: Date;
};

export type AdminRefundPage = {
  rows: AdminRefundRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

/** One page of refunds, searched by order number, customer name or reason. */
export async function listAdminRefunds(params: AdminRefundListParams): Promise<AdminRefundPage> {
  await requirePermission('refunds.read');
  const pattern = params.q ? containsPattern(params.q) : null;
  // The orders matching the search: a whole order number from its unique index; anything else from the
  // trigram index (orderSearchText: number, name and email, a superset), then held to number or name.
  // Joining every refund to its order first read all million orders.
  const orderNumber = params.q ? wholeOrderNumber(params.q) : null;
  const matchingOrders = pattern
    ? db
        .select({ id: orders.id })
        .from(orders)
        .where(
          orderNumber
            ? eq(orders.orderNumber, orderNumber)
            : and(sql`${orderSearchText} ilike ${pattern}`, or(ilike(orders.orderNumber, pattern), ilike(orders.customerName, pattern))),
        )
    : null;
  const where = pattern && matchingOrders ? or(inArray(refunds.orderId, matchingOrders), ilike(refunds.reason, pattern)) : undefined;

  // The search reads refunds' own columns (the order ids matched above): no order is joined to count.
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(refunds).where(where);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, ADMIN_REFUNDS_PAGE_SIZE);
  // The page's ids first (from the (created_at, id) index when there is no search), then only those
  // rows with their order and admin (docs/decisions/0030-admin-lists-at-a-million-orders.md).
  const newestFirst = [desc(refunds.createdAt), desc(refunds.id)];
  const rows = await db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      amountKobo: refunds.amountKobo,
      reason: refunds.reason,
      status: refunds.status,
      notes: refunds.notes,
      paystackStatus: refunds.paystackStatus,
      paymentMethod: payments.method,
      paymentReference: payments.providerReference,
      payoutMethod: refunds.payoutMethod,
      payoutLocationId: refunds.payoutLocationId,
      payoutLocationName: stockLocations.name,
      processedByName: users.name,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(users, eq(users.id, refunds.processedBy))
    .leftJoin(stockLocations, eq(stockLocations.id, refunds.payoutLocationId))
    .where(inArray(refunds.id, pageIds(refunds, where, newestFirst, { pageSize, offset })))
    .orderBy(...newestFirst);
  return { rows, total, page, pageCount, pageSize };
}

export type RefundOrderOption = {
  id: string;
  orderNumber: string;
  customerName: string;
  totalKobo: number;
  /** Money received (succeeded payments, less reversals): the most its refunds may add up to. */
  receivedKobo: number;
  /** The order's refunds that are not rejected (what the ceiling counts). */
  heldBackKobo: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
};

/**
 * The refund dialog's order choices: the most recent orders, newest first, plus any in
 * `include` (the orders of the refunds on screen, so editing an old refund keeps its order).
 */
export async function listRefundOrderOptions(include: readonly string[] = []): Promise<RefundOrderOption[]> {
  await requirePermission('refunds.create');
  const select = {
    id: orders.id,
    orderNumber: orders.orderNumber,
    customerName: orders.customerName,
    totalKobo: orders.totalAmountKobo,
    receivedKobo: sql<string>`(select coalesce(sum(p.amount_kobo), 0) from payments p where p.order_id = "orders"."id" and p.status = 'succeeded')`,
    heldBackKobo: sql<string>`(select coalesce(sum(r.amount_kobo), 0) from refunds r where r.order_id = "orders"."id" and r.status <> 'rejected')`,
    status: orders.status,
    paymentStatus: orders.paymentStatus,
    createdAt: orders.createdAt,
  };
  const recent = await db.select(select).from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(REFUND_ORDER_OPTIONS);
  const shown = new Set(recent.map((order) => order.id));
  const missing = [...new Set(include)].filter((id) => !shown.has(id));
  const older = missing.length ? await db.select(select).from(orders).where(inArray(orders.id, missing)).orderBy(desc(orders.createdAt)) : [];
  return [...recent, ...older].map(({ createdAt: _createdAt, ...order }) => ({
    ...order,
    receivedKobo: Number(order.receivedKobo),
    heldBackKobo: Number(order.heldBackKobo),
  }));
}

export type PayoutLocation = { id: string; name: string };

/** The places cash may be handed back over a counter, in the shop's order of its locations, for the refund dialog. */
export async function listPayoutLocations(): Promise<PayoutLocation[]> {
  await requirePermission('refunds.create');
  return db.select({ id: stockLocations.id, name: stockLocations.name }).from(stockLocations).orderBy(...locationOrder());
}
