import 'server-only';
import { and, eq, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products, websiteSettings } from '@/server/db/schema';
import { filterOptionNames, optionParam, type ShopAvailability, type ShopFilters } from '@/lib/shop-filters';
import { addAll, addBit, countBits, countCommon, emptyBits, forEachCommon, fullBits, keepCommon, type BitSet } from '@/lib/bit-set';
import { facetIndex, type FacetIndex } from './facet-index';

// /shop's filters over the products' derived columns (facet_values, from_price_kobo, on_sale,
// made_to_order_*: migration 0035) and their counts (docs/decisions/0056-shop-filters.md). Values of one
// option are ORed, filters of different options ANDed, and each value's count is the list it would leave:
// every other filter applied, but not its own option's. The list is filtered in SQL; the counts come from
// an in-memory index of the live catalogue (docs/decisions/0063-filter-counts-in-memory.md).

/** The options the shop offers as filters, in the settings' order ("Fabric, Colour, Size" by default). */
export async function listShopFilterOptions(): Promise<string[]> {
  const [row] = await db.select({ names: websiteSettings.shopFilterOptions }).from(websiteSettings).limit(1);
  return filterOptionNames(row?.names ?? 'Fabric, Colour, Size');
}

/** A value's key in facet_values: 'fabric=velvet'. */
const facetKey = (optionName: string, value: string) => `${optionName.toLocaleLowerCase('en')}=${value}`;

const AVAILABILITY: Record<ShopAvailability, SQL> = {
  // In stock: a unit of some live variant is on the shelf (the product's stock is their sum, migration 0027).
  'in-stock': sql`${products.stockQuantity} > 0`,
  'made-to-order': isNotNull(products.madeToOrderMinDays),
};

type FilterGroup = { key: string; condition: SQL };

/** One condition per chosen filter group (an option, availability, sale, price), named so a count can leave its own out. */
function filterGroups(filters: ShopFilters, optionNames: readonly string[]): FilterGroup[] {
  const groups: FilterGroup[] = [];
  for (const name of optionNames) {
    const values = filters.options[optionParam(name)];
    if (!values) continue;
    const keys = values.map((value) => facetKey(name, value));
    groups.push({ key: optionParam(name), condition: sql`${products.facetValues} && ${sql.param(keys, products.facetValues)}` });
  }
  if (filters.availability.length > 0) groups.push({ key: 'availability', condition: or(...filters.availability.map((a) => AVAILABILITY[a]))! });
  if (filters.sale) groups.push({ key: 'sale', condition: eq(products.onSale, true) });
  const price = and(
    filters.minNaira === null ? undefined : gte(products.fromPriceKobo, filters.minNaira * 100),
    filters.maxNaira === null ? undefined : lte(products.fromPriceKobo, filters.maxNaira * 100),
  );
  if (price) groups.push({ key: 'price', condition: price });
  return groups;
}

/** The list's condition for the chosen filters (undefined: none). */
export function shopFilterCondition(filters: ShopFilters, optionNames: readonly string[]): SQL | undefined {
  return and(...filterGroups(filters, optionNames).map((group) => group.condition));
}

export type ShopFacetValue = { value: string; count: number };
export type ShopFacetOption = { name: string; param: string; values: ShopFacetValue[] };
export type ShopFacets = {
  options: ShopFacetOption[];
  inStock: number;
  madeToOrder: { count: number; minDays: number | null; maxDays: number | null };
  onSale: number;
};

/** The listed pieces a count starts from: a category (null: every one) and, for a search, what it matched. */
export type FacetScope = { category: string | null; search: SQL | undefined };

async function scopeBits(index: FacetIndex, { category, search }: FacetScope): Promise<BitSet> {
  const bits = fullBits(index.size);
  if (category !== null) {
    const covered = emptyBits(index.size);
    for (const slug of index.covers.get(category) ?? []) {
      const pieces = index.categories.get(slug);
      if (pieces) addAll(covered, pieces);
    }
    keepCommon(bits, covered);
  }
  if (search) {
    // A search keeps few pieces: their ids come from the database, where its indexes are.
    const found = emptyBits(index.size);
    const rows = await db.select({ id: products.id }).from(products).where(and(eq(products.status, 'active'), search));
    for (const { id } of rows) {
      const at = index.positions.get(id);
      if (at !== undefined) addBit(found, at);
    }
    keepCommon(bits, found);
  }
  return bits;
}

