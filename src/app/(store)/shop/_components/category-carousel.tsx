import Link from 'next/link';
import type { ShopCategory } from '@/server/catalog/shop-reads';
import { StoreImage } from '@/components/store/store-image';
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
          className="scroll-row gap-3 md:gap-5"
        >
          {categories.map((category) => {
            const selected = category.slug === current;
            return (
              <li key={category.slug} className="category-item">
                <Link
                  href={shopHref({ category: category.slug, sort })}
                  aria-current={selected ? 'page' : undefined}
                  className="group category-frame"
                >
                  {category.bannerImageUrl ? (
                    <StoreImage
                      src={category.bannerImageUrl}
                      alt=""
                      sizes="(min-width: 1024px) 17vw, (min-width: 768px) 22vw, 44vw"
                      widths="card"
                      className="tile-image group-hover:scale-[1.05]"
                    />
                  ) : null}
                  <div aria-hidden="true" className="category-shade" />
                  {selected ? <span aria-hidden="true" className="absolute inset-0 rounded-lg border-[3px] border-accent" /> : null}
                  <span className="category-name">{category.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
