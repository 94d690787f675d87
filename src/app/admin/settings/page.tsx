import type { Metadata } from 'next';
import { requireAdminPage } from '@/server/auth/session';
import { getAdminSettings } from '@/server/settings/admin-settings';
import { logger } from '@/server/logger';
import { paystackConfigured } from '@/server/payments/paystack/client';
import { SettingsScreen } from '@/components/admin/settings/settings-screen';

export const metadata: Metadata = { title: 'Website Settings' };

export default async function AdminSettingsPage() {
  await requireAdminPage();
  const settings = await getAdminSettings().catch((error: unknown) => {
    logger.error({ err: error }, 'Failed to load website settings');
    return null;
  });
  // Spec section 8: 'If the settings fail to load, nothing is rendered.' (the admin frame stays).
  if (!settings) return null;
  return <SettingsScreen settings={settings} paystackKeySet={paystackConfigured()} />;
}
