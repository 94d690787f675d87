import Link from 'next/link';
import type { ShopCategory } from '@/server/catalog/shop';
import { StoreImage } from '../store-image';
import { shopHref, type ShopSort } from '@/lib/shop-options';

/** 'Shop by category': a sideways row of category tiles; each one selects its category. */
export function CategoryCarousel({
  categories,
  current,
  sort,
}: {
  categories: ShopCategory[];
  current: string | null;
  sort: ShopSort;
}) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="shop-categories-heading" className="pt-16 md:pt-24">
      <div className="container-page flex flex-col gap-2">
        <p className="eyebrow">Browse the collection</p>
        <h2 id="shop-categories-heading" className="text-2xl font-medium md:text-3xl">
          Shop by category
        </h2>
      </div>
      <div className="container-page">
        <ul
          tabIndex={0}
          aria-label="Categories, scrolls sideways"
          className="relative -mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 md:gap-5 lg:mx-0 lg:scroll-px-0 lg:px-0"
        >
          {categories.map((category) => {
            const selected = category.slug === current;
            return (
              <li key={category.id} className="w-[44%] shrink-0 snap-start sm:w-[30%] md:w-[22%] lg:w-[17%]">
                <Link
                  href={shopHref({ category: category.slug, sort })}
                  aria-current={selected ? 'page' : undefined}
                  className="group flex flex-col gap-3 rounded-lg focus-visible:outline-offset-4"
                >
                  <div className="relative aspect-[3/4] overflow-hidden rounded-lg bg-indigo">
                    {category.bannerImageUrl ? (
                      <StoreImage
                        src={category.bannerImageUrl}
                        alt=""
                        sizes="(min-width: 1024px) 17vw, (min-width: 768px) 22vw, 44vw"
                        className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.05]"
                      />
                    ) : null}
                    <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/60 via-black/10 to-transparent" />
                    {selected ? <span aria-hidden="true" className="absolute inset-0 rounded-lg border-[3px] border-accent" /> : null}
                    <span className="absolute inset-x-3 bottom-3 font-display text-lg font-medium text-white md:text-xl">
                      {category.name}
                    </span>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
