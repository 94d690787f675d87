import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import { MESSAGE_STATE_LABELS, MESSAGE_STATES } from '@/lib/messaging/message-states';
import type { Period } from '@/lib/reports/periods';
import type { MarketingTable } from '@/lib/reports/report-screens';
import type { Column, ScreenTable } from '@/lib/reports/screen-tables';
import { COUNTED_ORDER, kobo, lagosBucketOf, sumText, withinRange } from './sale-definitions';

// Reports → Marketing (docs/decisions/0082-what-each-figure-counts.md, "Made to order and marketing"): what
// each discount code brought in, abandoned checkouts reminded and recovered, back-in-stock alerts that became
// orders, and the messages sent on WhatsApp and by SMS. The callers check the permission.

/**
 * Counted orders placed in the period with a code, by the code's name today (as placed if it was deleted). Found from
 * their own index (orders_with_code_created_at_idx, whose condition this repeats), not among every order of the period.
 */
async function codes(period: Period): Promise<ScreenTable> {
  const rows = await queryRows<{ key: string; orders: string; sales: string; cut: string }>(sql`
    select coalesce(d.code, o.discount_code) as key, count(*)::text as orders,
      ${sumText(sql`o.total_amount_kobo`)} as sales, ${sumText(sql`o.discount_kobo`)} as cut
    from orders o left join discount_codes d on d.id = o.discount_id
    where (o.discount_code is not null or o.discount_id is not null) and ${COUNTED_ORDER} and ${withinRange(sql`o.created_at`, period)}
    group by 1 order by sum(o.total_amount_kobo) desc, 1`);
  return {
    columns: [
      { label: 'Code', kind: 'text' },
      { label: 'Orders', kind: 'count' },
      { label: 'Total sales', kind: 'kobo' },
      { label: 'Discount given', kind: 'kobo' },
    ],
    rows: rows.map((row) => ({ key: row.key, cells: [row.key, kobo(row.orders), kobo(row.sales), kobo(row.cut)] })),
  };
}

/**
 * Abandoned checkouts whose first reminder went out in the period (by the bucket of that day), and those of
 * them that became an order that counts as a sale, with what those orders were charged.
 */
async function abandoned(period: Period): Promise<ScreenTable> {
  const rows = await queryRows<{ key: string; reminded: string; recovered: string; sales: string }>(sql`
    select ${lagosBucketOf(sql`r.sent_at`, period.bucket)} as key, count(*)::text as reminded,
      (count(o.id) filter (where ${COUNTED_ORDER}))::text as recovered,
      ${sumText(sql`case when ${COUNTED_ORDER} then o.total_amount_kobo else 0 end`)} as sales
    from checkout_reminders r left join orders o on o.id = r.order_id
    where r.kind = 'first' and ${withinRange(sql`r.sent_at`, period)}
    group by 1 order by 1`);
  return {
    columns: [
      { label: 'Starting', kind: 'day' },
      { label: 'Checkouts reminded', kind: 'count' },
      { label: 'Became an order', kind: 'count' },
      { label: 'Their total sales', kind: 'kobo' },
    ],
    rows: rows.map((row) => ({ key: row.key, cells: [row.key, kobo(row.reminded), kobo(row.recovered), kobo(row.sales)] })),
  };
}

/**
 * Alerts mailed in the period, by piece and variant waited for, and those that became an order: the same
 * account or address placed a counted order of that piece (that variant, when one was waited for) after
 * the alert went out.
 */
async function stockAlerts(period: Period): Promise<ScreenTable> {
  const rows = await queryRows<{ key: string; sent: string; ordered: string }>(sql`
    select pr.name || ' — ' || coalesce(nullif(concat_ws(' / ', v.option1, v.option2, v.option3), ''), 'Any variant') as key,
      count(*)::text as sent,
      (count(*) filter (where exists (
        select 1 from orders o join order_items i on i.order_id = o.id
        where ${COUNTED_ORDER} and o.created_at >= a.notified_at
          and (o.user_id = a.user_id or lower(o.customer_email) = lower(a.email))
          and i.product_id = a.product_id and (a.variant_id is null or i.variant_id = a.variant_id)
      )))::text as ordered
    from stock_alerts a join products pr on pr.id = a.product_id left join product_variants v on v.id = a.variant_id
    where a.notified_at is not null and ${withinRange(sql`a.notified_at`, period)}
    group by pr.id, a.variant_id, 1 order by count(*) desc, 1`);
  return {
    columns: [
      { label: 'Piece', kind: 'text' },
      { label: 'Alerts sent', kind: 'count' },
      { label: 'Became an order', kind: 'count' },
    ],
    rows: rows.map((row) => ({ key: row.key, cells: [row.key, kobo(row.sent), kobo(row.ordered)] })),
  };
}

const CHANNEL_LABELS: Record<string, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'Email' };
const PURPOSE_LABELS: Record<string, string> = { order_updates: 'Order updates', marketing: 'Marketing' };

/**
 * Messages queued in the period by channel and category (order updates or marketing), by the state each
 * stands at now, and how many Meta reported as billable. What they cost is not kept: Meta and Termii bill
 * by their own rate cards.
 */
async function messages(period: Period): Promise<ScreenTable> {
  const stateCounts = MESSAGE_STATES.map((state) => sql`(count(*) filter (where m.state = ${state}))::text as ${sql.identifier(state)}`);
  const rows = await queryRows<Record<string, string>>(sql`
    select m.channel, m.purpose, count(*)::text as messages, ${sql.join(stateCounts, sql`, `)},
      (count(*) filter (where m.billable))::text as billable
    from messages m where ${withinRange(sql`m.created_at`, period)}
    group by 1, 2 order by 1, 2`);
  const columns: Column[] = [
    { label: 'Channel', kind: 'text' },
    { label: 'Category', kind: 'text' },
    { label: 'Messages', kind: 'count' },
    ...MESSAGE_STATES.map((state): Column => ({ label: MESSAGE_STATE_LABELS[state], kind: 'count' })),
    { label: 'Billable (as Meta reported)', kind: 'count' },
  ];
  return {
    columns,
    rows: rows.map((row) => ({
      key: `${row.channel}:${row.purpose}`,
      cells: [
        CHANNEL_LABELS[row.channel!] ?? row.channel!,
        PURPOSE_LABELS[row.purpose!] ?? row.purpose!,
        kobo(row.messages),
        ...MESSAGE_STATES.map((state) => kobo(row[state])),
        kobo(row.billable),
      ],
    })),
  };
}

export function readMarketingTable(period: Period, table: MarketingTable): Promise<ScreenTable> {
  switch (table) {
    case 'codes':
      return codes(period);
    case 'abandoned':
      return abandoned(period);
    case 'stock-alerts':
      return stockAlerts(period);
    case 'messages':
      return messages(period);
  }
}
