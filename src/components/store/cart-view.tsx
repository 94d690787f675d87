'use client';
import { useEffect, useMemo, useState } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { AlertTriangle, Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { CartLine } from '@/lib/cart/cart';
import { cartStore, useCart } from '@/lib/cart/cart-store';
import { cn } from '@/lib/cn';
import { formatNaira } from '@/lib/money';
import { checkCartAction, type CartLineCheck } from '@/server/catalog/cart-check-action';
import { isOptimizableImage, PRODUCT_PLACEHOLDER_IMAGE } from './media';
import { categoryLabel } from './product-card';

type Checks = { byId: ReadonlyMap<string, CartLineCheck>; clamped: ReadonlySet<string> };

/**
 * Checks the lines against the catalogue whenever the set of products or their prices
 * change: a product that is gone, repriced or short of stock is shown as such. Quantities
 * above the stock are brought down and each line's stock refreshed at once; a new price
 * waits for the shopper's 'Update price'.
 */
function useCartChecks(items: readonly CartLine[], ready: boolean): Checks | null {
  const [checks, setChecks] = useState<Checks | null>(null);
  // Quantity changes need no new check; a new product or price does.
  const key = useMemo(() => items.map((line) => `${line.id}:${line.unitPriceKobo}`).join('|'), [items]);

  useEffect(() => {
    if (!ready || key === '') return;
    let cancelled = false;
    const lines = cartStore.getSnapshot().map(({ id, unitPriceKobo }) => ({ id, unitPriceKobo }));
    checkCartAction(lines)
      .then((result) => {
        if (cancelled) return;
        if (!result.ok) throw new Error(result.error);
        const byId = new Map(result.data.map((check) => [check.id, check]));
        const clamped = new Set<string>();
        let changed = false;
        const next = cartStore.getSnapshot().map((line) => {
          const check = byId.get(line.id);
          if (!check?.available) return line;
          const quantity = check.stockQuantity > 0 ? Math.min(line.quantity, check.stockQuantity) : line.quantity;
          if (quantity < line.quantity) clamped.add(line.id);
          if (quantity === line.quantity && check.stockQuantity === line.stockQuantity) return line;
          changed = true;
          return { ...line, quantity, stockQuantity: check.stockQuantity };
        });
        if (changed) cartStore.replaceLines(next);
        setChecks({ byId, clamped });
      })
      .catch((error: unknown) => console.warn('Could not check the cart:', error));
    return () => {
      cancelled = true;
    };
  }, [key, ready]);

  return checks;
}

export function CartView() {
  const { items, totalItems, totalPrice, ready, removeItem, setQuantity } = useCart();
  const checks = useCartChecks(items, ready);

  if (!ready) {
    return (
      <div className="container-page py-12 md:py-16" aria-busy="true">
        <h1 className="text-4xl font-medium md:text-5xl">Your Cart</h1>
        <Skeleton className="mt-10 h-32" />
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <section className="container-page flex min-h-[55vh] flex-col items-center justify-center gap-4 py-16 text-center">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-sand text-brass-text">
          <ShoppingBag aria-hidden="true" className="size-9" strokeWidth={1.3} />
        </span>
        <h1 className="text-3xl font-medium md:text-4xl">Your cart is empty</h1>
        <p className="max-w-md text-muted-foreground">Find a piece you love and it will wait for you here.</p>
        <Button asChild size="lg" className="mt-4">
          <Link href="/shop">Continue Shopping</Link>
        </Button>
      </section>
    );
  }

  const needsReview = checks
    ? items.some((line) => {
        const check = checks.byId.get(line.id);
        return check && (!check.available || check.priceChanged || check.stockQuantity === 0);
      })
    : false;

  function updatePrice(id: string, unitPriceKobo: number) {
    cartStore.replaceLines(items.map((line) => (line.id === id ? { ...line, unitPriceKobo } : line)));
  }

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
              key={line.id}
              line={line}
              check={checks?.byId.get(line.id) ?? null}
              clamped={checks?.clamped.has(line.id) ?? false}
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
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              Some items in your cart have changed. Please review them before checkout.
            </p>
          ) : null}
          <div className="mt-6 flex flex-col gap-3">
            <Button asChild size="lg">
              <Link href="/checkout">Proceed to Checkout</Link>
            </Button>
            <Button asChild size="lg" variant="subtle">
              <Link href="/shop">Continue Shopping</Link>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}

