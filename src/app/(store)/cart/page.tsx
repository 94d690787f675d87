import type { Metadata } from 'next';
import { CartView } from '@/app/(store)/cart/_components/cart-view';
import { loadStoreSettings } from '@/server/settings/store-settings';
import { siteUrl } from '@/server/site-url';

// The cart lives in the browser; search engines have nothing to find here.
export const metadata: Metadata = { title: 'Cart' };

export default async function CartPage() {
  const { whatsappNumber } = await loadStoreSettings();
  return <CartView whatsappNumber={whatsappNumber} siteOrigin={siteUrl('/')} />;
}