/** The pieces one chosen filter group keeps, as `filterGroups` says in SQL. */
function groupBits(index: FacetIndex, filters: ShopFilters, optionNames: readonly string[]): Map<string, BitSet> {
  const groups = new Map<string, BitSet>();
  const union = (sets: (BitSet | undefined)[]) => sets.reduce<BitSet>((bits, set) => (set ? addAll(bits, set) : bits), emptyBits(index.size));
  for (const name of optionNames) {
    const values = filters.options[optionParam(name)];
    if (values) groups.set(optionParam(name), union(values.map((value) => index.values.get(facetKey(name, value)))));
  }
  if (filters.availability.length > 0) {
    groups.set('availability', union(filters.availability.map((a) => (a === 'in-stock' ? index.inStock : index.madeToOrder))));
  }
  if (filters.sale) groups.set('sale', index.onSale);
  if (filters.minNaira !== null || filters.maxNaira !== null) {
    const min = filters.minNaira === null ? -Infinity : filters.minNaira * 100;
    const max = filters.maxNaira === null ? Infinity : filters.maxNaira * 100;
    const priced = emptyBits(index.size);
    index.fromPriceKobo.forEach((kobo, at) => {
      if (kobo >= min && kobo <= max) addBit(priced, at);
    });
    groups.set('price', priced);
  }
  return groups;
}

/** How many pieces the filtered list holds and, with `counts`, the counts its form shows. */
export type FilteredTotals<Counts extends boolean> = { total: number; facets: Counts extends true ? ShopFacets : null };

/**
 * Read from the in-memory index of the live catalogue (src/server/catalog/facet-index.ts), for the listed
 * pieces (`scope`): the total the chosen filters leave and, with `counts`, each offered option's values,
 * in stock, made to order with its lead-time span, and on sale. Each count is taken among the pieces every
 * other chosen group keeps, its own left out; a value no such piece has is left out.
 */
export async function filteredTotals<Counts extends boolean>(
  scope: FacetScope,
  filters: ShopFilters,
  optionNames: readonly string[],
  counts: Counts,
): Promise<FilteredTotals<Counts>> {
  const index = await facetIndex();
  const listed = await scopeBits(index, scope);
  const groups = groupBits(index, filters, optionNames);
  const keptByOthers = (own: string | null) => {
    const bits = listed.slice();
    for (const [key, group] of groups) if (key !== own) keepCommon(bits, group);
    return bits;
  };
  const total = countBits(keptByOthers(null));
  return { total, facets: (counts ? facetsOf(index, optionNames, keptByOthers) : null) as FilteredTotals<Counts>['facets'] };
}

/** The filter form's counts, each among the pieces `keptByOthers(own)` leaves. */
function facetsOf(index: FacetIndex, optionNames: readonly string[], keptByOthers: (own: string) => BitSet): ShopFacets {
  const options = optionNames.map((name) => {
    const prefix = facetKey(name, '');
    const kept = keptByOthers(optionParam(name));
    const values: ShopFacetValue[] = [];
    for (const [key, pieces] of index.values) {
      if (!key.startsWith(prefix)) continue;
      const count = countCommon(pieces, kept);
      if (count > 0) values.push({ value: key.slice(prefix.length), count });
    }
    values.sort((a, b) => a.value.localeCompare(b.value, 'en'));
    return { name, param: optionParam(name), values };
  });

  const available = keptByOthers('availability');
  let minDays: number | null = null;
  let maxDays: number | null = null;
  forEachCommon(available, index.madeToOrder, (at) => {
    minDays = Math.min(minDays ?? Infinity, index.minDays[at]!);
    maxDays = Math.max(maxDays ?? -Infinity, index.maxDays[at]!);
  });
  return {
    options,
    inStock: countCommon(available, index.inStock),
    madeToOrder: { count: countCommon(available, index.madeToOrder), minDays, maxDays },
    onSale: countCommon(keptByOthers('sale'), index.onSale),
  };
}
