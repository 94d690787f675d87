import type { Metadata } from 'next';
import { listAdminDiscounts, listDiscountTargets } from '@/server/discounts/admin-discount-reads';
import { adminDiscountListParamsSchema } from '@/lib/schemas/discount';
import { DiscountsScreen } from '@/app/admin/discounts/_components/discounts-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Discounts' };

// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read shows this segment's error.tsx.
export default async function AdminDiscountsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('discounts.manage');
  const params = adminDiscountListParamsSchema.parse(await searchParams);
  const [data, targets] = await Promise.all([listAdminDiscounts(params), listDiscountTargets()]);
  return <DiscountsScreen data={data} targets={targets} state={{ q: params.q, status: params.status, kind: params.kind, page: data.page }} />;
}
