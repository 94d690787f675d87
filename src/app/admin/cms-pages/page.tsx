import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminPages } from '@/server/content/admin-pages';
import { logger } from '@/server/logger';
import { CmsPagesScreen } from '@/components/admin/cms-pages/cms-pages-screen';

export const metadata: Metadata = { title: 'CMS Pages' };

export default async function AdminCmsPagesPage() {
  await requireAdminPage();
  // A failed read is logged and the screen shows 'Error' with the message (spec section 8).
  const pages = await listAdminPages().catch((error: unknown) => {
    logger.error({ err: error }, 'Failed to load CMS pages');
    return null;
  });
  return <CmsPagesScreen pages={pages} />;
}
