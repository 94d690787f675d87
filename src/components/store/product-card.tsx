'use client';
import Link from 'next/link';
import type { ProductCardData } from '@/server/catalog/queries';
import { badgeVariants } from '@/components/ui/badge-variants';
import { categoryLabel } from '@/lib/category-label';
import { PRODUCT_PLACEHOLDER_IMAGE } from './media';
import { Price } from './price';
import { StoreImage } from './store-image';

/**
 * A product tile: image, Sale badge, name and price, all one link to the product page. A client
 * component although it has no state: a list page then sends each product's few fields once
 * in its payload, not the tile's whole markup a second time.
 */
export function ProductCard({ product, sizes }: { product: ProductCardData; sizes?: string }) {
  return (
    <Link href={`/product/${product.id}`} className="group tile-link gap-3 rounded-lg">
      <div className="tile-frame rounded-lg">
        <StoreImage
          src={product.imageUrl || PRODUCT_PLACEHOLDER_IMAGE}
          alt={product.imageUrl ? product.name : ''}
          sizes={sizes ?? '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'}
          className="tile-image group-hover:scale-[1.04]"
        />
        <div className="tile-badges top-3 left-3">
          {product.discountPriceKobo !== null ? <span className={badgeVariants({ variant: 'accent' })}>Sale</span> : null}
          {product.stockQuantity === 0 ? <span className={badgeVariants({ variant: 'default' })}>Sold-out</span> : null}
        </div>
      </div>
      <div className="flex flex-col gap-1 px-0.5">
        <p className="tile-category">{categoryLabel(product.category)}</p>
        <h3 className="tile-name text-[1.05rem] group-hover:underline md:text-lg">{product.name}</h3>
        <Price priceKobo={product.priceKobo} discountPriceKobo={product.discountPriceKobo} className="text-sm md:text-[0.95rem]" />
        {product.colorVariants.length > 0 ? <span className="text-xs font-medium text-brass-text">+ Colors</span> : null}
      </div>
    </Link>
  );
}
