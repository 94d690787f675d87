import 'server-only';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { categories, products } from '@/server/db/schema';
import { SHOP_PAGE_SIZE, type ShopSort } from '@/lib/shop-options';
import { NO_SHOP_FILTERS, type ShopFilters } from '@/lib/shop-filters';
import { filteredTotals, shopFilterCondition, type ShopFacets } from './shop-filter-reads';
import { searchCondition, type SearchCondition } from './search-reads';
import { cardColumns, toCard, type ProductCardData } from './product-reads';

// The shop's reads: its categories and one page of the filtered, sorted list of active
// products, with the total for paging. Pages are LIMIT/OFFSET over the status/category,
// created_at and price indexes, so the page stays fast with thousands of products.

export type ShopCategory = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  bannerImageUrl: string | null;
  parentId: string | null;
};

/** Every category in display order (the filter panel and the category carousel). */
export async function listShopCategories(): Promise<ShopCategory[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      bannerImageUrl: categories.bannerImageUrl,
      parentId: categories.parentId,
    })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.name));
}

// Every order ends on the id, so products with equal keys keep one stable order across pages. Price sorts
// read the price a card shows first: the cheapest a shopper pays ("From ₦X", sale prices counted).
const SORT_ORDER: Record<ShopSort, SQL[]> = {
  popular: [desc(products.featured), desc(products.createdAt), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  'price-low': [asc(products.fromPriceKobo), asc(products.id)],
  'price-high': [desc(products.fromPriceKobo), desc(products.id)],
};

/** The slugs a category filter covers: the category itself and its children (furniture -> sofas, ...). */
function categoryFilter(slug: string): SQL {
  const parent = db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  const covered = db
    .select({ slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, slug), inArray(categories.parentId, parent)));
  return inArray(products.category, covered);
}

/** A card plus the full-size image, for the shop's large tiles (cards use the lighter thumbnail). */
export type ShopProduct = ProductCardData & { largeImageUrl: string | null };

/** `facets`: the filter form's counts, when asked for (`counts`); null otherwise. */
export type ShopPage = { products: ShopProduct[]; total: number; page: number; pageSize: number; facets: ShopFacets | null };

const listed = (category: string | null, search: SearchCondition | null) =>
  and(eq(products.status, 'active'), category ? categoryFilter(category) : undefined, search?.where);

/** What a list's search (docs/decisions/0061-filters-on-search-results.md) finds, or null for no search. */
const searched = (query: string | null) => (query ? searchCondition(query) : null);

type ListScope = { category: string | null; query: string | null; filters: ShopFilters; optionNames: readonly string[] };

/** The filter form's counts for a category (null: every piece), a search and the chosen filters. */
export async function getShopFacets({ category, query, filters, optionNames }: ListScope) {
  const search = await searched(query);
  return (await filteredTotals({ category, search: search?.where }, filters, optionNames, true)).facets;
}

/**
 * One page of the list with the chosen filters (src/server/catalog/shop-filter-reads.ts), and with `counts`
 * the counts the filter form shows (the page needs them to drop option values no piece has; the panel asks
 * /api/shop-facets). `optionNames` are the options offered as filters. The page is read from the database;
 * a filtered list's total and its counts from the in-memory index (docs/decisions/0063), where counting
 * every listed piece costs a millisecond instead of a read of each.
 */
type ListArgs = {
  category?: string | null;
  query?: string | null;
  sort?: ShopSort;
  page?: number;
  pageSize?: number;
  filters?: ShopFilters;
  optionNames?: readonly string[];
  counts?: boolean;
};

export async function listShopProducts(args: ListArgs & { counts: true }): Promise<ShopPage & { facets: ShopFacets }>;
export async function listShopProducts(args?: ListArgs): Promise<ShopPage>;
export async function listShopProducts({
  category = null,
  query = null,
  sort = 'popular',
  page = 1,
  pageSize = SHOP_PAGE_SIZE,
  filters = NO_SHOP_FILTERS,
  optionNames = [],
  counts = false,
}: ListArgs = {}): Promise<ShopPage> {
  const search = await searched(query);
  const base = listed(category, search);
  const filtering = shopFilterCondition(filters, optionNames);
  const where = and(base, filtering);
  // Searched and left at the default order, the best matches come first, as in the search dialog.
  const order = search && sort === 'popular' ? [search.rank, ...SORT_ORDER[sort]] : SORT_ORDER[sort];
  const [rows, totals] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    filtering || counts
      ? filteredTotals({ category, search: search?.where }, filters, optionNames, counts)
      : db
          .select({ total: count() })
          .from(products)
          .where(where)
          .then(([row]) => ({ total: Number(row?.total ?? 0), facets: null })),
  ]);
  const shopProducts = rows.map((row) => ({ ...toCard(row), largeImageUrl: row.imageUrl ?? row.thumbnailUrl }));
  return { products: shopProducts, total: totals.total, page, pageSize, facets: totals.facets };
}
