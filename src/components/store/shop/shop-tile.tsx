import Link from 'next/link';
import { ArrowUpRight } from 'lucide-react';
import type { ShopProduct } from '@/server/catalog/shop';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../media';
import { Price } from '../price';
import { StoreImage } from '../store-image';
import { categoryLabel } from '@/lib/category-label';

/** One of the three large tiles that open the shop: a big picture, then name and price. */
export function ShopTile({
  product,
  sizes,
  preload = false,
  className,
}: {
  product: ShopProduct;
  sizes: string;
  preload?: boolean;
  className?: string;
}) {
  const src = product.largeImageUrl || PRODUCT_PLACEHOLDER_IMAGE;
  return (
    <Link href={`/product/${product.id}`} className={cn('group tile-link gap-4 rounded-xl', className)}>
      <div className="tile-frame rounded-xl">
        <StoreImage
          src={src}
          alt={product.largeImageUrl ? product.name : ''}
          preload={preload}
          sizes={sizes}
          className="tile-image group-hover:scale-[1.03]"
        />
        <div className="tile-badges top-4 left-4">
          {product.discountPriceKobo !== null ? <Badge variant="accent">Sale</Badge> : null}
          {product.stockQuantity === 0 ? <Badge variant="default">Sold-out</Badge> : null}
        </div>
        <span
          aria-hidden="true"
          className="absolute right-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full bg-background/90 text-foreground opacity-0 shadow-soft transition-opacity duration-300 group-hover:opacity-100"
        >
          <ArrowUpRight className="size-5" strokeWidth={1.6} />
        </span>
      </div>
      <div className="flex flex-col gap-1.5 px-0.5">
        <p className="tile-category">
          {categoryLabel(product.category)}
        </p>
        <h3 className="tile-name text-xl group-hover:underline md:text-2xl">
          {product.name}
        </h3>
        <Price priceKobo={product.priceKobo} discountPriceKobo={product.discountPriceKobo} className="text-[0.95rem] md:text-base" />
      </div>
    </Link>
  );
}