function CartLineRow({
  line,
  check,
  clamped,
  onRemove,
  onQuantity,
  onUpdatePrice,
}: {
  line: CartLine;
  check: CartLineCheck | null;
  clamped: boolean;
  onRemove: (id: string) => void;
  onQuantity: (id: string, quantity: number) => void;
  onUpdatePrice: (id: string, unitPriceKobo: number) => void;
}) {
  const src = line.imageUrl || PRODUCT_PLACEHOLDER_IMAGE;
  const unavailable = check !== null && !check.available;
  const soldOut = check?.available === true && check.stockQuantity === 0;
  const atStock = line.quantity >= line.stockQuantity;
  // The check brought the quantity down to the stock: say so while it is still at the stock.
  const showClamped = clamped && check?.available === true && line.quantity === check.stockQuantity;

  return (
    <li className="flex gap-4 py-5 sm:gap-6">
      {/* The picture repeats the name link beside it: one link per line for keyboards and screen readers. */}
      <Link
        href={`/product/${line.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className={cn('relative aspect-[4/5] w-24 shrink-0 self-start overflow-hidden rounded-lg bg-sand sm:w-28', unavailable && 'opacity-50')}
      >
        <Image src={src} alt="" fill sizes="112px" unoptimized={!isOptimizableImage(src)} className="object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-[0.7rem] font-semibold tracking-[0.18em] text-muted-foreground uppercase">{categoryLabel(line.category)}</p>
        <Link href={`/product/${line.id}`} className="font-display text-lg leading-snug hover:underline">
          {line.name}
        </Link>
        <p className="text-sm text-muted-foreground tabular-nums">{formatNaira(line.unitPriceKobo)} each</p>
        <LineNotice
          line={line}
          check={check}
          clamped={showClamped}
          onRemove={onRemove}
          onUpdatePrice={onUpdatePrice}
        />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <div className="flex items-center rounded-md border border-input" role="group" aria-label={`Quantity of ${line.name}`}>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Decrease quantity of ${line.name}`}
              onClick={() => onQuantity(line.id, line.quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </Button>
            <span aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
              {line.quantity}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Increase quantity of ${line.name}`}
              disabled={atStock || unavailable || soldOut}
              onClick={() => onQuantity(line.id, Math.min(line.quantity + 1, line.stockQuantity))}
            >
              <Plus aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <p className="font-semibold tabular-nums">{formatNaira(line.unitPriceKobo * line.quantity)}</p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-mr-2 self-start text-muted-foreground hover:text-destructive"
        aria-label={`Remove ${line.name}`}
        onClick={() => onRemove(line.id)}
      >
        <Trash2 aria-hidden="true" className="size-[1.1rem]" />
      </Button>
    </li>
  );
}

/** What changed for this line since it was added, and the one thing to do about it. */
function LineNotice({
  line,
  check,
  clamped,
  onRemove,
  onUpdatePrice,
}: {
  line: CartLine;
  check: CartLineCheck | null;
  clamped: boolean;
  onRemove: (id: string) => void;
  onUpdatePrice: (id: string, unitPriceKobo: number) => void;
}) {
  if (!check) return null;
  const box = 'mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-sand px-3 py-2 text-sm';
  const action = 'min-h-9 font-semibold text-accent underline underline-offset-4 hover:text-accent-hover';
  if (!check.available) {
    return (
      <p role="status" className={box}>
        <span>No longer available —</span>
        <button type="button" className={action} onClick={() => onRemove(line.id)}>
          remove it
        </button>
      </p>
    );
  }
  if (check.stockQuantity === 0) {
    return (
      <p role="status" className={box}>
        <span>Sold out —</span>
        <button type="button" className={action} onClick={() => onRemove(line.id)}>
          remove it
        </button>
      </p>
    );
  }
  return (
    <>
      {check.priceChanged ? (
        <p role="status" className={box}>
          <span>Price changed to {formatNaira(check.unitPriceKobo)}</span>
          <button type="button" className={action} onClick={() => onUpdatePrice(line.id, check.unitPriceKobo)}>
            Update price
          </button>
        </p>
      ) : null}
      {clamped ? (
        <p role="status" className={box}>
          Only {check.stockQuantity} left in stock: we updated your quantity.
        </p>
      ) : null}
    </>
  );
}
