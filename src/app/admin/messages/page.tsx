import type { Metadata } from 'next';
import { listAdminMessages } from '@/server/contact/admin-message-reads';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { adminMessageListParamsSchema } from '@/lib/schemas/contact-admin';
import { MessagesScreen } from '@/app/admin/messages/_components/messages-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Messages' };

// The list's state is its URL (docs/decisions/0017-admin-lists-in-the-url.md); a failed read shows this segment's error.tsx.
export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermissionPage('messages.manage');
  const params = adminMessageListParamsSchema.parse(await searchParams);
  const [data, settings] = await Promise.all([listAdminMessages(params), getSiteSettings()]);
  return <MessagesScreen data={data} state={{ filter: params.filter, page: data.page }} siteName={settings.siteName} />;
}
