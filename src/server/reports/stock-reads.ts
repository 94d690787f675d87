import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import { addCalendarDays } from '@/lib/delivery/business-days';
import { LOW_STOCK_MAX } from '@/lib/catalog/low-stock';
import type { DayRange } from '@/lib/reports/periods';
import type { ScreenRow } from '@/lib/reports/screen-tables';
import { COST_UNKNOWN, tenthsOfPercent } from '@/lib/reports/stock-tables';
import { keyOf, kobo, lagosMidnight, topLineGroups, type LineGroup, type LineSums } from './sale-definitions';

// The sums behind Reports → Stock (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"), each one
// aggregate query in bigint. Stock on hand is location_stock (every location, the website's or not), valued
// per location and per piece by the database as it changes (location_stock_values, product_stock_values); a
// variant's value at price is what a shopper pays for it now (its sale price while on sale), at cost its
// cost per item, counted only where the cost is known. Aliases: `ls` location_stock, `v` product_variants,
// `p` products, `h` kept stock values, `l` and `k` kept line sums and their keys.

/** What one unit of `v` sells for now: the variant's own price, else the product's; the sale price while on sale (migration 0068). */
const PRICE_NOW = sql`variant_price_now(v.price_kobo, v.discount_price_kobo, p.price_kobo, p.discount_price_kobo)`;

/** The value sums of `units` of `v` (text, read with kobo()): units, at cost (known costs only), at price, units without a cost. */
const valueSums = (units: SQL) => sql`
  coalesce(sum(${units}), 0)::bigint::text as units,
  coalesce(sum(${units}::bigint * v.cost_kobo), 0)::bigint::text as at_cost,
  coalesce(sum(${units}::bigint * ${PRICE_NOW}), 0)::bigint::text as at_price,
  coalesce(sum(${units}) filter (where v.cost_kobo is null), 0)::bigint::text as no_cost`;

type ValueSums = { units: string; at_cost: string; at_price: string; no_cost: string };

/** The same sums from the kept stock values `h` (location_stock_values or product_stock_values, docs/decisions/0086-kept-sales-sums.md). */
const keptValueSums = sql`
  coalesce(sum(h.units), 0)::bigint::text as units, coalesce(sum(h.at_cost_kobo), 0)::bigint::text as at_cost,
  coalesce(sum(h.at_price_kobo), 0)::bigint::text as at_price, coalesce(sum(h.no_cost_units), 0)::bigint::text as no_cost`;

/** A list's rows, at most `limit` of them (the screen's first ones; the CSV file's: all), and how many there are. */
export type ListRows = { rows: ScreenRow[]; total: number };
const limitTo = (limit: number | null) => (limit === null ? sql`` : sql`limit ${limit}`);

const valueCells = (row: ValueSums) => [kobo(row.units), kobo(row.at_cost), kobo(row.at_price), kobo(row.no_cost)];

/** Each location's stock and its value, the units on the road between two, and the total. */
export async function stockByLocation(): Promise<ScreenRow[]> {
  const [locations, transit] = await Promise.all([
    queryRows<ValueSums & { id: string; name: string }>(sql`
      select sl.id, sl.name, ${keptValueSums}
      from stock_locations sl
      left join location_stock_values h on h.location_id = sl.id
      group by sl.id
      order by sl.position, sl.created_at, sl.id`),
    queryRows<ValueSums>(sql`
      select ${valueSums(sql`l.quantity`)}
      from stock_transfers t
      join stock_transfer_lines l on l.transfer_id = t.id
      join product_variants v on v.id = l.variant_id
      join products p on p.id = v.product_id
      where t.status = 'in_transit'`),
  ]);
  const rows: ScreenRow[] = locations.map((row) => ({ key: row.id, cells: [row.name, ...valueCells(row)] }));
  const road = transit[0] ? valueCells(transit[0]) : [0, 0, 0, 0];
  if (road[0]! > 0) rows.push({ key: 'in-transit', cells: ['On the road between locations', ...road] });
  const total = [0, 1, 2, 3].map((at) => rows.reduce((sum, row) => sum + (row.cells[at + 1] as number), 0));
  rows.push({ key: 'total', cells: ['Total', ...total] });
  return rows;
}

/**
 * The pieces with units on hand or on the road without a cost per item: their value at cost is not counted. On hand from
 * the kept stock values (no_cost_units, counted from their partial index), so a million orders' stock is not walked
 * variant by variant; on the road, the pieces not among those already.
 */
