import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { getAdminCustomerOrders, listAdminCustomers } from '@/server/customers/admin-customers';
import { logger } from '@/server/logger';
import { adminCustomerListParamsSchema } from '@/lib/schemas/customer';
import { CustomersScreen } from '@/components/admin/customers/customers-screen';

export const metadata: Metadata = { title: 'Customers Management' };

export default async function AdminCustomersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const params = adminCustomerListParamsSchema.parse(await searchParams);
  // A failed read is logged and the screen says 'Failed to load customers' (spec section 8).
  const [data, customerOrders] = await Promise.all([
    listAdminCustomers(params).catch((error: unknown) => {
      logger.error({ err: error }, 'Failed to load customers');
      return null;
    }),
    params.customer
      ? getAdminCustomerOrders(params.customer).catch((error: unknown) => {
          logger.error({ err: error }, "Failed to load a customer's orders");
          return null;
        })
      : null,
  ]);
  return <CustomersScreen data={data} state={{ q: params.q, page: data?.page ?? params.page, customer: params.customer }} customerOrders={customerOrders} />;
}
