import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import type { DayRange } from '@/lib/reports/periods';
import type { SalesFigures } from '@/lib/reports/figures';
import { kobo, sumText } from './sale-definitions';

// The sums behind every figure (docs/decisions/0082-what-each-figure-counts.md), read from sales_days, which
// the database keeps with every order, line and refund (docs/decisions/0086-kept-sales-sums.md): a year is a
// few thousand rows, not a few hundred thousand orders. Each grouping's key reads the kept row `s` (its `day`,
// `channel`, `location_id`, `sold_by`, `delivery`); `joins` adds the tables that name a key.

export type Grouping = { key: SQL; joins?: SQL };
export const WHOLE_PERIOD: Grouping = { key: sql`'all'` };

type Sums = {
  key: string;
  orders: string;
  units: string;
  gross: string;
  discounts: string;
  delivery: string;
  charged: string;
  vat: string;
  refunds: string;
  refund_vat: string;
};

/** Charged ÷ orders rounded half up, in integers. */
const average = (charged: number, orders: number) => (orders === 0 ? 0 : Math.floor((2 * charged + orders) / (2 * orders)));

function figuresOf(sums: Sums | undefined): SalesFigures {
  const orders = kobo(sums?.orders);
  const charged = kobo(sums?.charged);
  const refundsKobo = kobo(sums?.refunds);
  const totalKobo = charged - refundsKobo;
  const vatKobo = kobo(sums?.vat) - kobo(sums?.refund_vat);
  return {
    orders,
    units: kobo(sums?.units),
    grossKobo: kobo(sums?.gross),
    discountsKobo: kobo(sums?.discounts),
    refundsKobo,
    netKobo: totalKobo - vatKobo,
    deliveryKobo: kobo(sums?.delivery),
    vatKobo,
    totalKobo,
    averageOrderKobo: average(charged, orders),
  };
}

/** The figures of each group with orders placed or refunds processed in the range, by key. */
export async function salesFigures(range: DayRange, { key, joins }: Grouping): Promise<Map<string, SalesFigures>> {
  const rows = await queryRows<Sums>(sql`
    select ${key} as key, ${sumText(sql`s.orders`)} as orders, ${sumText(sql`s.units`)} as units,
      ${sumText(sql`s.gross_kobo`)} as gross, ${sumText(sql`s.discounts_kobo`)} as discounts,
      ${sumText(sql`s.delivery_kobo`)} as delivery, ${sumText(sql`s.charged_kobo`)} as charged, ${sumText(sql`s.vat_kobo`)} as vat,
      ${sumText(sql`s.refunds_kobo`)} as refunds, ${sumText(sql`s.refund_vat_kobo`)} as refund_vat
    from sales_days s
    ${joins ?? sql``}
    where s.day between ${range.first}::date and ${range.last}::date
    group by 1
    having sum(s.orders) <> 0 or sum(s.refunds_kobo) <> 0`);
  return new Map(rows.map((row): [string, SalesFigures] => [row.key, figuresOf(row)]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** One range's figures as a whole (zeros when nothing sold). */
export async function periodFigures(range: DayRange): Promise<SalesFigures> {
  return (await salesFigures(range, WHOLE_PERIOD)).get('all') ?? figuresOf(undefined);
}
