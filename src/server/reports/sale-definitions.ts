import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import { yearParts, type DayRange } from '@/lib/reports/periods';
import { lagosMidnight, onLagosDays } from '@/server/db/lagos-days';

// What each sales figure counts (docs/decisions/0082-what-each-figure-counts.md) is written once, as SQL
// functions of migration 0061 that the triggers keeping sales_days call too
// (docs/decisions/0086-kept-sales-sums.md); these fragments call them. They name the tables by fixed
// aliases: `o` orders, `i` order_items, `r` refunds, `p` payments.

export { lagosMidnight };

/** An order is a sale once money came in for it or the shop confirmed it; a cancelled one only if money came in. */
export const COUNTED_ORDER = sql`sale_counted(o.status, o.payment_status)`;

/** The moment lies in the Lagos days of the range, both ends included. */
export const withinRange = (moment: SQL, range: DayRange) => onLagosDays(moment, range.first, range.last)!;

/** The first Lagos day of the day, week (Monday) or month a moment falls in, as 'YYYY-MM-DD'. */
export const lagosBucketOf = (moment: SQL, bucket: 'day' | 'week' | 'month') =>
  sql`to_char(date_trunc('${sql.raw(bucket)}', ${moment} at time zone '${sql.raw(SHOP_TIME_ZONE)}'), 'YYYY-MM-DD')`;

/** The same for a Lagos day already (a `date` column of the kept sums). */
export const bucketOfDay = (day: SQL, bucket: 'day' | 'week' | 'month') =>
  sql`to_char(date_trunc('${sql.raw(bucket)}', ${day}::timestamp), 'YYYY-MM-DD')`;

/** A bigint sum read as text, then as a whole number of kobo (never through a float). */
export const kobo = (value: string | number | bigint | null | undefined): number => {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new RangeError(`A sum of kobo is out of range: ${value}`);
  return number;
};

/** sum(x) as text, 0 when there is no row: the caller reads it with kobo(). */
export const sumText = (value: SQL) => sql`coalesce(sum(${value}), 0)::bigint::text`;

/**
 * The range's kept line sums (docs/decisions/0086-kept-sales-sums.md) as rows `l`, with their key as `k`, for the
 * caller to add up by what it groups by: a year's sums from line_sales_years less the days outside the range,
 * where that reads fewer days, else the days.
 */
export function lineSumsByKey(range: DayRange, columns: readonly string[]) {
  const picked = (sign: '' | '-') => sql.raw(columns.map((c) => `${sign}l.${c} as ${c}`).join(', '));
  const days = (days: DayRange, sign: '' | '-') =>
    sql`select l.line_key, ${picked(sign)} from line_sales_days l where l.day between ${days.first}::date and ${days.last}::date`;
  const parts = yearParts(range);
  const rows = sql.join(
    parts.flatMap((part) =>
      'days' in part ? [days(part.days, '')] : [sql`select l.line_key, ${picked('')} from line_sales_years l where l.year = ${part.year}`, ...part.less.map((outside) => days(outside, '-'))],
    ),
    sql` union all `,
  );
  // Days alone (a month: ~100,000 rows at a million orders) are summed per key before they are named; a year's
  // rows (one per key) are named as they are: each the faster on the generated million orders (docs/benchmarks.md).
  const daysAlone = parts.length === 1 && 'days' in parts[0]!;
  const sums = daysAlone ? sql`select l.line_key, ${sql.raw(columns.map((c) => `sum(l.${c}) as ${c}`).join(', '))} from (${rows}) l group by l.line_key` : rows;
  return sql`(${sums}) l join line_keys k on k.id = l.line_key`;
}
