import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { EarlyPresses } from '@/components/store/early-presses';
import { DataSaverProvider } from '@/components/store/data-saver/context';
import { DataSaverScript } from '@/components/store/data-saver/script';
import { StoreFrame } from '@/components/store/store-frame';
import { StoreToaster } from '@/components/store/store-toaster';
import { scriptNonceOf } from '@/lib/security-headers';
import { loadStoreSettings } from '@/server/settings/store-settings';
import { siteUrl } from '@/server/site-url';
import { dataSaverOn } from '@/server/data-saver';

export async function generateMetadata(): Promise<Metadata> {
  const { siteName, siteDescription } = await loadStoreSettings();
  return {
    metadataBase: new URL(siteUrl('/')),
    // Each page's canonical URL is its own path; pages whose query matters (shop) set their own.
    alternates: { canonical: './' },
    title: { absolute: `${siteName} | Interior Design & Furniture in Nigeria`, template: `%s | ${siteName}` },
    description: siteDescription,
    applicationName: siteName,
    openGraph: { siteName, type: 'website', locale: 'en_NG', images: [{ url: '/images/hero-loop-poster.webp', width: 1280, height: 720 }] },
  };
}

export default async function StoreLayout({ children }: { children: React.ReactNode }) {
  const requestHeaders = await headers();
  const nonce = scriptNonceOf(requestHeaders.get('content-security-policy'));
  // The light page for the data saver (docs/decisions/0083-data-saver.md): its script and its pictures.
  const saver = await dataSaverOn();
  return (
    <>
      <EarlyPresses nonce={nonce} />
      {saver ? <DataSaverScript nonce={nonce} /> : null}
      <DataSaverProvider on={saver}>
        <StoreFrame>{children}</StoreFrame>
      </DataSaverProvider>
      <StoreToaster />
    </>
  );
}
