import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import { ORDER_STAGES } from '@/lib/made-to-order-constants';
import { stageLabel } from '@/lib/order-stage';
import { firstNameOf } from '@/lib/reviews';
import type { Period } from '@/lib/reports/periods';
import type { MadeToOrderTable } from '@/lib/reports/report-screens';
import type { ScreenRow, ScreenTable } from '@/lib/reports/screen-tables';
import { kobo, lagosBucketOf, sumText, withinRange } from './sale-definitions';

// Reports → Made to order (docs/decisions/0082-what-each-figure-counts.md, "Made to order and marketing"):
// deposit money in the period, balances owed now, the orders at each stage now, how long stages took,
// and promised dates missed. `today` is the Lagos day "now" is read on. The callers check the permission.

/** An order that goes through the workshop, as its timeline decides (src/server/orders/stages/stage-mail.ts). */
const MADE_TO_ORDER = sql`(o.quote_id is not null or exists (select 1 from order_items mi where mi.order_id = o.id and mi.lead_time_min_days is not null))`;
const OPEN = sql`o.status not in ('delivered', 'cancelled')`;
const lagosDate = (moment: string) => sql.raw(`(${moment} at time zone '${SHOP_TIME_ZONE}')::date`);
const dayText = (date: string) => sql.raw(`to_char(${date}, 'YYYY-MM-DD')`);

const orderHref = (id: string) => `/admin/orders/${id}`;

/**
 * Money received in the period on orders with a deposit, split into deposit and balance: a payment is
 * deposit for the part that brings what the order has received up to its deposit, balance beyond it
 * (a reversal takes back from the balance first). By the bucket of the day received.
 */
async function received(period: Period): Promise<ScreenTable> {
  const rows = await queryRows<{ key: string; deposit_orders: string; deposits: string; balance_orders: string; balances: string }>(sql`
    with moves as (
      select p.order_id, coalesce(p.paid_at, p.created_at) as received, p.amount_kobo::bigint as amount, o.deposit_kobo::bigint as deposit,
        sum(p.amount_kobo) over (partition by p.order_id order by coalesce(p.paid_at, p.created_at), p.created_at, p.id) as after
      from orders o join payments p on p.order_id = o.id
      where o.deposit_kobo is not null and p.status = 'succeeded'
    ), parts as (
      select order_id, received, amount,
        least(greatest(after, 0), deposit) - least(greatest(after - amount, 0), deposit) as deposit_part
      from moves
    )
    select ${lagosBucketOf(sql`received`, period.bucket)} as key,
      (count(distinct order_id) filter (where deposit_part > 0))::text as deposit_orders, ${sumText(sql`deposit_part`)} as deposits,
      (count(distinct order_id) filter (where amount - deposit_part > 0))::text as balance_orders, ${sumText(sql`amount - deposit_part`)} as balances
    from parts where ${withinRange(sql`received`, period)}
    group by 1 order by 1`);
  return {
    columns: [
      { label: 'Starting', kind: 'day' },
      { label: 'Orders paying a deposit', kind: 'count' },
      { label: 'Deposits received', kind: 'kobo' },
      { label: 'Orders paying a balance', kind: 'count' },
      { label: 'Balances received', kind: 'kobo' },
    ],
    rows: rows.map((row) => ({ key: row.key, cells: [row.key, kobo(row.deposit_orders), kobo(row.deposits), kobo(row.balance_orders), kobo(row.balances)] })),
  };
}

type OrderLine = { id: string; order_number: string; customer_name: string; stage: string | null };
const orderCells = (row: OrderLine) => [row.order_number, firstNameOf(row.customer_name), stageLabel(row.stage)];
const orderRow = (row: OrderLine, cells: ScreenRow['cells']): ScreenRow => ({ key: row.id, href: orderHref(row.id), cells: [...orderCells(row), ...cells] });
const ORDER_COLUMNS = [
  { label: 'Order', kind: 'text' },
  { label: 'Customer', kind: 'text' },
  { label: 'Stage', kind: 'text' },
] as const;

/** Orders whose deposit is in and whose balance is still owed (the total less money received), soonest due first. */
async function balances(): Promise<ScreenTable> {
  const rows = await queryRows<OrderLine & { balance: string; due: string | null }>(sql`
    select o.id, o.order_number, o.customer_name, o.stage, (o.total_amount_kobo - r.received)::bigint::text as balance,
      ${dayText(`(o.balance_due_at at time zone '${SHOP_TIME_ZONE}')`)} as due
    from orders o
    cross join lateral (select coalesce(sum(p.amount_kobo), 0) as received from payments p where p.order_id = o.id and p.status = 'succeeded') r
    where o.payment_status = 'deposit_paid' and o.status <> 'cancelled' and o.total_amount_kobo > r.received
    order by o.balance_due_at nulls last, o.created_at, o.id`);
  return {
    columns: [...ORDER_COLUMNS, { label: 'Balance', kind: 'kobo' }, { label: 'Due (set at Ready for delivery)', kind: 'day' }],
    rows: rows.map((row) => orderRow(row, [kobo(row.balance), row.due])),
  };
}

