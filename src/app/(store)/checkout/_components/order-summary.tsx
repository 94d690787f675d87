import Link from 'next/link';
import { cartLineKey, type CartLine } from '@/lib/cart/cart';
import { formatNaira } from '@/lib/money';
import type { DeliveryPrice } from '@/lib/delivery/price';
import type { DepositOffer } from '@/lib/payment-methods';
import { discountLineLabel, formatSaving } from '@/lib/discounts/discount-kinds';
import type { CheckoutDiscount } from '@/server/checkout/checkout-pricing';
import { formatDeliveryWindow } from '@/lib/delivery/format';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/components/store/media';
import { StoreImage } from '@/components/store/store-image';
import { measureText } from '@/lib/catalog/measure-text';
import { swatchText } from '@/lib/catalog/swatch-text';

/**
 * What is being ordered: each line, then subtotal, shipping, a discount code's saving and total. Shipping reads 'TBD'
 * (the product's word) until a state is chosen, then the fee and the estimated window
 * (docs/decisions/0011-delivery-zones-and-windows.md).
 */
export function OrderSummary({
  items,
  totalItems,
  totalPrice,
  delivery,
  pickupAt,
  deposit,
  discount,
  pricing,
  ref,
  children,
}: {
  items: readonly CartLine[];
  totalItems: number;
  totalPrice: number;
  /** The fee and window once they are known for the chosen state or pickup; null: 'TBD'. */
  delivery: DeliveryPrice | null;
  /** The name of the location a priced pickup is collected at (an answer for pickup always names one). */
  pickupAt: string | null;
  /** The deposit the shopper chose to pay now; null when paying in full. */
  deposit: DepositOffer | null;
  /** The applied code's saving, as the latest delivery price priced it; null: none. */
  discount: Extract<CheckoutDiscount, { applied: true }> | null;
  /** A delivery price is on its way. */
  pricing: boolean;
  /** The discount code field, above the amounts. */
  children?: React.ReactNode;
  /** Focused after the cart was brought up to date, so the shopper reviews it next. */
  ref?: React.Ref<HTMLElement>;
}) {
  const place = pickupAt ?? 'our store';
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="checkout-summary-heading"
      className="rounded-xl border border-border bg-card p-5 shadow-soft focus-visible:outline-offset-4 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="checkout-summary-heading" className="text-2xl font-medium">
          Order Summary
        </h2>
        <Link
          href="/cart"
          className="inline-flex min-h-11 items-center text-sm font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
        >
          Edit cart
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">
        {totalItems} {totalItems === 1 ? 'item' : 'items'}
      </p>

      <ul className="mt-4 divide-y divide-border border-y border-border">
        {items.map((line) => (
          <SummaryLine key={cartLineKey(line)} line={line} />
        ))}
      </ul>

      <div className="mt-5">{children}</div>

      <dl className="mt-5 flex flex-col gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="font-medium tabular-nums">{formatNaira(totalPrice)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{delivery?.method === 'pickup' ? `Pickup at ${place}` : 'Shipping'}</dt>
          <dd className="tabular-nums" data-testid="checkout-shipping" aria-busy={pricing}>
            {delivery ? (delivery.feeKobo === 0 ? 'Free' : formatNaira(delivery.feeKobo)) : 'TBD'}
          </dd>
        </div>
        {discount ? (
          <div className="flex justify-between gap-4" data-testid="checkout-discount">
            <dt className="text-muted-foreground">{discountLineLabel(discount.code)}</dt>
            <dd className="font-medium text-success tabular-nums" aria-busy={pricing}>
              {discount.kind === 'free_delivery' && !delivery ? 'Free delivery' : formatSaving(discount.discountKobo)}
            </dd>
          </div>
        ) : null}
        {delivery ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{delivery.method === 'pickup' ? 'Ready for pickup' : 'Estimated delivery'}</dt>
            <dd className="text-right" data-testid="checkout-window">
              {formatDeliveryWindow(delivery.window.start, delivery.window.end)}
            </dd>
          </div>
        ) : null}
        <div className="mt-2 flex justify-between gap-4 border-t border-border pt-4 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold tabular-nums" data-testid="checkout-total">
            {formatNaira(totalPrice + (delivery?.feeKobo ?? 0) - (discount?.discountKobo ?? 0))}
          </dd>
        </div>
        {deposit ? (
          <>
            <div className="flex justify-between gap-4 font-semibold">
              <dt>Deposit due now</dt>
              <dd className="tabular-nums" data-testid="checkout-deposit">
                {formatNaira(deposit.depositKobo)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Balance before delivery</dt>
              <dd className="tabular-nums" data-testid="checkout-balance">
                {formatNaira(deposit.balanceKobo)}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      <p className="mt-4 text-xs leading-relaxed text-muted-foreground" role="status">
        {delivery?.freeByThreshold
          ? `Free delivery to ${delivery.state}: your order reached our free-delivery amount.`
          : delivery
            ? delivery.method === 'pickup'
              ? `Pick up at ${place}; we call you when your order is ready.`
              : `Delivered to ${delivery.state}. Business days exclude Sundays and public holidays.`
            : 'Choose your state to see the delivery fee and date.'}
      </p>
    </section>
  );
}

function SummaryLine({ line }: { line: CartLine }) {
  const src = line.imageUrl || PRODUCT_PLACEHOLDER_IMAGE;
  return (
    <li className="flex items-center gap-4 py-4">
      <div className="relative aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-md bg-sand sm:w-16">
        <StoreImage src={src} alt="" sizes="64px" widths="thumb" className="object-cover" />
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-foreground px-1 text-[0.68rem] font-bold text-background tabular-nums"
        >
          {line.quantity}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-display leading-snug">{line.name}</p>
        {line.variant ? <p className="text-xs text-muted-foreground">{line.variant}</p> : null}
        {line.measure ? <p className="text-xs text-muted-foreground">{measureText(line.measure)}</p> : null}
        {line.swatch ? <p className="text-xs text-muted-foreground">{swatchText(line.swatch)}</p> : null}
        <p className="text-xs text-muted-foreground tabular-nums">
          Qty {line.quantity} × {formatNaira(line.unitPriceKobo)}
        </p>
      </div>
      <p className="shrink-0 text-sm font-semibold tabular-nums">{formatNaira(line.unitPriceKobo * line.quantity)}</p>
    </li>
  );
}
