import type { Metadata } from 'next';
import { listAdminPages } from '@/server/content/admin-page-reads';
import { CmsPagesScreen } from '@/app/admin/cms-pages/_components/cms-pages-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'CMS Pages' };

// A failed read shows this segment's error.tsx.
export default async function AdminCmsPagesPage() {
  await requirePermissionPage('pages.manage');
  return <CmsPagesScreen pages={await listAdminPages()} />;
}
