import Image from 'next/image';
import Link from 'next/link';
import type { CartLine } from '@/lib/cart/cart';
import { formatNaira } from '@/lib/money';
import { isOptimizableImage, PRODUCT_PLACEHOLDER_IMAGE } from '../media';

/** What is being ordered: each line, then subtotal, shipping 'TBD' (spec) and total. */
export function OrderSummary({
  items,
  totalItems,
  totalPrice,
  ref,
}: {
  items: readonly CartLine[];
  totalItems: number;
  totalPrice: number;
  /** Focused after the cart was brought up to date, so the shopper reviews it next. */
  ref?: React.Ref<HTMLElement>;
}) {
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
          <SummaryLine key={line.id} line={line} />
        ))}
      </ul>

      <dl className="mt-5 flex flex-col gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="font-medium tabular-nums">{formatNaira(totalPrice)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Shipping</dt>
          <dd>TBD</dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t border-border pt-4 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold tabular-nums" data-testid="checkout-total">
            {formatNaira(totalPrice)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-xs leading-relaxed text-muted-foreground">
        We deliver across Nigeria. Shipping depends on your state and your order; we confirm it when we contact you
        about your order.
      </p>
    </section>
  );
}

function SummaryLine({ line }: { line: CartLine }) {
  const src = line.imageUrl || PRODUCT_PLACEHOLDER_IMAGE;
  return (
    <li className="flex items-center gap-4 py-4">
      <div className="relative aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-md bg-sand sm:w-16">
        <Image src={src} alt="" fill sizes="64px" unoptimized={!isOptimizableImage(src)} className="object-cover" />
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-foreground px-1 text-[0.68rem] font-bold text-background tabular-nums"
        >
          {line.quantity}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-display leading-snug">{line.name}</p>
        <p className="text-xs text-muted-foreground tabular-nums">
          Qty {line.quantity} × {formatNaira(line.unitPriceKobo)}
        </p>
      </div>
      <p className="shrink-0 text-sm font-semibold tabular-nums">{formatNaira(line.unitPriceKobo * line.quantity)}</p>
    </li>
  );
}
