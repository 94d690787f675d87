import { randomUUID } from 'node:crypto';
import { getAuth } from '@/server/auth/auth';
import { ensureAdmin } from '@/server/auth/admins';
import { composeTheShop } from '@/server/composition/shop';
import { withRequestHeaders } from '@/server/request-context';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { listAdminCustomers, getAdminCustomerOrders } from '@/server/customers/admin-customer-reads';
import { listAdminProducts } from '@/server/catalog/admin-product-reads';
import { listAdminRefunds, listRefundOrderOptions } from '@/server/refunds/admin-refund-reads';
import { readDashboard } from '@/server/dashboard/admin-dashboard-reads';
import { adminOrderListParamsSchema } from '@/lib/schemas/order-admin';
import { adminProductListParamsSchema } from '@/lib/schemas/product';
import { adminCustomerListParamsSchema } from '@/lib/schemas/customer';
import { adminRefundListParamsSchema } from '@/lib/schemas/refund';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/constants';
import { queryRows } from '@/server/db/client';
import { sql } from 'drizzle-orm';
import { p95Row } from './timing';

// The back office's screens read through their own query functions (the very ones the pages
// call, admin check included), as a signed-in admin with a real session.

const ORIGIN = 'http://localhost:3000';
const LIST_MS = 100;
const DASHBOARD_MS = 300;
const DEEP_PAGE = 5000;

/** A real admin session's headers: the account is made an admin, then signs in as the browser does. */
export async function signedInAdminHeaders() {
  const email = `bench-admin-${randomUUID()}@bench.test`;
  const password = 'bench-admin-pass-2026';
  composeTheShop();
  await ensureAdmin(email, password, { name: 'Bench Admin' });
  const response = await getAuth().handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, [CLIENT_IP_HEADER]: '198.18.0.1' },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (!response.ok) throw new Error(`signing in the bench admin failed: ${response.status}`);
  return new Headers({ cookie: response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; '), origin: ORIGIN });
}

/** A real order, customer and product to search for (the generator's names). */
async function searchTargets() {
  const [row] = await queryRows<{ order_number: string; customer_name: string; customer_email: string }>(
    sql`select order_number, customer_name, customer_email from orders where id = '00000000-0000-4000-a000-000000054321'`,
  );
  if (!row) throw new Error('the generated order 54321 is missing');
  return row;
}

export async function measureAdminReads(headers: Headers) {
  await withRequestHeaders(headers, async () => {
    const target = await searchTargets();
    const orders = (query: Record<string, string>) => () => listAdminOrders(adminOrderListParamsSchema.parse(query));
    console.log('Orders list:');
    await p95Row('orders: first page', LIST_MS, orders({}));
    for (const status of ORDER_STATUSES) await p95Row(`orders: status ${status}`, LIST_MS, orders({ status }));
    for (const payment of PAYMENT_STATUSES) await p95Row(`orders: payment ${payment}`, LIST_MS, orders({ payment }));
    await p95Row('orders: needs attention', LIST_MS, orders({ attention: '1' }));
    await p95Row('orders: search order number', LIST_MS, orders({ q: target.order_number }));
    await p95Row('orders: search name', LIST_MS, orders({ q: target.customer_name }));
    await p95Row('orders: search email', LIST_MS, orders({ q: target.customer_email }));
    await p95Row('orders: search a common word ("okafor")', LIST_MS, orders({ q: 'okafor' }));
    await p95Row(`orders: page ${DEEP_PAGE}`, LIST_MS, orders({ page: String(DEEP_PAGE) }));
    await p95Row('orders: sort by total, highest first', LIST_MS, orders({ sort: 'total' }));
    await p95Row('orders: sort by total, lowest first', LIST_MS, orders({ sort: 'total', dir: 'asc' }));
    await p95Row(`orders: sort by total, page ${DEEP_PAGE}`, LIST_MS, orders({ sort: 'total', page: String(DEEP_PAGE) }));
    await p95Row('orders: status delivered, by total', LIST_MS, orders({ status: 'delivered', sort: 'total' }));

    console.log('Customers list:');
    const customers = (query: Record<string, string>) => () => listAdminCustomers(adminCustomerListParamsSchema.parse(query));
    await p95Row('customers: first page', LIST_MS, customers({}));
    await p95Row('customers: search name', LIST_MS, customers({ q: target.customer_name }));
    await p95Row('customers: search email', LIST_MS, customers({ q: target.customer_email }));
    await p95Row(`customers: page ${DEEP_PAGE}`, LIST_MS, customers({ page: String(DEEP_PAGE) }));
    const [first] = (await listAdminCustomers({ q: target.customer_email, page: 1 })).rows;
    if (first) await p95Row("customers: one customer's orders", LIST_MS, () => getAdminCustomerOrders(first.id));

    console.log('Products list:');
    const products = (query: Record<string, string>) => () => listAdminProducts(adminProductListParamsSchema.parse(query));
    await p95Row('products: first page', LIST_MS, products({}));
    for (const sort of ['name', 'sku', 'category', 'price', 'stock', 'status', 'featured']) {
      await p95Row(`products: sort by ${sort}`, LIST_MS, products({ sort }));
    }
    await p95Row('products: category', LIST_MS, products({ category: 'beds' }));
    await p95Row('products: search', LIST_MS, products({ q: 'walnut console' }));
    await p95Row(`products: page ${DEEP_PAGE} (the last, 4,000)`, LIST_MS, products({ page: String(DEEP_PAGE) }));

    console.log('Refunds list:');
    const refunds = (query: Record<string, string>) => () => listAdminRefunds(adminRefundListParamsSchema.parse(query));
    await p95Row('refunds: first page', LIST_MS, refunds({}));
    await p95Row('refunds: search order number', LIST_MS, refunds({ q: target.order_number }));
    await p95Row('refunds: search reason', LIST_MS, refunds({ q: 'damaged' }));
    await p95Row(`refunds: page ${DEEP_PAGE} (clamped to the last)`, LIST_MS, refunds({ page: String(DEEP_PAGE) }));
    await p95Row("refunds: the dialog's orders", LIST_MS, () => listRefundOrderOptions());

    console.log('Dashboard:');
    await p95Row('dashboard (every widget, at once as the page reads them)', DASHBOARD_MS, readDashboard);
  });
}
