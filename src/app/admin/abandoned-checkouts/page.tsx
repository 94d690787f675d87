import type { Metadata } from 'next';
import { AbandonedCheckoutsScreen } from '@/app/admin/abandoned-checkouts/_components/abandoned-checkouts-screen';
import { abandonedCheckoutListParamsSchema } from '@/lib/schemas/abandoned-checkouts';
import { listAdminAbandonedCheckouts } from '@/server/abandoned-checkouts/admin-abandoned-checkout-reads';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Abandoned Checkouts' };

// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read shows this segment's error.tsx.
export default async function AbandonedCheckoutsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('checkouts.read');
  const params = abandonedCheckoutListParamsSchema.parse(await searchParams);
  const data = await listAdminAbandonedCheckouts(params);
  return <AbandonedCheckoutsScreen data={data} state={{ q: params.q, page: data.page }} />;
}
