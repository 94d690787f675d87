import type { ShopProduct } from '@/server/catalog/shop-reads';
import { ProductCard, type CardProduct } from '@/components/store/product-card';

// Spec section 9, "Shop layout": 3 large tiles, then the next 5 in a strip.
export const SHOWCASE_TILES = 3;
export const SHOWCASE_STRIP = 5;

/**
 * The first three products of the list as large tiles, items 4 to 8 in a scrolling strip. The
 * first tile's picture is fetched at once: on a phone it is the largest paint, below a category's
 * banner too (a full-width tile against a 300 px band).
 */
export function ShopShowcase({ products, listTitle }: { products: ShopProduct[]; listTitle: string }) {
  const tiles = products.slice(0, SHOWCASE_TILES);
  const strip = products.slice(SHOWCASE_TILES, SHOWCASE_TILES + SHOWCASE_STRIP);
  return (
    <>
      <section aria-labelledby="shop-picks-heading" className="container-page pt-10 md:pt-16">
        {/* The tiles' h3 headings need an h2 above them (heading order); the section's name as before. */}
        <h2 id="shop-picks-heading" className="sr-only">
          {`${listTitle}: our picks`}
        </h2>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 md:gap-x-6">
          {tiles.map((product, index) => (
            <li key={product.id} className={index === 0 ? 'col-span-2 md:col-span-1' : undefined}>
              <ProductCard
                // A large tile shows no swatches: its payload need not carry them.
                product={{ ...withLargeImage(product), choice: undefined }}
                place={index === 0 ? 'lead' : 'pick'}
                preload={index === 0}
              />
            </li>
          ))}
        </ul>
      </section>
      {strip.length > 0 ? (
        <section aria-labelledby="shop-strip-heading" className="pt-14 md:pt-20">
          <div className="container-page flex items-end justify-between gap-4">
            <div className="flex flex-col gap-2">
              <p className="eyebrow">Keep exploring</p>
              <h2 id="shop-strip-heading" className="text-2xl font-medium md:text-3xl">
                More to discover
              </h2>
            </div>
            <p aria-hidden="true" className="hidden text-sm text-muted-foreground sm:block">
              Scroll for more →
            </p>
          </div>
          <div className="container-page">
            <ul
              tabIndex={0}
              aria-label="More to discover, scrolls sideways"
              className="scroll-row gap-4 md:gap-6"
            >
              {strip.map((product) => (
                <li key={product.id} className="strip-item">
                  <ProductCard product={withLargeImage(product)} place="strip" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

/**
 * Cards get the full-size picture: the optimizer scales it down, a 400 px thumbnail would blur. A piece
 * not on sale sends no sale price: the page's payload repeats each of its 24 tiles' fields.
 */
export function withLargeImage({ largeImageUrl, discountPriceKobo, ...product }: ShopProduct): CardProduct {
  return { ...product, imageUrl: largeImageUrl ?? product.imageUrl, ...(discountPriceKobo === null ? {} : { discountPriceKobo }) };
}
