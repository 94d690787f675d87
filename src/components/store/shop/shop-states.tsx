import Link from 'next/link';
import { AlertCircle, RotateCcw, Sofa } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { StoreButton } from '../store-button';

/** A category without products (or one that does not exist): say so and offer everything. */
export function ShopEmpty() {
  return (
    <section className="container-page flex flex-col items-center gap-4 py-16 text-center md:py-24">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-sand text-brass-text">
        <Sofa aria-hidden="true" className="size-9" strokeWidth={1.3} />
      </span>
      <h2 className="text-2xl font-medium md:text-3xl">No products in this category yet</h2>
      <p className="max-w-md text-muted-foreground">
        New pieces arrive from our workshop every month. In the meantime, there is plenty more to discover.
      </p>
      <Link href="/shop" className={buttonVariants({ size: 'lg', className: 'mt-2' })}>
        SHOP ALL
      </Link>
    </section>
  );
}

/** The product's load failure (title Error), shown in place of the list by the shop's error.tsx. */
export function ShopLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="container-page py-16 md:py-24">
      <div
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-card p-8 text-center shadow-soft"
      >
        <AlertCircle aria-hidden="true" className="size-8 text-destructive" strokeWidth={1.6} />
        <h1 className="text-2xl font-medium">Error</h1>
        <p className="text-muted-foreground">Failed to load products. Please try again.</p>
        <StoreButton size="lg" className="mt-3" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </StoreButton>
      </div>
    </section>
  );
}
