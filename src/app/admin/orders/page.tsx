import type { Metadata } from 'next';
import { listAdminOrders } from '@/server/order-desk/admin-order-list-reads';
import { adminOrderListParamsSchema } from '@/lib/schemas/order-admin';
import { OrdersScreen } from '@/app/admin/orders/_components/orders-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Orders Management' };

// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read shows this segment's error.tsx.
export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('orders.read');
  const params = adminOrderListParamsSchema.parse(await searchParams);
  const data = await listAdminOrders(params);
  const { q, status, payment, attention, samples, channel, from, to, sort, dir } = params;
  return <OrdersScreen data={data} state={{ q, status, payment, attention, samples, channel, from, to, sort, dir, page: data.page }} />;
}
