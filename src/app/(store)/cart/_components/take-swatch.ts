import { cartLineKey } from '@/lib/cart/cart';
import { cartStore } from '@/lib/cart/cart-store';
import { swatchCount, swatchLimitMessage, swatchText } from '@/lib/catalog/swatch';
import { toast } from '@/components/store/toast';
import type { SwatchOffer } from '@/server/catalog/swatch-reads';

// A swatch link's work on the cart page (docs/decisions/0059-fabric-samples.md): the line goes in unless the
// cart has it or holds the shop's limit already, the shopper is told which, and the address loses its
// ?swatch= so a reload or a shared link does not add it again.

export function takeSwatch(offer: SwatchOffer) {
  const url = new URL(location.href);
  url.searchParams.delete('swatch');
  history.replaceState(history.state, '', url);
  if (!offer.ok) return toast.error(offer.message);
  const { line, perOrder } = offer;
  const lines = cartStore.getSnapshot();
  const name = `${swatchText(line.swatch)} for ${line.name}`;
  if (lines.some((held) => cartLineKey(held) === cartLineKey(line))) return toast.info(`${name} is already in your cart.`);
  if (swatchCount(lines) >= perOrder) return toast.error(swatchLimitMessage(perOrder));
  cartStore.addItem(line);
  toast.success(`${name} added to your cart.`);
}
