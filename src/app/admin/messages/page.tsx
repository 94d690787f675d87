import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminMessages } from '@/server/contact/admin-messages';
import { getSiteSettings } from '@/server/settings/queries';
import { logger } from '@/server/logger';
import { adminMessageListParamsSchema } from '@/lib/schemas/contact-admin';
import { MessagesScreen } from '@/components/admin/messages/messages-screen';

export const metadata: Metadata = { title: 'Messages' };

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const params = adminMessageListParamsSchema.parse(await searchParams);
  const [data, settings] = await Promise.all([
    listAdminMessages(params).catch((error: unknown) => {
      logger.error({ err: error }, 'Failed to load messages');
      return null;
    }),
    getSiteSettings(),
  ]);
  return <MessagesScreen data={data} state={{ filter: params.filter, page: data?.page ?? params.page }} siteName={settings.siteName} />;
}
