import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import type { Bucket, DayRange } from '@/lib/reports/periods';
import type { LineRow, MoneyRow } from '@/lib/reports/figures';
import { bucketOfDay, kobo, lineSumsByKey, sumText } from './sale-definitions';
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

const LINE_GROUPINGS = {
  category: { key: sql`coalesce(c.name, 'Pieces no longer listed')`, orders: sql`l.piece_orders` },
  piece: { key: sql`k.piece`, orders: sql`l.piece_orders` },
  variant: { key: sql`k.piece || ' — ' || k.variant`, orders: sql`l.orders` },
};
export type LineGrouping = keyof typeof LINE_GROUPINGS;

/**
 * Units and line sales of the counted orders placed in the range, biggest sales first, the first `limit` of
 * them (all with null), and how many there are. A piece counts an order once; a category adds its pieces' orders up.
 */
export async function lineSales(range: DayRange, grouping: LineGrouping, limit: number | null = null): Promise<{ rows: LineRow[]; total: number }> {
  const { key, orders } = LINE_GROUPINGS[grouping];
  const categories = grouping === 'category' ? sql`left join products pr on pr.id::text = k.product_id left join categories c on c.slug = pr.category` : sql``;
  const rows = await queryRows<{ key: string; orders: string; units: string; sales: string; total: string }>(sql`
    select ${key} as key, ${sumText(orders)} as orders, ${sumText(sql`l.units`)} as units, ${sumText(sql`l.sales_kobo`)} as sales,
      count(*) over ()::text as total
    from ${lineSumsByKey(range, ['orders', 'piece_orders', 'units', 'sales_kobo'])}
    ${categories}
    group by 1
    having sum(l.units) <> 0 or sum(l.sales_kobo) <> 0 or sum(l.orders) <> 0
    order by sum(l.sales_kobo) desc, 1
    ${limit === null ? sql`` : sql`limit ${limit}`}`);
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
