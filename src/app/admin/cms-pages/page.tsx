import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { listAdminPages } from '@/server/content/admin-pages';
import { CmsPagesScreen } from '@/components/admin/cms-pages/cms-pages-screen';

export const metadata: Metadata = { title: 'CMS Pages' };

// A failed read shows this segment's error.tsx.
export default async function AdminCmsPagesPage() {
  await requireAdminPage();
  return <CmsPagesScreen pages={await listAdminPages()} />;
}
