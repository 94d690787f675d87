import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { listDrafts } from '@/server/drafts/draft-reads';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { DraftsScreen } from './_components/drafts-screen';

export const metadata: Metadata = { title: 'Draft Orders' };

// A failed read shows this segment's error.tsx.
export default async function AdminDraftsPage() {
  await requirePermissionPage('pos.sell');
  const [drafts, settings] = await Promise.all([listDrafts(), getSiteSettings()]);
  return <DraftsScreen drafts={drafts} shopName={settings.siteName} />;
}