export async function piecesWithoutCost(): Promise<number> {
  const [row] = await queryRows<{ count: string }>(sql`
    select (
      (select count(*) from product_stock_values h where h.no_cost_units > 0)
      + (select count(distinct v.product_id) from stock_transfers t
        join stock_transfer_lines l on l.transfer_id = t.id
        join product_variants v on v.id = l.variant_id
        where t.status = 'in_transit' and v.cost_kobo is null
          and not exists (select 1 from product_stock_values h where h.product_id = v.product_id and h.no_cost_units > 0))
    )::text as count`);
  return kobo(row?.count);
}

/**
 * For each of `days` (60, 90): the pieces on hand with no counted sale placed in that many Lagos days up to `today`,
 * listed before those days began (a piece added since has not had them to sell), the most valuable first. One query
 * for all of them: the longest spans are within the shortest's list.
 */
export async function unsoldPieces<Days extends number>(days: readonly Days[], today: string, limit: number | null): Promise<Record<Days, ListRows>> {
  const spans = days.map((count) => {
    const since = addCalendarDays(today, -(count - 1));
    return sql`(${count}::int, ${since}::date, ${lagosMidnight(since)})`;
  });
  const shortest = addCalendarDays(today, -(Math.min(...days) - 1));
  // Each piece's last day of sale is kept with the line sums, null while it has none (piece_last_sales,
  // docs/decisions/0086-kept-sales-sums.md): the pieces sold long ago or never are found from its index on the day.
  // rank() keeps a list's first rows and any tied with the last; only those are named, then cut by name.
  const rows = await queryRows<ValueSums & { days: number; id: string; name: string; last_sold: string | null; total: string }>(sql`
    with unsold as materialized (
      select h.product_id, h.units, h.at_cost_kobo, h.at_price_kobo, h.no_cost_units, s.day, p.created_at
      from piece_last_sales s
      join products p on p.id = s.product_id
      join product_stock_values h on h.product_id = s.product_id
      where (s.day is null or s.day < ${shortest}::date) and p.created_at < ${lagosMidnight(shortest)} and h.units > 0
    ),
    lists as (
      select d.days, g.*, count(*) over (partition by d.days) as total, rank() over (partition by d.days order by g.at_price_kobo desc) as place
      from unsold g
      join (values ${sql.join(spans, sql`, `)}) d(days, since, listed_before) on g.created_at < d.listed_before and (g.day is null or g.day < d.since)
    ),
    named as (
      select l.*, n.name, row_number() over (partition by l.days order by l.at_price_kobo desc, n.name, l.product_id) as at
      from lists l
      cross join lateral (select p.name from products p where p.id = l.product_id) n
      ${limit === null ? sql`` : sql`where l.place <= ${limit}`}
    )
    select days, product_id as id, name, units::text as units, at_cost_kobo::text as at_cost, at_price_kobo::text as at_price,
      no_cost_units::text as no_cost, to_char(day, 'YYYY-MM-DD') as last_sold, total::text as total
    from named
    ${limit === null ? sql`` : sql`where at <= ${limit}`}
    order by days, at`);
  return Object.fromEntries(
    days.map((count) => {
      const list = rows.filter((row) => row.days === count);
      return [
        count,
        {
          rows: list.map((row) => ({ key: row.id, href: `/admin/products/${row.id}`, cells: [row.name, ...valueCells(row), row.last_sold] })),
          total: kobo(list[0]?.total),
        },
      ];
    }),
  ) as Record<Days, ListRows>;
}

/** Live variants of active pieces kept in stock (not made to order) that the website can sell LOW_STOCK_MAX or fewer of, as the dashboard lists them. */
export async function variantsToReorder(limit: number | null): Promise<ListRows> {
  // The dashboard's partial index (product_variants_low_stock_idx) finds them; the units everywhere are summed for the rows kept.
  // Kept in stock: neither the variant nor its piece has a lead time. The low variants' pieces are looked up one by
  // one, each once, rather than every piece hashed: a shop's drafts and made-to-order pieces may have thousands.
  const low = sql.raw(`v.archived_at is null and v.stock_quantity <= ${LOW_STOCK_MAX}`);
  const rows = await queryRows<{ id: string; product_id: string; name: string; label: string | null; sku: string | null; online: number; on_hand: string; total: string }>(sql`
    with pieces as materialized (
      select p.id, p.name, p.sku
      from (select distinct v.product_id from product_variants v where ${low}) d
      cross join lateral (select p.id, p.name, p.sku from products p where p.id = d.product_id and p.status = 'active' and p.lead_time_min_days is null limit 1) p
    ),
    low as (
      select v.id, p.id as product_id, p.name, v.position, nullif(concat_ws(' / ', v.option1, v.option2, v.option3), '') as label,
        coalesce(v.sku, p.sku) as sku, v.stock_quantity as online, count(*) over ()::text as total
      from product_variants v
      join pieces p on p.id = v.product_id
      where ${low} and v.lead_time_min_days is null
      order by v.stock_quantity, p.name, v.position, v.id
      ${limitTo(limit)}
    )
    select low.*, (select coalesce(sum(ls.quantity), 0) from location_stock ls where ls.variant_id = low.id)::bigint::text as on_hand
    from low
    order by low.online, low.name, low.position, low.id`);
  return {
    rows: rows.map((row) => ({
      key: row.id,
      href: `/admin/products/${row.product_id}`,
      cells: [row.label ? `${row.name} (${row.label})` : row.name, row.sku, row.online, kobo(row.on_hand), LOW_STOCK_MAX],
    })),
    total: kobo(rows[0]?.total),
  };
}

