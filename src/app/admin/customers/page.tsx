import type { Metadata } from 'next';
import { getAdminCustomerOrders, listAdminCustomers } from '@/server/customers/admin-customer-reads';
import { adminCustomerListParamsSchema } from '@/lib/schemas/customer';
import { CustomersScreen } from '@/app/admin/customers/_components/customers-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Customers Management' };

// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read shows this segment's error.tsx.
export default async function AdminCustomersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('customers.read');
  const params = adminCustomerListParamsSchema.parse(await searchParams);
  const [data, customerOrders] = await Promise.all([
    listAdminCustomers(params),
    params.customer ? getAdminCustomerOrders(params.customer) : null,
  ]);
  return <CustomersScreen data={data} state={{ q: params.q, page: data.page, customer: params.customer }} customerOrders={customerOrders} />;
}
