import type { Metadata } from 'next';
import { getAdminSettings } from '@/server/settings/admin-settings-reads';
import { paystackConfigured } from '@/server/payments/paystack/client';
import { SettingsScreen } from '@/app/admin/settings/_components/settings-screen';
import { requirePermissionPage } from '@/server/auth/permissions';

export const metadata: Metadata = { title: 'Website Settings' };

// A failed read shows this segment's error.tsx, which renders nothing (docs/product.md section 8).
export default async function AdminSettingsPage() {
  await requirePermissionPage('settings.website');
  return <SettingsScreen settings={await getAdminSettings()} paystackKeySet={paystackConfigured()} />;
}
