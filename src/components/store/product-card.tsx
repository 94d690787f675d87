import Image from 'next/image';
import Link from 'next/link';
import type { ProductCardData } from '@/server/catalog/queries';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { isOptimizableImage, PRODUCT_PLACEHOLDER_IMAGE } from './media';
import { Price } from './price';

export function categoryLabel(slug: string) {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A product tile: image, Sale badge, name and price, all one link to the product page. */
export function ProductCard({ product, sizes }: { product: ProductCardData; sizes?: string }) {
  const src = product.imageUrl || PRODUCT_PLACEHOLDER_IMAGE;
  const onSale = product.discountPriceKobo !== null;
  return (
    <Link
      href={`/product/${product.id}`}
      className="group tile-link gap-3 rounded-lg"
    >
      <div className="tile-frame rounded-lg">
        <Image
          src={src}
          alt={product.imageUrl ? product.name : ''}
          fill
          sizes={sizes ?? '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'}
          unoptimized={!isOptimizableImage(src)}
          className="tile-image group-hover:scale-[1.04]"
        />
        <div className="tile-badges top-3 left-3">
          {onSale ? <Badge variant="accent">Sale</Badge> : null}
          {product.stockQuantity === 0 ? <Badge variant="default">Sold-out</Badge> : null}
        </div>
      </div>
      <div className="flex flex-col gap-1 px-0.5">
        <p className="tile-category">
          {categoryLabel(product.category)}
        </p>
        <h3 className="tile-name text-[1.05rem] group-hover:underline md:text-lg">
          {product.name}
        </h3>
        <Price priceKobo={product.priceKobo} discountPriceKobo={product.discountPriceKobo} className="text-sm md:text-[0.95rem]" />
        {product.colorVariants.length > 0 ? (
          <span className="text-xs font-medium text-brass-text">+ Colors</span>
        ) : null}
      </div>
    </Link>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="aspect-[4/5] rounded-lg" />
      <Skeleton className="h-3 w-16" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-24" />
    </div>
  );
}
