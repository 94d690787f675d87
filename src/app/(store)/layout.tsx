import type { Metadata } from 'next';
import { StoreFrame } from '@/components/store/store-frame';
import { loadStoreSettings } from '@/server/settings/store-settings';

export async function generateMetadata(): Promise<Metadata> {
  const { siteName, siteDescription } = await loadStoreSettings();
  return {
    title: { absolute: `${siteName} | Interior Design & Furniture in Nigeria`, template: `%s | ${siteName}` },
    description: siteDescription,
    applicationName: siteName,
    openGraph: { siteName, type: 'website', locale: 'en_NG' },
  };
}

export default function StoreLayout({ children }: { children: React.ReactNode }) {
  return <StoreFrame>{children}</StoreFrame>;
}
