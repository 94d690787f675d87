import Link from 'next/link';
import type { ShopPage } from '@/server/catalog/shop-reads';
import { Button } from '@/components/ui/button';
import { SHOP_SORTS, shopHref, type ShopParams } from '@/lib/shop-options';
import { SHOP_LIST_ANCHOR, ShopPagination } from './shop-pagination';
import { ShopProductGrid } from './shop-product-grid';
import { SHOWCASE_STRIP, SHOWCASE_TILES, ShopShowcase } from './shop-showcase';

/**
 * One page of the list. Page 1 opens with the showcase (3 large tiles, a strip of 5) and
 * continues in a grid; later pages are a grid. Paging links keep the category and sort.
 */
export function ShopList({
  title,
  params,
  list,
}: {
  title: string;
  params: ShopParams;
  list: ShopPage;
}) {
  // A search left at the default order lists its best matches first (src/server/catalog/shop-reads.ts).
  const sortLabel = params.query && params.sort === 'popular' ? 'best match' : SHOP_SORTS.find((option) => option.value === params.sort)?.label;
  const showcased = params.page === 1 ? SHOWCASE_TILES + SHOWCASE_STRIP : 0;
  const rest = list.products.slice(showcased);

  if (list.products.length === 0) {
    return (
      <section className="container-page flex flex-col items-center gap-4 py-20 text-center">
        <h2 className="text-2xl font-medium">There are no more pieces here</h2>
        <p className="text-muted-foreground">This page is past the end of the list.</p>
        <Button asChild size="lg" className="mt-2">
          <Link href={shopHref({ ...params, page: 1 })}>Back to the first page</Link>
        </Button>
      </section>
    );
  }

  return (
    <>
      {showcased > 0 ? <ShopShowcase products={list.products} listTitle={title} /> : null}
      {rest.length > 0 || list.total > list.pageSize ? (
        <section
          id={SHOP_LIST_ANCHOR}
          aria-labelledby="shop-list-heading"
          className="container-page scroll-mt-24 pt-14 md:pt-20"
        >
          <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
            <div className="flex flex-col gap-2">
              <p className="eyebrow">{params.page > 1 ? `Page ${params.page}` : 'The full range'}</p>
              <h2 id="shop-list-heading" className="text-2xl font-medium md:text-3xl">
                {params.page > 1 || params.query ? title : `All of ${title === 'All Products' ? 'our pieces' : title}`}
              </h2>
            </div>
            <p className="text-sm text-muted-foreground">Sorted by {sortLabel}</p>
          </div>
          {rest.length > 0 ? <ShopProductGrid products={rest} /> : null}
          <ShopPagination params={params} total={list.total} pageSize={list.pageSize} />
        </section>
      ) : null}
    </>
  );
}
