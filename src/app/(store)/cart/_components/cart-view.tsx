'use client';
import Link from 'next/link';
import { AlertTriangleIcon } from '@/components/ui/icons/alert-triangle';
import { ShoppingBagIcon } from '@/components/ui/icons/shopping-bag';
import { buttonVariants } from '@/components/ui/button-variants';
import { cartLineKey, type CartLine } from '@/lib/cart/cart';
import { cartStore, useCart } from '@/lib/cart/cart-store';
import { formatNaira } from '@/lib/money';
import { cartOrderMessage } from '@/lib/cart/whatsapp-order';
import { whatsappUrl } from '@/lib/whatsapp';
import { WhatsAppIcon } from '@/components/store/brand-icons';
import { WhatsAppLink } from '@/components/store/whatsapp-link';
import { swatchText } from '@/lib/catalog/swatch-text';
import { CartLineRow } from './cart-line-row';
import { useCartChecks } from './use-cart-checks';

/**
 * The cart page: its lines (one per product and variant), the Order Summary, and the whole
 * order as a WhatsApp message for shoppers who would rather order by chat. `siteOrigin` makes
 * the message's product links absolute.
 */
export function CartView({ whatsappNumber, siteOrigin }: { whatsappNumber: string | null; siteOrigin: string }) {
  const { items, totalItems, totalPrice, ready, removeItem, setQuantity } = useCart();
  const checks = useCartChecks(items, ready);

  // Until the browser has read the cart, the page shows the empty cart's frame with neutral words; an
  // empty cart then only changes those words in place, so its largest text is painted with the page
  // rather than again once the scripts have run (a late Largest Contentful Paint, docs/benchmarks.md).
  if (!ready || items.length === 0) return <CartFrame loading={!ready} />;

  const needsReview = checks
    ? items.some((line) => {
        const check = checks.byLine.get(cartLineKey(line));
        if (!check) return false;
        return !check.available || check.priceChanged || check.stockQuantity < line.quantity;
      })
    : false;

  function updatePrice(key: string, unitPriceKobo: number) {
    cartStore.replaceLines(items.map((line) => (cartLineKey(line) === key ? { ...line, unitPriceKobo } : line)));
  }

  const orderUrl = whatsappUrl(whatsappNumber, cartOrderMessage(items.map((line) => toPiece(line, siteOrigin)), totalPrice));

  return (
    <div className="container-page py-10 md:py-16">
      <h1 className="text-4xl font-medium md:text-5xl">Your Cart</h1>
      <p className="mt-2 text-muted-foreground">
        {totalItems} {totalItems === 1 ? 'item' : 'items'}
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
        <ul className="divide-y divide-border border-y border-border">
          {items.map((line) => (
            <CartLineRow
              key={cartLineKey(line)}
              line={line}
              check={checks?.byLine.get(cartLineKey(line)) ?? null}
              lowered={checks?.lowered.has(cartLineKey(line)) ?? false}
              onRemove={removeItem}
              onQuantity={setQuantity}
              onUpdatePrice={updatePrice}
            />
          ))}
        </ul>
        <section
          aria-labelledby="summary-heading"
          className="rounded-xl border border-border bg-card p-6 shadow-soft lg:sticky lg:top-28"
        >
          <h2 id="summary-heading" className="text-2xl font-medium">
            Order Summary
          </h2>
          <dl className="mt-5 flex flex-col gap-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Subtotal</dt>
              <dd className="font-medium tabular-nums">{formatNaira(totalPrice)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Shipping</dt>
              <dd>Calculated at checkout</dd>
            </div>
            <div className="mt-2 flex justify-between gap-4 border-t border-border pt-4 text-base">
              <dt className="font-semibold">Total</dt>
              <dd className="font-semibold tabular-nums">{formatNaira(totalPrice)}</dd>
            </div>
          </dl>
          {needsReview ? (
            <p role="status" className="mt-5 flex gap-2 rounded-md bg-sand p-3 text-sm">
              <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-accent" />
              Some items in your cart have changed. Please review them before checkout.
            </p>
          ) : null}
          <div className="mt-6 flex flex-col gap-3">
            <Link href="/checkout" className={buttonVariants({ size: 'lg' })}>
              Proceed to Checkout
            </Link>
            <Link href="/shop" className={buttonVariants({ size: 'lg', variant: 'subtle' })}>
              Continue Shopping
            </Link>
          </div>
          {orderUrl ? (
            <div className="mt-5 flex flex-col items-center gap-1 border-t border-border pt-4 text-center">
              <p className="text-xs text-muted-foreground">Prefer to order by chat?</p>
              <WhatsAppLink href={orderUrl} icon={<WhatsAppIcon className="size-5" />} className="self-center">Send this order on WhatsApp</WhatsAppLink>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** The empty cart, or while the cart is read, the same elements with words that promise nothing. */
function CartFrame({ loading }: { loading: boolean }) {
  return (
    <section aria-busy={loading} className="container-page flex min-h-[55vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-sand text-brass-text">
        <ShoppingBagIcon className="size-9" strokeWidth={1.3} />
      </span>
      <h1 className="text-3xl font-medium md:text-4xl">{loading ? 'Your Cart' : 'Your cart is empty'}</h1>
      <p className="max-w-md text-muted-foreground">
        {loading ? 'Looking for the pieces you saved in this browser, one moment…' : 'Find a piece you love and it will wait for you here.'}
      </p>
      <Link href="/shop" className={buttonVariants({ size: 'lg', className: 'mt-4' })}>
        Continue Shopping
      </Link>
    </section>
  );
}

function toPiece(line: CartLine, siteOrigin: string) {
  const variant = line.swatch ? swatchText(line.swatch) : line.variant;
  return { name: line.name, variant, quantity: line.quantity, url: new URL(`/product/${encodeURIComponent(line.id)}`, siteOrigin).toString() };
}
