import 'server-only';
import { sql } from 'drizzle-orm';
import { db, queryRows } from '@/server/db/client';

// The proof that the kept sums equal the orders (docs/decisions/0086-kept-sales-sums.md): each kept table,
// its slots added together, against its `_live` view (migration 0061), which adds the same figures up
// from the orders, lines, refunds and payments; the line sums per month and per year, and each piece's last day of sale,
// against their days, and the groups per month against their months; the line sums' groups against their keys', and each
// key's category against its product's; the stock values against the counts; and each order's units and line VAT
// against its lines.
// Run by `npm run reports:rebuild` before and after it rebuilds, and by the tests after every change.

/** A kept table's sum columns as the proof reads them: their sums (of the rows `from`), whether any is not zero, and one side's row, `k` kept or `c` counted. */
function keptColumns(columns: readonly string[], from = '') {
  return {
    sums: sql.raw(columns.map((c) => `sum(${from}${c})::bigint as ${c}`).join(', ')),
    nonzero: sql.raw(columns.map((c) => `sum(${from}${c}) <> 0`).join(' or ')),
    row: (side: 'k' | 'c') => sql.raw(`row(${columns.map((c) => `${side}.${c}`).join(', ')})`),
  };
}

const SALES = keptColumns(['orders', 'units', 'gross_kobo', 'discounts_kobo', 'delivery_kobo', 'charged_kobo', 'vat_kobo', 'refunds_kobo', 'refund_vat_kobo']);
const SALES_KEYS = sql.raw('day, channel, location_id, sold_by, delivery');
const LINES = keptColumns(['orders', 'piece_orders', 'units', 'sales_kobo', 'swatch_units', 'swatch_sales_kobo', 'cost_kobo', 'cost_unknown'], 'l.');
const STOCK = keptColumns(['units', 'at_cost_kobo', 'at_price_kobo', 'no_cost_units']);

/** The line sums rows of `table` whose groups (copied from their key as written, migration 0070) are not their key's. */
const groupsOf = (side: 'l' | 'k') => sql.raw(`row(${side}.category_group, ${side}.piece_group, ${side}.variant_group, ${side}.product_group)`);
const strayGroups = (table: 'line_sales_days' | 'line_sales_months' | 'line_sales_years', period: 'day' | 'month' | 'year') => sql`
    select ${sql.raw(`'${table} groups'`)}, concat_ws(' ', l.${sql.raw(period)}, l.line_key), ${groupsOf('l')}::text, ${groupsOf('k')}::text
    from ${sql.raw(table)} l join line_keys k on k.id = l.line_key
    where ${groupsOf('l')} is distinct from ${groupsOf('k')}`;

/** A period's kept line sums (`line_sales_months` or `_years`) against the same sums added up from their days: the two
 * CTEs (`kept_months` and `day_months`, say), and the rows where they differ. */
function periodAgainstDays(period: 'month' | 'year', ofDay: string) {
  const table = sql.raw(`line_sales_${period}s`), p = sql.raw(period);
  const kept = sql.raw(`kept_${period}s`), counted = sql.raw(`day_${period}s`);
  return {
    sums: sql`${kept} as (select l.${p}, l.line_key, ${LINES.sums} from ${table} l group by 1, 2 having ${LINES.nonzero}),
      ${counted} as (select ${sql.raw(ofDay)} as ${p}, l.line_key, ${LINES.sums} from line_sales_days l group by 1, 2 having ${LINES.nonzero})`,
    differences: sql`select ${sql.raw(`'line_sales_${period}s'`)}, concat_ws(' ', coalesce(k.${p}, c.${p}), coalesce(k.line_key, c.line_key)),
      case when k.${p} is not null then ${LINES.row('k')}::text end,
      case when c.${p} is not null then ${LINES.row('c')}::text end
    from ${kept} k full join ${counted} c using (${p}, line_key)
    where ${LINES.row('k')} is distinct from ${LINES.row('c')}`,
  };
}
const MONTHS = periodAgainstDays('month', "date_trunc('month', l.day::timestamp)::date");

/** The line sums per month and group (migration 0078) against their month rows added up per group. */
const GROUPS = {
  sums: sql`kept_groups as (select l.month, l.grouping, l.grp, ${LINES.sums} from line_group_months l group by 1, 2, 3 having ${LINES.nonzero}),
    month_groups as (select l.month, g.grouping, g.grp, ${LINES.sums} from line_sales_months l
      cross join lateral (values ('piece_group', l.piece_group), ('variant_group', l.variant_group), ('product_group', l.product_group)) as g(grouping, grp)
      group by 1, 2, 3 having ${LINES.nonzero})`,
  differences: sql`select 'line_group_months', concat_ws(' ', coalesce(k.month, c.month), coalesce(k.grouping, c.grouping), coalesce(k.grp, c.grp)),
      case when k.month is not null then ${LINES.row('k')}::text end,
      case when c.month is not null then ${LINES.row('c')}::text end
    from kept_groups k full join month_groups c using (month, grouping, grp)
    where ${LINES.row('k')} is distinct from ${LINES.row('c')}`,
};
const YEARS = periodAgainstDays('year', 'extract(year from l.day)::integer');

/** One difference found: which sums, under which key, kept and counted (null where a side has no row). */
export type KeptSumDifference = { sums: string; key: string; kept: string | null; counted: string | null };

