'use client';
import Link from 'next/link';
import type { ProductCardData } from '@/server/catalog/product-reads';
import { badgeVariants } from '@/components/ui/badge-variants';
import { categoryLabel } from '@/lib/category-label';
import { PRODUCT_PLACEHOLDER_IMAGE } from './media';
import { CardPrice, CardSwatches } from './card-offer';
import { SaveHeart } from './saved/save-heart';
import { StoreImage } from './store-image';
import { CardRating } from './reviews/card-rating';

// The classes of a grid tile and of the shop's three large opening tiles (bigger type, rounder
// corners, a hover arrow), picked as whole strings so the markup carries no empty variants.
const LOOKS = {
  small: {
    link: 'group tile-link gap-3 rounded-lg',
    frame: 'tile-frame rounded-lg',
    image: 'tile-image tile-zoom-small',
    badges: 'tile-badges top-3 left-3',
    text: 'flex flex-col gap-1 px-0.5',
    name: 'tile-name tile-name-small',
    price: 'tile-price-small',
  },
  large: {
    link: 'group tile-link gap-4 rounded-xl',
    frame: 'tile-frame rounded-xl',
    image: 'tile-image group-hover:scale-[1.03]',
    badges: 'tile-badges top-4 left-4',
    text: 'flex flex-col gap-1.5 px-0.5',
    name: 'tile-name text-xl group-hover:underline md:text-2xl',
    price: 'text-[0.95rem] md:text-base',
  },
};

// Where a tile sits, and so how wide its picture is drawn: in a grid of 2, 3 (md) or 4 (lg)
// columns, in the shop's sideways strip, or as the first or another of its large opening tiles.
// A name rather than the sizes string itself, which the page's payload would repeat per tile.
const PLACES = {
  grid: { sizes: '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw', look: LOOKS.small },
  strip: { sizes: '(min-width: 1024px) 23vw, (min-width: 768px) 30vw, 62vw', look: LOOKS.small },
  lead: { sizes: '(min-width: 768px) 33vw, 100vw', look: LOOKS.large },
  pick: { sizes: '(min-width: 768px) 33vw, 50vw', look: LOOKS.large },
};

/** A card's product as a list may send it: without a sale price when it has none (/shop's tiles, shop-showcase.tsx). */
export type CardProduct = Omit<ProductCardData, 'discountPriceKobo'> & { discountPriceKobo?: number | null };

type ProductCardProps = {
  product: CardProduct;
  place?: keyof typeof PLACES;
  /** Whether its picture is the page's largest paint. */
  preload?: boolean;
};

/** A product tile with its heart (saved pieces) over the picture: a button beside the tile's link, as links cannot hold buttons. */
export function ProductCard(props: ProductCardProps) {
  return (
    <div className="relative">
      <ProductTile {...props} />
      <SaveHeart id={props.product.id} name={props.product.name} look="card" />
    </div>
  );
}

/**
 * A product tile: image, Sale and Sold-out badges, category, name and price, all one link to
 * the product page; a grid or strip tile also shows how it is offered (its first option's swatches). A client component although it
 * has no state: a list page then sends each product's few fields once in its payload, not the
 * tile's whole markup a second time.
 */
function ProductTile({ product, place = 'grid', preload = false }: ProductCardProps) {
  const { sizes, look } = PLACES[place];
  const large = look === LOOKS.large;
  const onSale = product.discountPriceKobo != null;
  return (
    <Link href={`/product/${product.id}`} className={look.link}>
      <div className={look.frame}>
        <StoreImage
          src={product.imageUrl || PRODUCT_PLACEHOLDER_IMAGE}
          alt={product.imageUrl ? product.name : ''}
          sizes={sizes}
          // A grid tile is at most a quarter of the page, a large tile up to its full width on a phone.
          widths={large ? 'tile' : 'card'}
          preload={preload}
          className={look.image}
        />
        {/* Only when there is a badge: an empty box in each of /shop's 24 tiles cost its HTML budget the hearts' wrappers. */}
        {onSale || product.stockQuantity === 0 ? (
          <div className={look.badges}>
            {onSale ? <span className={badgeVariants({ variant: 'accent' })}>Sale</span> : null}
            {product.stockQuantity === 0 ? <span className={badgeVariants({ variant: 'default' })}>Sold-out</span> : null}
          </div>
        ) : null}
        {large ? (
          // Drawn by its class (globals.css): an svg in each of /shop's thirty tiles was 6 KB of its HTML.
          <span aria-hidden="true" className="tile-arrow" />
        ) : null}
      </div>
      <div className={look.text}>
        <p className="tile-category">{categoryLabel(product.category)}</p>
        <h3 className={look.name}>{product.name}</h3>
        <CardPrice product={product} className={look.price} />
        {product.rating ? <CardRating {...product.rating} /> : null}
        {large ? null : <CardSwatches choice={product.choice} />}
      </div>
    </Link>
  );
}
