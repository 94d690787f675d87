'use client';
import Link from 'next/link';
import type { ProductCardData } from '@/server/catalog/product-reads';
import { badgeVariants } from '@/components/ui/badge-variants';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/components/store/media';
import { CardPrice, CardSwatches } from '@/components/store/card-offer';
import { StoreImage } from '@/components/store/store-image';

// How wide a card's picture is drawn where it sits: in Our Collection's grid (2 columns, 4 from
// large screens) or in a Featured row (a sideways strip on phones, 5 columns from large screens).
// A name rather than the sizes string, which the page's payload would repeat per card.
const SIZES = {
  collection: '(min-width: 80rem) 18rem, (min-width: 64rem) 23vw, 46vw',
  featured: '(min-width: 80rem) 18rem, (min-width: 64rem) 23vw, (min-width: 40rem) 30vw, 44vw',
};

/**
 * A home product card: image, 'Sale' badge, name, price ("From ₦X" when its variants differ) and
 * its first option's swatches. The name's link stretches over the whole card, so the card is one
 * click target. A client component although it has no state:
 * the home page draws 43 of them, and its payload then holds each product's few fields rather
 * than each card's tree (docs/decisions/0021-short-classes-for-repeated-markup.md).
 */
export function HomeProductCard({ product, place }: { product: ProductCardData; place: keyof typeof SIZES }) {
  const href = `/product/${product.id}`;
  return (
    <article className="group relative flex flex-col gap-3">
      <div className="tile-frame rounded-lg">
        <StoreImage
          src={product.imageUrl || PRODUCT_PLACEHOLDER_IMAGE}
          alt={product.imageUrl ? product.name : ''}
          sizes={SIZES[place]}
          className="tile-image tile-zoom-small"
        />
        <div className="tile-badges top-3 left-3">
          {product.discountPriceKobo !== null ? <span className={badgeVariants({ variant: 'accent' })}>Sale</span> : null}
          {product.stockQuantity === 0 ? <span className={badgeVariants({ variant: 'default' })}>Sold-out</span> : null}
        </div>
      </div>
      <div className="flex flex-col gap-1 px-0.5">
        <h3 className="tile-name text-[1.05rem] md:text-lg">
          <Link href={href} className="home-card-link">
            {product.name}
          </Link>
        </h3>
        <CardPrice product={product} className="tile-price-small" />
        <CardSwatches choice={product.choice} />
      </div>
    </article>
  );
}
