'use client';
import { useEffect, useRef } from 'react';
import { AlertTriangle } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { cartLineKey, type CartLine } from '@/lib/cart/cart';
import { formatNaira } from '@/lib/money';
import type { CartChange } from '@/server/checkout/place-order';

export type PendingChange = { change: CartChange; line: CartLine };

function describe({ change, line }: PendingChange) {
  switch (change.change) {
    case 'unavailable':
      return 'No longer available';
    case 'variant':
      return line.variant ? `No longer in ${line.variant}` : 'Choose its options';
    case 'price':
      return `Price now ${formatNaira(change.unitPriceKobo ?? line.unitPriceKobo)} (was ${formatNaira(line.unitPriceKobo)})`;
    case 'stock': {
      const left = change.stockQuantity ?? 0;
      return left === 0 ? 'Sold out' : `Only ${left} left (you have ${line.quantity})`;
    }
  }
}

/**
 * The lines the server refused, each with what changed, and one button that brings the
 * cart in line. It takes focus when it appears, so it is seen and read out at once.
 */
export function CartChangesNotice({ changes, onUpdate }: { changes: readonly PendingChange[]; onUpdate: () => void }) {
  const ref = useRef<HTMLElement>(null);
  const count = changes.length;

  useEffect(() => {
    if (count > 0) ref.current?.focus();
  }, [count]);

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="cart-changes-heading"
      className="rounded-xl border border-accent/40 bg-sand p-5 focus-visible:outline-offset-4"
    >
      <h2 id="cart-changes-heading" className="flex items-center gap-2 font-sans text-base font-semibold tracking-normal">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-accent" />
        Some items in your cart have changed
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {changes.map((pending) => (
          <li key={cartLineKey(pending.line)} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
            <span className="font-medium">
              {pending.change.name ?? pending.line.name}
              {pending.line.variant ? <span className="font-normal text-muted-foreground"> · {pending.line.variant}</span> : null}
            </span>
            <span className="font-semibold text-accent">{describe(pending)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">Update your cart, check your order, then place it again.</p>
      <StoreButton type="button" variant="accent" className="mt-4 w-full" onClick={onUpdate}>
        Update my cart
      </StoreButton>
    </section>
  );
}
