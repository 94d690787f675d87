import type { Metadata } from 'next';
import { listAdminRefunds, listPayoutLocations, listRefundOrderOptions } from '@/server/refunds/admin-refund-reads';
import { logger } from '@/server/logger';
import { adminRefundListParamsSchema } from '@/lib/schemas/refund';
import { RefundsScreen } from '@/app/admin/refunds/_components/refunds-screen';
import { requirePermissionPage } from '@/server/auth/permissions';
import { roleCan } from '@/lib/staff-roles';

export const metadata: Metadata = { title: 'Refunds Management' };

// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read shows this segment's error.tsx.
export default async function AdminRefundsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requirePermissionPage('refunds.read');
  const params = adminRefundListParamsSchema.parse(await searchParams);
  const data = await listAdminRefunds(params);
  // The refund dialog's orders, for a role that may issue refunds (a reader, the accountant, has no
  // dialog, and asking would be a refused attempt): a failure is logged only (docs/product.md
  // section 8) and the list is empty.
  const canCreate = roleCan(staff.role, 'refunds.create');
  const [orders, locations] = canCreate
    ? await Promise.all([
        listRefundOrderOptions(data.rows.flatMap((refund) => (refund.orderId ? [refund.orderId] : []))),
        listPayoutLocations(),
      ]).catch((error: unknown) => {
        logger.error({ err: error }, 'Failed to load orders and locations for the refund dialog');
        return [[], []];
      })
    : [[], []];
  return <RefundsScreen data={data} orders={orders} locations={locations} state={{ q: params.q, page: data.page }} />;
}
