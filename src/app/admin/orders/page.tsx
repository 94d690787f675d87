import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminOrders } from '@/server/orders/admin-orders';
import { logger } from '@/server/logger';
import { adminOrderListParamsSchema } from '@/lib/schemas/order-admin';
import { OrdersScreen } from '@/components/admin/orders/orders-screen';

export const metadata: Metadata = { title: 'Orders Management' };

export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const params = adminOrderListParamsSchema.parse(await searchParams);
  // A failed read is logged and the screen says 'Failed to load orders' (spec section 8).
  const data = await listAdminOrders(params).catch((error: unknown) => {
    logger.error({ err: error }, 'Failed to load orders');
    return null;
  });
  return <OrdersScreen data={data} filters={{ q: params.q, status: params.status, payment: params.payment, attention: params.attention }} />;
}