/** A line's units and sales less its swatches' (samples, no stock), and its cost: four sums rather than six, taken per row. */
const SOLD_SUMS: LineSums = {
  units: { added: 'l.units - l.swatch_units', count: true },
  sales_kobo: { added: 'l.sales_kobo - l.swatch_sales_kobo' },
  cost_kobo: { added: 'l.cost_kobo' },
  cost_unknown: { added: 'l.cost_unknown', count: true },
};

/**
 * The counted orders' lines placed in the range (swatches left out: samples, no stock), per `group`, from the kept
 * line sums (docs/decisions/0086-kept-sales-sums.md), named `key` and `name` from their key `k`. A line's cost was
 * recorded as it was sold (order_items.unit_cost_kobo, migration 0065); the biggest sales first, the first `limit`
 * of them, and how many there are.
 */
async function soldLines(range: DayRange, group: LineGroup, key: SQL, name: SQL, limit: number | null) {
  return sql`
    with ${await topLineGroups(range, group, SOLD_SUMS, sql`l.units <> 0`, sql`l.sales_kobo`, limit)}
    select ${key} as key, ${name} as name, k.product_id, t.units::text as units, t.rank::text as sales, t.cost_kobo::text as cost,
      t.cost_unknown::text as unknown, t.total::text as total
    from top_groups t
    cross join lateral ${keyOf(sql`t.line_key`)}
    order by t.rank desc, 2, 1
    ${limitTo(limit)}`;
}

type SoldSums = { key: string; name: string; units: string; sales: string; cost: string; unknown: string; total: string };

/** Line sales, their cost, margin and margin on sales; "Cost unknown" unless every unit's cost is known. */
function marginCells(row: SoldSums) {
  const sales = kobo(row.sales);
  if (kobo(row.unknown) > 0) return [sales, COST_UNKNOWN, COST_UNKNOWN, null];
  const margin = sales - kobo(row.cost);
  return [sales, kobo(row.cost), margin, tenthsOfPercent(margin, sales)];
}

/** Each piece sold in the range: units sold, on hand now, sell-through = sold ÷ (sold + on hand), and its margin. */
export async function piecesSold(range: DayRange, limit: number | null): Promise<ListRows> {
  const piece = sql`case when k.product_id = '' then 'line:' || k.piece else k.product_id end`;
  // The few rows kept are looked up one by one in products and their stock values.
  const rows = await queryRows<SoldSums & { on_hand: string; product_id: string | null }>(sql`
    with sold as (${await soldLines(range, 'product_group', piece, sql`k.piece`, limit)})
    select s.key, s.units, s.sales, s.cost, s.unknown, s.total, p.id as product_id, coalesce(p.name, s.name) as name,
      coalesce((select h.units from product_stock_values h where h.product_id = p.id), 0)::text as on_hand
    from sold s
    left join lateral (select p.id, p.name from products p where p.id = nullif(s.product_id, '')::uuid limit 1) p on true
    order by s.sales::bigint desc, 8, s.key`);
  return {
    rows: rows.map((row) => {
      const [sold, onHand] = [kobo(row.units), kobo(row.on_hand)];
      return { key: row.key, href: row.product_id ? `/admin/products/${row.product_id}` : undefined, cells: [row.name, sold, onHand, tenthsOfPercent(sold, sold + onHand), ...marginCells(row)] };
    }),
    total: kobo(rows[0]?.total),
  };
}

/** Each variant sold in the range, named as the Sales report's variant table names it, with its margin. */
export async function variantsSold(range: DayRange, limit: number | null): Promise<ListRows> {
  const name = sql`k.piece || ' — ' || k.variant`;
  const rows = await queryRows<SoldSums>(await soldLines(range, 'variant_group', name, name, limit));
  return { rows: rows.map((row) => ({ key: row.key, cells: [row.name, kobo(row.units), ...marginCells(row)] })), total: kobo(rows[0]?.total) };
}
