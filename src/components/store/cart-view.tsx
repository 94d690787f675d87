'use client';
import Image from 'next/image';
import Link from 'next/link';
import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { CartLine } from '@/lib/cart/cart';
import { useCart } from '@/lib/cart/cart-store';
import { formatNaira } from '@/lib/money';
import { isOptimizableImage, PRODUCT_PLACEHOLDER_IMAGE } from './media';
import { categoryLabel } from './product-card';

export function CartView() {
  const { items, totalItems, totalPrice, ready, removeItem, setQuantity } = useCart();

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

  return (
    <div className="container-page py-10 md:py-16">
      <h1 className="text-4xl font-medium md:text-5xl">Your Cart</h1>
      <p className="mt-2 text-muted-foreground">
        {totalItems} {totalItems === 1 ? 'item' : 'items'}
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
        <ul className="divide-y divide-border border-y border-border">
          {items.map((line) => (
            <CartLineRow key={line.id} line={line} onRemove={removeItem} onQuantity={setQuantity} />
          ))}
        </ul>
        <section aria-labelledby="summary-heading" className="rounded-xl border border-border bg-card p-6 shadow-soft">
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
  onRemove,
  onQuantity,
}: {
  line: CartLine;
  onRemove: (id: string) => void;
  onQuantity: (id: string, quantity: number) => void;
}) {
  const src = line.imageUrl || PRODUCT_PLACEHOLDER_IMAGE;
  const atStock = line.stockQuantity > 0 && line.quantity >= line.stockQuantity;
  return (
    <li className="flex gap-4 py-5 sm:gap-6">
      <Link href={`/product/${line.id}`} className="relative aspect-[4/5] w-24 shrink-0 overflow-hidden rounded-lg bg-sand sm:w-28">
        <Image src={src} alt={line.name} fill sizes="112px" unoptimized={!isOptimizableImage(src)} className="object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-[0.7rem] font-semibold tracking-[0.18em] text-muted-foreground uppercase">{categoryLabel(line.category)}</p>
        <Link href={`/product/${line.id}`} className="font-display text-lg leading-snug hover:underline">
          {line.name}
        </Link>
        <p className="text-sm text-muted-foreground tabular-nums">{formatNaira(line.unitPriceKobo)} each</p>
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
              disabled={atStock}
              onClick={() => onQuantity(line.id, line.quantity + 1)}
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
