import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import type { Bucket, DayRange } from '@/lib/reports/periods';
import type { LineRow, MoneyRow } from '@/lib/reports/figures';
import { COUNTED_ORDER, kobo, lagosBucketOf, SALE_CHANNEL, sumText, withinRange } from './sale-definitions';
import type { Grouping } from './sale-sums';

// The breakdowns of a period's sales (docs/decisions/0082-what-each-figure-counts.md). Whole-order figures
// group by something of the order (a refund by its order's); line sales by the line's piece; money by method.

const NO_ORDER = "'Order deleted'";

export const byBucket = (bucket: Bucket): Grouping => ({ key: (moment) => lagosBucketOf(moment, bucket) });

export const ORDER_GROUPINGS = {
  channel: { key: () => sql`coalesce(${SALE_CHANNEL}, ${sql.raw(NO_ORDER)})` },
  location: {
    key: () => sql`case when o.id is null then ${sql.raw(NO_ORDER)} else coalesce(sl.name, 'Online') end`,
    joins: sql`left join stock_locations sl on sl.id = o.sold_at_location_id`,
  },
  staff: {
    key: () => sql`case when o.id is null then ${sql.raw(NO_ORDER)} when o.sold_by is null then 'Website (no staff)' else coalesce(su.name, 'Someone no longer on the staff') end`,
    joins: sql`left join users su on su.id = o.sold_by`,
  },
  'delivery-state': {
    key: () => sql`case when o.id is null then ${sql.raw(NO_ORDER)} when o.delivery_method = 'pickup' then 'Pickup' else coalesce(o.delivery_state, 'Not recorded') end`,
  },
} satisfies Record<string, Grouping>;
export type OrderGrouping = keyof typeof ORDER_GROUPINGS;

const LINE_KEYS = {
  category: sql`coalesce(c.name, 'Pieces no longer listed')`,
  piece: sql`i.product_name`,
  variant: sql`i.product_name || ' — ' || case when i.measurements is not null then 'Made to measure' else coalesce(i.variant_label, i.color, 'One variant') end`,
};
export type LineGrouping = keyof typeof LINE_KEYS;

/** Units and line sales of the counted orders placed in the range, biggest sales first. */
export async function lineSales(range: DayRange, grouping: LineGrouping): Promise<LineRow[]> {
  const rows = await queryRows<{ key: string; orders: string; units: string; sales: string }>(sql`
    select ${LINE_KEYS[grouping]} as key, count(distinct o.id)::text as orders, ${sumText(sql`i.quantity`)} as units, ${sumText(sql`i.total_kobo`)} as sales
    from order_items i
    join orders o on o.id = i.order_id
    left join products pr on pr.id = i.product_id
    left join categories c on c.slug = pr.category
    where ${COUNTED_ORDER} and ${withinRange(sql`o.created_at`, range)}
    group by 1
    order by sum(i.total_kobo) desc, 1`);
  return rows.map((row) => ({ key: row.key, orders: kobo(row.orders), units: kobo(row.units), salesKobo: kobo(row.sales) }));
}

/** Money received in the range by payment method (on the day received), less refunds by how they went back. */
export async function moneyByMethod(range: DayRange): Promise<MoneyRow[]> {
  return (await moneySums(range, () => sql`''`)).map(({ day: _day, ...row }) => row);
}

/** The same money by Lagos day and method, day by day: the accountant's payments (what the cash-up counts, every method). */
export async function moneyByDayAndMethod(range: DayRange): Promise<MoneyByDayRow[]> {
  return moneySums(range, (moment) => lagosBucketOf(moment, 'day'));
}

export type MoneyByDayRow = MoneyRow & { day: string };

async function moneySums(range: DayRange, dayOf: (moment: SQL) => SQL): Promise<MoneyByDayRow[]> {
  const received = sql`coalesce(p.paid_at, p.created_at)`;
  const processed = sql`r.processed_at`;
  type Sum = { day: string; key: string; total: string };
  const [payments, refunds] = await Promise.all([
    queryRows<Sum>(sql`
      select ${dayOf(received)} as day, p.method as key, ${sumText(sql`p.amount_kobo`)} as total from payments p
      where p.status = 'succeeded' and ${withinRange(received, range)} group by 1, 2`),
    queryRows<Sum>(sql`
      select ${dayOf(processed)} as day, coalesce(r.payout_method, 'not recorded') as key, ${sumText(sql`r.amount_kobo`)} as total from refunds r
      where r.status = 'processed' and ${withinRange(processed, range)} group by 1, 2`),
  ]);
  const idOf = (row: Sum) => JSON.stringify([row.day, row.key]);
  const inBy = new Map(payments.map((row) => [idOf(row), kobo(row.total)]));
  const outBy = new Map(refunds.map((row) => [idOf(row), kobo(row.total)]));
  return [...new Set([...inBy.keys(), ...outBy.keys()])].sort().map((id) => {
    const [day, key] = JSON.parse(id) as [string, string];
    const receivedKobo = inBy.get(id) ?? 0;
    const refundedKobo = outBy.get(id) ?? 0;
    return { day, key, receivedKobo, refundedKobo, netKobo: receivedKobo - refundedKobo };
  });
}
