import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { listActivity, listActivityPeople } from '@/server/audit/admin-activity-reads';
import { activityListParamsSchema } from '@/lib/schemas/activity';
import { ActivityScreen } from '@/app/admin/activity/_components/activity-screen';

export const metadata: Metadata = { title: 'Activity' };

// The activity log, for owners and accountants (docs/decisions/0037-staff-roles-and-the-activity-log.md).
// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read shows
// this segment's error.tsx. Read only: the app has no way to change or delete a row.
export default async function AdminActivityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('audit.read');
  const { older, newer, ...filters } = activityListParamsSchema.parse(await searchParams);
  const [page, people] = await Promise.all([listActivity({ ...filters, older, newer }), listActivityPeople()]);
  return <ActivityScreen page={page} people={people} filters={filters} />;
}
