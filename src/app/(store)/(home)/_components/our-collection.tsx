import Link from 'next/link';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right';
import { HOME_COLLECTION_PER_TAB, HOME_COLLECTION_TABS } from '@/lib/constants';
import { loadHomeCollection } from '@/server/catalog/home-reads';
import { categoryLabel } from '@/lib/category-label';
import { Skeleton } from '@/components/ui/skeleton';
import { SectionHeading } from '@/components/store/section-heading';
import { CollectionTabs, CollectionTabsPlaceholder } from './collection-tabs';
import { HomeProductCard } from './home-product-card';

const TAB_LABELS = HOME_COLLECTION_TABS.map(categoryLabel);

function CollectionSection({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <section
      aria-labelledby="collection-heading"
      aria-busy={busy || undefined}
      data-home-section="collection"
      className="container-page py-16 md:py-24"
    >
      <SectionHeading
        id="collection-heading"
        eyebrow="Handpicked for you"
        title="Our Collection"
        text="Sofas, beds, tables and consoles made to live with for years, chosen by our design team."
      />
      {children}
    </section>
  );
}

const gridClass = 'grid grid-cols-2 gap-x-4 gap-y-10 md:gap-x-6 lg:grid-cols-4';

/** 'Our Collection': up to 4 featured products per tab, all loaded on the server in one query. */
export async function OurCollection() {
  const collection = await loadHomeCollection();
  const tabs = HOME_COLLECTION_TABS.map((slug, i) => {
    const products = collection[slug] ?? [];
    const label = TAB_LABELS[i] as string;
    return {
      value: slug,
      label,
      panel: (
        <>
          {products.length > 0 ? (
            <ul className={gridClass}>
              {products.map((product) => (
                <li key={product.id}>
                  <HomeProductCard product={product} place="collection" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="py-10 text-center text-muted-foreground">
              New {label.toLowerCase()} are on their way to the showroom. Browse the shop in the meantime.
            </p>
          )}
          <div className="mt-12 flex justify-center">
            <Link
              href={`/shop?category=${slug}`}
              className="group inline-flex min-h-11 items-center gap-2 border-b border-foreground pb-1 text-sm font-semibold tracking-[0.14em] uppercase transition-colors hover:border-accent hover:text-accent"
            >
              Shop all {label.toLowerCase()}
              <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
            </Link>
          </div>
        </>
      ),
    };
  });
  return (
    <CollectionSection>
      <CollectionTabs tabs={tabs} />
    </CollectionSection>
  );
}

/** Shown while the collection streams in: the tab bar and 4 skeleton cards. */
export function OurCollectionSkeleton() {
  return (
    <CollectionSection busy>
      <CollectionTabsPlaceholder labels={TAB_LABELS} />
      <ul aria-label="Loading products" className={`mt-8 md:mt-12 ${gridClass}`}>
        {Array.from({ length: HOME_COLLECTION_PER_TAB }, (_, i) => (
          <li key={i} data-testid="product-card-skeleton">
            <div className="flex flex-col gap-3">
              <Skeleton className="aspect-[4/5] rounded-lg" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-24" />
            </div>
          </li>
        ))}
      </ul>
    </CollectionSection>
  );
}
