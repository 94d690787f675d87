import type { Metadata } from 'next';
import { CartView } from '@/app/(store)/cart/_components/cart-view';
import { AddSwatch } from '@/app/(store)/cart/_components/add-swatch';
import { loadStoreSettings } from '@/server/settings/store-settings';
import { swatchOffer } from '@/server/catalog/swatch-reads';
import { siteUrl } from '@/server/site-url';

// The cart lives in the browser; search engines have nothing to find here.
export const metadata: Metadata = { title: 'Cart' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CartPage({ searchParams }: Props) {
  const { swatch } = await searchParams;
  // A product page's "Order a free swatch" link (docs/decisions/0059-fabric-samples.md): the server names
  // the swatch, its piece and price, and the page adds it to the cart kept in the browser.
  const [{ whatsappNumber }, offer] = await Promise.all([loadStoreSettings(), typeof swatch === 'string' ? swatchOffer(swatch) : null]);
  return (
    <>
      <CartView whatsappNumber={whatsappNumber} siteOrigin={siteUrl('/')} />
      {offer ? <AddSwatch offer={offer} /> : null}
    </>
  );
}
