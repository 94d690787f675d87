import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { listDrafts } from '@/server/drafts/draft-reads';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { canSendNow } from '@/server/messaging/send-now';
import { DraftsScreen } from './_components/drafts-screen';

export const metadata: Metadata = { title: 'Draft Orders' };

// A failed read shows this segment's error.tsx.
export default async function AdminDraftsPage() {
  await requirePermissionPage('pos.sell');
  const [drafts, settings, messagingOn] = await Promise.all([listDrafts(), getSiteSettings(), canSendNow()]);
  return <DraftsScreen drafts={drafts} shopName={settings.siteName} messagingOn={messagingOn} />;
}
