import 'server-only';
import { count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { customers, orders } from '@/server/db/schema';
import { ADMIN_CUSTOMERS_PAGE_SIZE, CUSTOMER_ORDERS_SHOWN, type AdminCustomerListParams } from '@/lib/schemas/customer';
import type { OrderStatus, PaymentStatus } from '@/lib/constants';
import { containsPattern } from '@/server/db/contains-pattern';
import { requirePermission } from '@/server/auth/permissions';
import { pageIds, pageWindow } from '@/server/db/page-window';

// The back office's reads of customers (docs/product.md section 2, Customers Management): newest first,
// searched by name or email, a page at a time. Each export checks the caller is an admin.

export type AdminCustomerRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  totalOrders: number;
  totalSpentKobo: number;
  createdAt: Date;
};

export type AdminCustomerPage = {
  rows: AdminCustomerRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

const ROW = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  address: customers.address,
  totalOrders: customers.totalOrders,
  totalSpentKobo: customers.totalSpentKobo,
  createdAt: customers.createdAt,
};

export async function listAdminCustomers(params: Pick<AdminCustomerListParams, 'q' | 'page'>): Promise<AdminCustomerPage> {
  await requirePermission('customers.read');
  const pattern = params.q ? containsPattern(params.q) : null;
  const where = pattern ? or(ilike(customers.name, pattern), ilike(customers.email, pattern)) : undefined;

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(customers).where(where);
  const { page, pageCount, pageSize, offset } = pageWindow(total, params.page, ADMIN_CUSTOMERS_PAGE_SIZE);
  // The page's ids from the (created_at, id) index alone, then only those rows: a deep page skips
  // index entries, not rows (docs/decisions/0030-admin-lists-at-a-million-orders.md).
  const newestFirst = [desc(customers.createdAt), desc(customers.id)];
  const rows = await db
    .select(ROW)
    .from(customers)
    .where(inArray(customers.id, pageIds(customers, where, newestFirst, { pageSize, offset })))
    .orderBy(...newestFirst);
  return { rows, total, page, pageCount, pageSize };
}

export type CustomerOrder = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalKobo: number;
  /** Processed refunds of this order. */
  refundedKobo: number;
};

export type AdminCustomerOrders = { customer: AdminCustomerRow; orders: CustomerOrder[] };

/**
 * A customer with their orders, newest first. Orders belong to a customer by email, in any
 * case (the customers' unique key); null when the customer does not exist.
 */
export async function getAdminCustomerOrders(customerId: string): Promise<AdminCustomerOrders | null> {
  await requirePermission('customers.read');
  const [customer] = await db.select(ROW).from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return null;
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalKobo: orders.totalAmountKobo,
      refundedKobo: sql<string>`(select coalesce(sum(r.amount_kobo), 0) from refunds r where r.order_id = "orders"."id" and r.status = 'processed')`,
    })
    .from(orders)
    .where(sql`lower(${orders.customerEmail}) = lower(${customer.email})`)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CUSTOMER_ORDERS_SHOWN);
  return { customer, orders: rows.map((row) => ({ ...row, refundedKobo: Number(row.refundedKobo) })) };
}
