import Link from 'next/link';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { SearchXIcon } from '@/components/ui/icons/search-x';
import { buttonVariants } from '@/components/ui/button-variants';

/** The product's 'Product not found' screen; after a failed load it also shows the error first. */
export function ProductNotFound({ loadFailed = false }: { loadFailed?: boolean }) {
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-center justify-center gap-4 py-16 text-center md:py-24">
      {loadFailed ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-card px-4 py-3 text-sm text-destructive">
          Failed to load product details.
        </p>
      ) : null}
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-sand text-brass-text">
        <SearchXIcon className="size-9" strokeWidth={1.3} />
      </span>
      <h1 className="text-3xl font-medium md:text-4xl">Product not found</h1>
      <p className="max-w-md text-muted-foreground">
        This piece may have sold out or moved. There is plenty more to discover in the shop.
      </p>
      {/* buttonVariants, not ui/button: the product's error.tsx (a client component) shows this too. */}
      <Link href="/shop" className={buttonVariants({ size: 'lg', className: 'mt-4' })}>
        <ArrowLeftIcon className="size-4" />
        Back to Shop
      </Link>
    </section>
  );
}