export async function keptSumsDifferences(limit = 20): Promise<KeptSumDifference[]> {
  return queryRows<KeptSumDifference>(sql`
    with kept as (select ${SALES_KEYS}, ${SALES.sums} from sales_days group by ${SALES_KEYS} having ${SALES.nonzero}),
      counted as (select ${SALES_KEYS}, ${SALES.sums} from sales_days_live group by ${SALES_KEYS} having ${SALES.nonzero}),
      kept_money as (select day, direction, method, sum(amount_kobo)::bigint as amount from money_days group by 1, 2, 3 having sum(amount_kobo) <> 0),
      counted_money as (select day, direction, method, amount_kobo as amount from money_days_live where amount_kobo <> 0),
      kept_lines as (select l.day, k.product_id, k.piece, k.variant, ${LINES.sums} from line_sales_days l join line_keys k on k.id = l.line_key
        group by 1, 2, 3, 4 having ${LINES.nonzero}),
      counted_lines as (select day, product_id, piece, variant, ${LINES.sums} from line_sales_days_live l group by 1, 2, 3, 4),
      ${MONTHS.sums}, ${YEARS.sums}, ${GROUPS.sums},
      kept_locations as (select location_id, ${STOCK.sums} from location_stock_values group by 1 having ${STOCK.nonzero}),
      counted_locations as (select location_id, ${STOCK.sums} from stock_values_live group by 1),
      kept_pieces as (select product_id, ${STOCK.sums} from product_stock_values group by 1 having ${STOCK.nonzero}),
      counted_pieces as (select product_id, ${STOCK.sums} from stock_values_live group by 1),
      lines as (select i.order_id, sum(i.quantity)::int as units, sum(vat_in(i.total_kobo, o.vat_rate_bp))::bigint as vat
        from order_items i join orders o on o.id = i.order_id group by i.order_id)
    select 'sales_days' as sums, concat_ws(' ', coalesce(k.day, c.day), coalesce(k.channel, c.channel), coalesce(k.location_id, c.location_id),
        coalesce(k.sold_by, c.sold_by), coalesce(k.delivery, c.delivery)) as key,
      case when k.day is not null then ${SALES.row('k')}::text end as kept,
      case when c.day is not null then ${SALES.row('c')}::text end as counted
    from kept k full join counted c using (day, channel, location_id, sold_by, delivery)
    where ${SALES.row('k')} is distinct from ${SALES.row('c')}
    union all
    select 'money_days', concat_ws(' ', coalesce(k.day, c.day), coalesce(k.direction, c.direction), coalesce(k.method, c.method)), k.amount::text, c.amount::text
    from kept_money k full join counted_money c using (day, direction, method)
    where k.amount is distinct from c.amount
    union all
    select 'line_sales_days', concat_ws(' ', coalesce(k.day, c.day), coalesce(k.product_id, c.product_id), coalesce(k.piece, c.piece), coalesce(k.variant, c.variant)),
      case when k.day is not null then ${LINES.row('k')}::text end,
      case when c.day is not null then ${LINES.row('c')}::text end
    from kept_lines k full join counted_lines c using (day, product_id, piece, variant)
    where ${LINES.row('k')} is distinct from ${LINES.row('c')}
    union all
    ${MONTHS.differences}
    union all
    ${YEARS.differences}
    union all
    ${GROUPS.differences}
    union all
    select 'line_keys.category_group', k.id::text, k.category_group::text, hashtextextended(coalesce(p.category, ''), 0)::text
    from line_keys k left join products p on p.id::text = k.product_id
    where k.category_group <> hashtextextended(coalesce(p.category, ''), 0)
    union all ${strayGroups('line_sales_days', 'day')}
    union all ${strayGroups('line_sales_months', 'month')}
    union all ${strayGroups('line_sales_years', 'year')}
    union all
    select 'piece_last_sales', coalesce(k.product_id, c.product_id)::text, k.day::text, c.day::text
    from piece_last_sales k full join piece_last_sales_live c using (product_id)
    where k.product_id is null or c.product_id is null or k.day is distinct from c.day
    union all
    select 'location_stock_values', coalesce(k.location_id, c.location_id)::text,
      case when k.location_id is not null then ${STOCK.row('k')}::text end, case when c.location_id is not null then ${STOCK.row('c')}::text end
    from kept_locations k full join counted_locations c using (location_id)
    where ${STOCK.row('k')} is distinct from ${STOCK.row('c')}
    union all
    select 'product_stock_values', coalesce(k.product_id, c.product_id)::text,
      case when k.product_id is not null then ${STOCK.row('k')}::text end, case when c.product_id is not null then ${STOCK.row('c')}::text end
    from kept_pieces k full join counted_pieces c using (product_id)
    where ${STOCK.row('k')} is distinct from ${STOCK.row('c')}
    union all
    select 'orders.units and line_vat_kobo', o.order_number, row(o.units, o.line_vat_kobo)::text, row(coalesce(l.units, 0), coalesce(l.vat, 0))::text
    from orders o left join lines l on l.order_id = o.id
    where (o.units, o.line_vat_kobo) is distinct from (coalesce(l.units, 0), coalesce(l.vat, 0))
    union all
    select 'refunds.vat_kobo', r.id::text, r.vat_kobo::text, vat_in(r.amount_kobo, o.vat_rate_bp)::text
    from refunds r join orders o on o.id = r.order_id
    where r.vat_kobo <> vat_in(r.amount_kobo, o.vat_rate_bp)
    limit ${limit}`);
}

/** Rebuilds every kept sum from the orders, writers held off meanwhile (the reads go on). */
export async function rebuildKeptSums(): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table orders, order_items, refunds, payments, location_stock, product_variants, products in share mode`);
    await tx.execute(sql`select sales_sums_rebuild()`);
    await tx.execute(sql`select stock_values_rebuild()`);
  });
}
