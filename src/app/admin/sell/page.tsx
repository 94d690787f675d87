import type { Metadata } from 'next';
import { requirePermissionPage } from '@/server/auth/permissions';
import { saleLocations } from '@/server/pos/sell-reads';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { SellScreen } from './_components/sell-screen';

export const metadata: Metadata = { title: 'Sell' };

// A failed read shows this segment's error.tsx.
export default async function AdminSellPage() {
  await requirePermissionPage('pos.sell');
  const [locations, settings] = await Promise.all([saleLocations(), getSiteSettings()]);
  return <SellScreen locations={locations} shopName={settings.siteName} />;
}
