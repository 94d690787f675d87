import Link from 'next/link';
import type { ProductCardData } from '@/server/catalog/queries';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../media';
import { Price } from '../price';
import { StoreImage } from '../store-image';

/**
 * A home product card: image, 'Sale' badge, name, price and a '+ Colors' link. The name's
 * link stretches over the whole card, so the card is one click target, while '+ Colors'
 * stays a link of its own (links cannot nest).
 */
export function HomeProductCard({ product, sizes }: { product: ProductCardData; sizes: string }) {
  const href = `/product/${product.id}`;
  const src = product.imageUrl || PRODUCT_PLACEHOLDER_IMAGE;
  return (
    <article className="group relative flex flex-col gap-3">
      <div className="tile-frame rounded-lg">
        <StoreImage
          src={src}
          alt={product.imageUrl ? product.name : ''}
          sizes={sizes}
          className="tile-image group-hover:scale-[1.04]"
        />
        <div className="tile-badges top-3 left-3">
          {product.discountPriceKobo !== null ? <Badge variant="accent">Sale</Badge> : null}
          {product.stockQuantity === 0 ? <Badge variant="default">Sold-out</Badge> : null}
        </div>
      </div>
      <div className="flex flex-col gap-1 px-0.5">
        <h3 className="font-display text-[1.05rem] leading-snug font-medium text-foreground md:text-lg">
          <Link
            href={href}
            className="decoration-brass underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-ring"
          >
            {product.name}
          </Link>
        </h3>
        <Price priceKobo={product.priceKobo} discountPriceKobo={product.discountPriceKobo} className="text-sm md:text-[0.95rem]" />
        {product.colorVariants.length > 0 ? (
          <Link
            href={href}
            className="relative z-10 -my-2 self-start py-2 text-xs font-semibold text-brass-text underline-offset-4 hover:underline"
          >
            + Colors<span className="sr-only"> of {product.name}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export function HomeProductCardSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="aspect-[4/5] rounded-lg" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-24" />
    </div>
  );
}
