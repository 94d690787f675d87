'use client';
import Link from 'next/link';
import { useCartCount } from '@/lib/cart/cart-store';
import { clsx } from 'clsx';
import { ShoppingBagIcon } from '@/components/ui/icons/shopping-bag';
import { HEADER_ICON_BUTTON } from './header-button';

export function CartLink({ className }: { className?: string }) {
  const count = useCartCount();
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link href="/cart" aria-label={label} className={clsx('relative', HEADER_ICON_BUTTON, className)}>
      <ShoppingBagIcon className="size-[1.35rem]" strokeWidth={1.6} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-1 right-0.5 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-accent px-1 text-[0.68rem] leading-none font-bold text-accent-foreground tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
