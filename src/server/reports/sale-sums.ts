import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import type { DayRange } from '@/lib/reports/periods';
import type { SalesFigures } from '@/lib/reports/figures';
import { COUNTED_ORDER, kobo, sumText, vatIn, withinRange } from './sale-definitions';

// The sums behind every figure (docs/decisions/0082-what-each-figure-counts.md): the counted orders placed
// in a range and the refunds processed in it, each grouped by a key (a bucket, a channel, ...; one group
// for a whole period). `key` gets the moment the row belongs to, orders.created_at or refunds.processed_at;
// `joins` adds the tables the key reads, after `o` (orders, left-joined for refunds).

export type Grouping = { key: (moment: SQL) => SQL; joins?: SQL };
export const WHOLE_PERIOD: Grouping = { key: () => sql`'all'` };

type OrderSums = { key: string; orders: string; units: string; gross: string; discounts: string; delivery: string; charged: string; vat: string };
type RefundSums = { key: string; refunds: string; vat: string };

async function orderSums(range: DayRange, rate: number, { key, joins }: Grouping) {
  const placed = sql`o.created_at`;
  const rows = await queryRows<OrderSums>(sql`
    select ${key(placed)} as key, count(*)::text as orders, ${sumText(sql`l.units`)} as units,
      ${sumText(sql`o.subtotal_kobo`)} as gross, ${sumText(sql`o.discount_kobo`)} as discounts,
      ${sumText(sql`o.delivery_fee_kobo`)} as delivery, ${sumText(sql`o.total_amount_kobo`)} as charged,
      ${sumText(sql`l.vat + ${vatIn(sql`o.delivery_fee_kobo`, rate)} - ${vatIn(sql`o.discount_kobo`, rate)}`)} as vat
    from orders o
    cross join lateral (
      select coalesce(sum(i.quantity), 0) as units, coalesce(sum(${vatIn(sql`i.total_kobo`, rate)}), 0) as vat
      from order_items i where i.order_id = o.id
    ) l
    ${joins ?? sql``}
    where ${COUNTED_ORDER} and ${withinRange(placed, range)}
    group by 1`);
  return new Map(rows.map((row) => [row.key, row]));
}

async function refundSums(range: DayRange, rate: number, { key, joins }: Grouping) {
  const processed = sql`r.processed_at`;
  const rows = await queryRows<RefundSums>(sql`
    select ${key(processed)} as key, ${sumText(sql`r.amount_kobo`)} as refunds, ${sumText(vatIn(sql`r.amount_kobo`, rate))} as vat
    from refunds r
    left join orders o on o.id = r.order_id
    ${joins ?? sql``}
    where r.status = 'processed' and ${withinRange(processed, range)}
    group by 1`);
  return new Map(rows.map((row) => [row.key, row]));
}

/** Charged ÷ orders rounded half up, in integers. */
const average = (charged: number, orders: number) => (orders === 0 ? 0 : Math.floor((2 * charged + orders) / (2 * orders)));

function figuresOf(placed: OrderSums | undefined, refunded: RefundSums | undefined): SalesFigures {
  const orders = kobo(placed?.orders);
  const charged = kobo(placed?.charged);
  const refundsKobo = kobo(refunded?.refunds);
  const totalKobo = charged - refundsKobo;
  const vatKobo = kobo(placed?.vat) - kobo(refunded?.vat);
  return {
    orders,
    units: kobo(placed?.units),
    grossKobo: kobo(placed?.gross),
    discountsKobo: kobo(placed?.discounts),
    refundsKobo,
    netKobo: totalKobo - vatKobo,
    deliveryKobo: kobo(placed?.delivery),
    vatKobo,
    totalKobo,
    averageOrderKobo: average(charged, orders),
  };
}

/** The figures of each group with orders placed or refunds processed in the range, by key. */
export async function salesFigures(range: DayRange, rate: number, grouping: Grouping): Promise<Map<string, SalesFigures>> {
  const [placed, refunded] = await Promise.all([orderSums(range, rate, grouping), refundSums(range, rate, grouping)]);
  const keys = [...new Set([...placed.keys(), ...refunded.keys()])].sort();
  return new Map(keys.map((key) => [key, figuresOf(placed.get(key), refunded.get(key))]));
}

/** One range's figures as a whole (zeros when nothing sold). */
export async function periodFigures(range: DayRange, rate: number): Promise<SalesFigures> {
  return (await salesFigures(range, rate, WHOLE_PERIOD)).get('all') ?? figuresOf(undefined, undefined);
}