/** Made-to-order orders not yet delivered nor cancelled, by the stage they are at, in the stages' order. */
async function stages(): Promise<ScreenTable> {
  const rows = await queryRows<{ stage: string | null; orders: string; value: string }>(sql`
    select o.stage, count(*)::text as orders, ${sumText(sql`o.total_amount_kobo`)} as value
    from orders o where ${MADE_TO_ORDER} and ${OPEN} and o.stage is not null
    group by 1`);
  const order = (stage: string | null) => ORDER_STAGES.indexOf(stage as (typeof ORDER_STAGES)[number]);
  return {
    columns: [
      { label: 'Stage', kind: 'text' },
      { label: 'Orders', kind: 'count' },
      { label: 'Value (total charged)', kind: 'kobo' },
    ],
    rows: rows.sort((a, b) => order(a.stage) - order(b.stage)).map((row) => ({ key: row.stage ?? '', cells: [stageLabel(row.stage), kobo(row.orders), kobo(row.value)] })),
  };
}

/**
 * Each stage a made-to-order order left in the period (reached the next one then, by its timeline):
 * how many, and the average and median time from reaching it to leaving it, in whole seconds.
 */
async function stageTimes(period: Period): Promise<ScreenTable> {
  const rows = await queryRows<{ stage: string; steps: string; average: string; median: string }>(sql`
    with steps as (
      select e.stage, e.created_at as reached, lead(e.created_at) over (partition by e.order_id order by e.created_at, e.id) as left_at
      from order_events e join orders o on o.id = e.order_id
      where e.kind = 'stage' and ${MADE_TO_ORDER}
    ), spans as (
      select stage, extract(epoch from left_at - reached)::float8 as seconds from steps
      where left_at is not null and ${withinRange(sql`left_at`, period)}
    )
    select stage, count(*)::text as steps, round(avg(seconds))::bigint::text as average,
      round(percentile_cont(0.5) within group (order by seconds))::bigint::text as median
    from spans group by 1`);
  const order = (stage: string) => ORDER_STAGES.indexOf(stage as (typeof ORDER_STAGES)[number]);
  return {
    columns: [
      { label: 'Stage', kind: 'text' },
      { label: 'Orders that left it', kind: 'count' },
      { label: 'Average time', kind: 'duration' },
      { label: 'Median time', kind: 'duration' },
    ],
    rows: rows.sort((a, b) => order(a.stage) - order(b.stage)).map((row) => ({ key: row.stage, cells: [stageLabel(row.stage), kobo(row.steps), kobo(row.average), kobo(row.median)] })),
  };
}

/** Made-to-order orders still open whose promised date (the delivery window's last day) is before today, latest first. */
async function late(today: string): Promise<ScreenTable> {
  const rows = await queryRows<OrderLine & { promised: string; days: number; value: string }>(sql`
    select o.id, o.order_number, o.customer_name, o.stage, ${dayText('o.delivery_window_end')} as promised,
      (${today}::date - o.delivery_window_end) as days, o.total_amount_kobo::text as value
    from orders o where ${MADE_TO_ORDER} and ${OPEN} and o.delivery_window_end < ${today}::date
    order by o.delivery_window_end, o.created_at, o.id`);
  return {
    columns: [...ORDER_COLUMNS, { label: 'Value', kind: 'kobo' }, { label: 'Promised by', kind: 'day' }, { label: 'Days late', kind: 'count' }],
    rows: rows.map((row) => orderRow(row, [kobo(row.value), row.promised, Number(row.days)])),
  };
}

/** Made-to-order orders delivered in the period on a Lagos day after their promised date. */
async function deliveredLate(period: Period): Promise<ScreenTable> {
  const delivered = lagosDate('o.delivered_at');
  const rows = await queryRows<OrderLine & { promised: string; delivered: string; days: number; value: string }>(sql`
    select o.id, o.order_number, o.customer_name, o.stage, ${dayText('o.delivery_window_end')} as promised,
      ${dayText(`(o.delivered_at at time zone '${SHOP_TIME_ZONE}')`)} as delivered, (${delivered} - o.delivery_window_end) as days,
      o.total_amount_kobo::text as value
    from orders o
    where ${MADE_TO_ORDER} and o.delivered_at is not null and ${withinRange(sql`o.delivered_at`, period)} and ${delivered} > o.delivery_window_end
    order by o.delivered_at, o.id`);
  return {
    columns: [...ORDER_COLUMNS, { label: 'Value', kind: 'kobo' }, { label: 'Promised by', kind: 'day' }, { label: 'Delivered', kind: 'day' }, { label: 'Days late', kind: 'count' }],
    rows: rows.map((row) => orderRow(row, [kobo(row.value), row.promised, row.delivered, Number(row.days)])),
  };
}

export function readMadeToOrderTable(period: Period, table: MadeToOrderTable, today: string): Promise<ScreenTable> {
  switch (table) {
    case 'received':
      return received(period);
    case 'balances':
      return balances();
    case 'stages':
      return stages();
    case 'stage-times':
      return stageTimes(period);
    case 'late':
      return late(today);
    case 'delivered-late':
      return deliveredLate(period);
  }
}
