import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import type { Bucket, DayRange } from '@/lib/reports/periods';
import type { LineRow, MoneyRow } from '@/lib/reports/figures';
import { bucketOfDay, keyOf, kobo, lineColumns, sumText, topLineGroups, type LineGroup } from './sale-definitions';
import type { Grouping } from './sale-sums';

// The breakdowns of a period's sales (docs/decisions/0082-what-each-figure-counts.md). Whole-order figures
// group by something of the order (a refund by its order's); line sales by the line's piece; money by method.

const NO_ORDER = "'Order deleted'";

export const byBucket = (bucket: Bucket): Grouping => ({ key: bucketOfDay(sql`s.day`, bucket) });

/** The kept row's order was deleted since: only its refunds are left, under channel ''. */
const deletedOr = (key: SQL) => sql`case when s.channel = '' then ${sql.raw(NO_ORDER)} else ${key} end`;

export const ORDER_GROUPINGS = {
  channel: { key: deletedOr(sql`s.channel`) },
  location: {
    key: deletedOr(sql`coalesce(sl.name, 'Online')`),
    joins: sql`left join stock_locations sl on sl.id::text = s.location_id`,
  },
  staff: {
    key: deletedOr(sql`case when s.sold_by = '' then 'Website (no staff)' else coalesce(su.name, 'Someone no longer on the staff') end`),
    joins: sql`left join users su on su.id = s.sold_by`,
  },
  'delivery-state': { key: deletedOr(sql`s.delivery`) },
} satisfies Record<string, Grouping>;
export type OrderGrouping = keyof typeof ORDER_GROUPINGS;

/** How each line table groups, names and counts its rows (a piece counts an order once, and a category its pieces' orders). */
const LINE_GROUPINGS = {
  // A category is named by its slug's hash (line_keys.category_group); a piece deleted, or in no category now, by none.
  category: {
    group: 'category_group',
    key: sql`coalesce((select c.name from categories c where hashtextextended(c.slug, 0) = t.grp), 'Pieces no longer listed')`,
    orders: sql`t.piece_orders`,
  },
  piece: { group: 'piece_group', key: sql`k.piece`, orders: sql`t.piece_orders` },
  variant: { group: 'variant_group', key: sql`k.piece || ' — ' || k.variant`, orders: sql`t.orders` },
} satisfies Record<string, { group: LineGroup; key: SQL; orders: SQL }>;
export type LineGrouping = keyof typeof LINE_GROUPINGS;

const LINE_COLUMNS = lineColumns(['sales_kobo'], ['orders', 'piece_orders', 'units']);
const LINE_SOLD = sql`l.units <> 0 or l.sales_kobo <> 0 or l.orders <> 0`;

/**
 * Units and line sales of the counted orders placed in the range, biggest sales first, the first `limit` of
 * them (all with null), and how many there are. Categories are few: all of them are named, and those no longer
 * listed added up under one name.
 */
export async function lineSales(range: DayRange, grouping: LineGrouping, limit: number | null = null): Promise<{ rows: LineRow[]; total: number }> {
  const { group, key, orders } = LINE_GROUPINGS[grouping];
  const cut = limit === null ? sql`` : sql`limit ${limit}`;
  const groups = await topLineGroups(range, group, LINE_COLUMNS, LINE_SOLD, sql`l.sales_kobo`, grouping === 'category' ? null : limit);
  const query =
    grouping === 'category'
      ? sql`
        with ${groups}
        select ${key} as key, ${sumText(orders)} as orders, ${sumText(sql`t.units`)} as units, ${sumText(sql`t.sales_kobo`)} as sales,
          count(*) over ()::text as total
        from top_groups t
        group by 1
        having sum(t.units) <> 0 or sum(t.sales_kobo) <> 0 or sum(t.orders) <> 0
        order by sum(t.sales_kobo) desc, 1
        ${cut}`
      : sql`
        with ${groups}
        select ${key} as key, ${orders}::text as orders, t.units::text as units, t.sales_kobo::text as sales, t.total::text as total
        from top_groups t
        cross join lateral ${keyOf(sql`t.line_key`)}
        order by t.rank desc, 1
        ${cut}`;
  const rows = await queryRows<{ key: string; orders: string; units: string; sales: string; total: string }>(query);
  return {
    rows: rows.map((row) => ({ key: row.key, orders: kobo(row.orders), units: kobo(row.units), salesKobo: kobo(row.sales) })),
    total: kobo(rows[0]?.total),
  };
}

/** Money received in the range by payment method (on the day received), less refunds by how they went back. */
export async function moneyByMethod(range: DayRange): Promise<MoneyRow[]> {
  return (await moneySums(range, sql`''`)).map(({ day: _day, ...row }) => row);
}

/** The same money by Lagos day and method, day by day: the accountant's payments (what the cash-up counts, every method). */
export async function moneyByDayAndMethod(range: DayRange): Promise<MoneyByDayRow[]> {
  return moneySums(range, bucketOfDay(sql`m.day`, 'day'));
}

export type MoneyByDayRow = MoneyRow & { day: string };

const sumOf = (direction: 'in' | 'out') => sql`coalesce(sum(m.amount_kobo) filter (where m.direction = ${direction}), 0)::bigint::text`;

/** From money_days, kept by the database with every payment and refund (docs/decisions/0086-kept-sales-sums.md). */
async function moneySums(range: DayRange, day: SQL): Promise<MoneyByDayRow[]> {
  const rows = await queryRows<{ day: string; key: string; received: string; refunded: string }>(sql`
    select ${day} as day, m.method as key, ${sumOf('in')} as received, ${sumOf('out')} as refunded
    from money_days m
    where m.day between ${range.first}::date and ${range.last}::date
    group by 1, 2
    having ${sumOf('in')} <> '0' or ${sumOf('out')} <> '0'`);
  return rows
    .map((row) => {
      const receivedKobo = kobo(row.received);
      const refundedKobo = kobo(row.refunded);
      return { day: row.day, key: row.key, receivedKobo, refundedKobo, netKobo: receivedKobo - refundedKobo };
    })
    .sort((a, b) => (a.day === b.day ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.day < b.day ? -1 : 1));
}
