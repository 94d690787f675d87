import type { Metadata } from 'next';
import { cache } from 'react';
import { connection } from 'next/server';
import { redirect } from 'next/navigation';
import { categoryLabel } from '@/lib/category-label';
import { CategoryCarousel } from '@/app/(store)/shop/_components/category-carousel';
import { CollectionBanner } from '@/app/(store)/shop/_components/collection-banner';
import { ShopEmpty } from '@/app/(store)/shop/_components/shop-states';
import { ShopFilter } from '@/app/(store)/shop/_components/shop-filter';
import { ShopFilterChips } from '@/app/(store)/shop/_components/shop-filter-chips';
import { ShopHero } from '@/app/(store)/shop/_components/shop-hero';
import { ShopList } from '@/app/(store)/shop/_components/shop-list';
import { parseShopParams, shopHref, type ShopParams } from '@/lib/shop-options';
import { listShopCategories, listShopProducts, type ShopCategory } from '@/server/catalog/shop-reads';
import { listShopFilterOptions, type ShopFacets } from '@/server/catalog/shop-filter-reads';
import { hasShopFilters, type ShopFilters } from '@/lib/shop-filters';
import { logger } from '@/server/logger';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ALL_PRODUCTS_TEXT =
  'Handcrafted furniture, made-to-measure curtains and finishing touches for every room, delivered across Nigeria.';

const SEARCH_TEXT = 'Every piece that matches your search. Narrow them down with Filter & Sort.';

/** A list's heading: the search it shows, else its category's name. */
function listTitle(params: ShopParams, selected: ShopCategory | null | undefined) {
  if (params.query) return `Results for “${params.query}”`;
  return selected?.name ?? (params.category ? categoryLabel(params.category) : 'All Products');
}

const loadCategories = cache(listShopCategories);
const loadFilterOptions = cache(listShopFilterOptions);

type RawParams = Record<string, string | string[] | undefined>;

async function readParams(searchParams: Promise<RawParams>) {
  return parseShopParams(await searchParams, await loadFilterOptions());
}

/** The URL's query as given, in the order Next.js hands it over. */
function givenHref(raw: RawParams) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) for (const one of [value ?? []].flat()) search.append(name, one);
  const query = search.toString();
  return `/shop${query ? `?${query}` : ''}`;
}

/** The filters without values no listed piece has (a stale link, a made-up value). */
function knownFilters(filters: ShopFilters, facets: ShopFacets): ShopFilters {
  const options = Object.fromEntries(
    Object.entries(filters.options)
      .map(([param, values]) => {
        const known = facets.options.find((option) => option.param === param)?.values.map((v) => v.value) ?? [];
        return [param, values.filter((value) => known.includes(value))] as const;
      })
      .filter(([, values]) => values.length > 0),
  );
  return { ...filters, options };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  const params = await readParams(searchParams).catch(() => parseShopParams({}));
  const categories = await loadCategories().catch(() => [] as ShopCategory[]);
  const selected = categories.find((c) => c.slug === params.category);
  const title = listTitle(params, selected);
  const narrowed = hasShopFilters(params.filters) || params.query !== null;
  return {
    title: params.page > 1 ? `${title} (page ${params.page})` : title,
    description: selected?.description ?? ALL_PRODUCTS_TEXT,
    // Sorting only reorders the same pieces: every sort shares the category's canonical URL. A filtered or
    // searched list points at its category and is not indexed (docs/decisions/0056-shop-filters.md).
    alternates: { canonical: shopHref({ category: selected?.slug ?? null, page: narrowed ? 1 : params.page }) },
    ...((params.category && !selected) || narrowed ? { robots: { index: false } } : {}),
    ...(selected?.bannerImageUrl ? { openGraph: { images: [{ url: selected.bannerImageUrl }] } } : {}),
  };
}

/**
 * A failed read is logged and thrown: error.tsx then shows the product's message in place of the
 * list, and the response is a 500, so no cache keeps the failure once the database is back.
 */
async function load(params: ShopParams) {
  try {
    const categories = await loadCategories();
    const selected = categories.find((c) => c.slug === params.category) ?? null;
    // An unknown category has no products; there is nothing to ask the database.
    // The counts say which chosen option values some piece has: only a list filtered by options needs them.
    const counts = Object.keys(params.filters.options).length > 0;
    const list = params.category && !selected ? null : await listShopProducts({ ...params, optionNames: await loadFilterOptions(), counts });
    return { categories, selected, list };
  } catch (error) {
    logger.error({ err: error, params }, 'Failed to load the shop');
    throw error;
  }
}

export default async function ShopPage({ searchParams }: Props) {
  await connection();
  const raw = await searchParams;
  const params = await readParams(searchParams);
  const { categories, selected, list } = await load(params);
  // One list, one URL, one kept page: anything else (values in another order, empty fields of the
  // filter form, values no piece has, unknown parameters) is sent to it (docs/decisions/0056-shop-filters.md).
  const canonical = shopHref({ ...params, filters: list?.facets ? knownFilters(params.filters, list.facets) : params.filters });
  if (canonical !== givenHref(raw)) redirect(canonical);
  const title = listTitle(params, selected);
  const total = list?.total ?? 0;
  return (
    <>
      <ShopHero
        title={title}
        text={params.query ? SEARCH_TEXT : (selected?.description ?? ALL_PRODUCTS_TEXT)}
        bannerImageUrl={selected?.bannerImageUrl ?? null}
        summary={total > 0 ? `${total} ${total === 1 ? 'piece' : 'pieces'}` : null}
      />
      {/* The chosen filters as chips, drawn here so their links cost the page no script. */}
      <div className="container-page pt-8 empty:hidden">
        <ShopFilterChips params={params} />
      </div>
      <ShopFilter
        categories={categories.map((c) => ({ slug: c.slug, name: c.name, isChild: c.parentId !== null }))}
        params={params}
        query={shopHref(params).slice('/shop'.length)}
      />
      {list && list.total > 0 ? <ShopList title={title} params={params} list={list} /> : <ShopEmpty filtered={hasShopFilters(params.filters)} query={params.query} />}
      <CategoryCarousel categories={categories} current={selected?.slug ?? null} sort={params.sort} />
      <CollectionBanner
        imageUrl={
          categories.find((c) => c.slug === 'curtains')?.bannerImageUrl ??
          categories.find((c) => c.bannerImageUrl)?.bannerImageUrl ??
          null
        }
      />
      <div className="h-28 md:h-32" aria-hidden="true" />
    </>
  );
}
