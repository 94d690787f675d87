import 'server-only';
import { and, eq, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { db, queryRows } from '@/server/db/client';
import { products, websiteSettings } from '@/server/db/schema';
import { filterOptionNames, optionParam, type ShopAvailability, type ShopFilters } from '@/lib/shop-filters';

// /shop's filters over the products' derived columns (facet_values, from_price_kobo, on_sale,
// made_to_order_*: migration 0035) and their counts (docs/decisions/0056-shop-filters.md). Values of one
// option are ORed, filters of different options ANDed, and each value's count is the list it would leave:
// every other filter applied, but not its own option's.

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

/** Every group's condition but `own`'s, as one SQL boolean. */
function othersThan(groups: FilterGroup[], own: string): SQL {
  const others = groups.filter((group) => group.key !== own).map((group) => group.condition);
  return others.length > 0 ? sql`(${and(...others)})` : sql`true`;
}

type CountRow = { key: string; count: number; minDays: number | null; maxDays: number | null };

/**
 * The counts the filter form shows, in one pass over the listed products (`base`: active, in the
 * category): each offered option's values, in stock, made to order with its lead-time span, on sale.
 * The listed rows are read once, each with a flag per group saying whether the other groups keep it;
 * the value counts and the three others are then taken from those rows in memory. A value no listed
 * piece has is left out.
 */
export async function listShopFacets(base: SQL | undefined, filters: ShopFilters, optionNames: readonly string[]): Promise<ShopFacets> {
  const groups = filterGroups(filters, optionNames);
  const optionFlags = optionNames.map((name, index) => ({ prefix: facetKey(name, ''), flag: sql.raw(`keeps_${index}`), own: optionParam(name) }));
  const flagColumns = [
    ...optionFlags.map(({ flag, own }) => sql`${othersThan(groups, own)} as ${flag}`),
    sql`${othersThan(groups, 'availability')} as keeps_availability`,
    sql`${othersThan(groups, 'sale')} as keeps_sale`,
  ];
  const valueCounts = optionFlags.map(({ prefix, flag }) => sql`(starts_with(key, ${prefix}) and ${flag})`);
  const rows = await queryRows<CountRow>(sql`
    with listed as materialized (
      select ${products.facetValues} as facet_values, ${products.stockQuantity} as stock,
             ${products.madeToOrderMinDays} as min_days, ${products.madeToOrderMaxDays} as max_days,
             ${products.onSale} as on_sale, ${sql.join(flagColumns, sql`, `)}
        from ${products} where ${and(base)})
    select key, count(*)::int as count, null::int as "minDays", null::int as "maxDays"
      from listed cross join lateral unnest(facet_values) key
      where ${valueCounts.length > 0 ? sql.join(valueCounts, sql` or `) : sql`false`}
      group by key
    union all
    select kept.key, kept.count, kept.min_days, kept.max_days
      from (select count(*) filter (where keeps_availability and stock > 0)::int as in_stock,
                   count(*) filter (where keeps_availability and min_days is not null)::int as made,
                   min(min_days) filter (where keeps_availability) as min_days,
                   max(max_days) filter (where keeps_availability) as max_days,
                   count(*) filter (where keeps_sale and on_sale)::int as sale
              from listed) totals
      cross join lateral (values ('in-stock', totals.in_stock, null::int, null::int),
                                 ('made-to-order', totals.made, totals.min_days, totals.max_days),
                                 ('sale', totals.sale, null::int, null::int)) kept(key, count, min_days, max_days)`);
  const counts = new Map(rows.map((row) => [row.key, row]));
  const countOf = (key: string) => Number(counts.get(key)?.count ?? 0);
  const made = counts.get('made-to-order');
  return {
    options: optionNames.map((name) => {
      const prefix = facetKey(name, '');
      const values = rows
        .filter((row) => row.key.startsWith(prefix))
        .map((row) => ({ value: row.key.slice(prefix.length), count: Number(row.count) }))
        .sort((a, b) => a.value.localeCompare(b.value, 'en'));
      return { name, param: optionParam(name), values };
    }),
    inStock: countOf('in-stock'),
    madeToOrder: { count: countOf('made-to-order'), minDays: made?.minDays ?? null, maxDays: made?.maxDays ?? null },
    onSale: countOf('sale'),
  };
}
