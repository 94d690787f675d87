// The shop's URL parameters (?category=, ?q= the words searched for, the filters of src/lib/shop-filters.ts,
// ?sort=, ?page=) and their meaning, shared by the page, the filter panel and the listing query, so a shared link always
// shows the same list.
import { appendShopFilters, NO_SHOP_FILTERS, parseShopFilters, type ShopFilters } from './shop-filters';
import { cleanLine } from './text';

export const SHOP_SORTS = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
] as const;

export type ShopSort = (typeof SHOP_SORTS)[number]['value'];

export const DEFAULT_SHOP_SORT: ShopSort = 'popular';

/** Products per page: page 1 shows 3 large tiles, a strip of 5, then a grid of the next 16. */
export const SHOP_PAGE_SIZE = 24;

/** The deepest page we serve; beyond it OFFSET scans get slow and no shopper goes there. */
export const SHOP_MAX_PAGE = 1000;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The longest search a list takes, as the search dialog's field. */
export const SHOP_QUERY_MAX = 100;

/**
 * `query`: the words a search narrowed the list to (docs/decisions/0061-filters-on-search-results.md), or
 * null for the whole catalogue.
 */
export type ShopParams = { category: string | null; query: string | null; sort: ShopSort; page: number; filters: ShopFilters };

type RawParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined) {
  return typeof value === 'string' ? value : undefined;
}

/**
 * A search as one spelling: control characters dropped, spaces collapsed, lower case (search ignores
 * case), so one search is one URL and one kept page. Null when nothing is left.
 */
export function shopQuery(text: string | undefined): string | null {
  const query = cleanLine(text ?? '').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en').slice(0, SHOP_QUERY_MAX).trim();
  return query === '' ? null : query;
}

export function isShopSort(value: unknown): value is ShopSort {
  return SHOP_SORTS.some((option) => option.value === value);
}

/** Reads the URL leniently: anything malformed falls back to the default; `optionNames` are the options offered as filters. */
export function parseShopParams(raw: RawParams, optionNames: readonly string[] = []): ShopParams {
  const category = single(raw.category)?.trim().toLowerCase();
  const sort = single(raw.sort);
  const page = Number(single(raw.page));
  return {
    category: category && category.length <= 100 && SLUG.test(category) ? category : null,
    query: shopQuery(single(raw.q)),
    sort: isShopSort(sort) ? sort : DEFAULT_SHOP_SORT,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SHOP_MAX_PAGE) : 1,
    filters: parseShopFilters(raw, optionNames),
  };
}

/** The canonical /shop URL for a set of parameters (defaults left out). */
export function shopHref({ category = null, query = null, sort = DEFAULT_SHOP_SORT, page = 1, filters = NO_SHOP_FILTERS }: Partial<ShopParams>, hash?: string) {
  const search = new URLSearchParams();
  if (category) search.set('category', category);
  if (query) search.set('q', query);
  appendShopFilters(search, filters);
  if (sort !== DEFAULT_SHOP_SORT) search.set('sort', sort);
  if (page > 1) search.set('page', String(page));
  const queryString = search.toString();
  return `/shop${queryString ? `?${queryString}` : ''}${hash ? `#${hash}` : ''}`;
}
