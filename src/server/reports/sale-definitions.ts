import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import { calendarParts, type CalendarPart, type DayRange } from '@/lib/reports/periods';
import { queryRows } from '@/server/db/client';
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

/** What a line table groups by: the product's category now, the piece's name, the piece's and the variant's names, or the product (line_keys, migration 0070). */
export type LineGroup = 'category_group' | 'piece_group' | 'variant_group' | 'product_group';

/**
 * What a line table adds up, by name: a column of the kept line sums row `l`, or a difference of two. A `count` (of units,
 * orders, lines without a cost) is added up as an integer, money as a bigint (migration 0073: in PGlite an integer sum
 * allocates nothing per row, a bigint sum does).
 */
export type LineSums = Readonly<Record<string, { added: string; count?: true }>>;

/** Columns of the kept line sums added up as they are, the `counts` among them as integers. */
export const lineColumns = (money: string[], counts: string[]): LineSums =>
  Object.fromEntries([...money.map((name) => [name, { added: `l.${name}` }]), ...counts.map((name) => [name, { added: `l.${name}`, count: true }])]);

/** The kept line sums rows `l` of one calendar part of a range (`calendarParts`). */
function partRows(part: CalendarPart) {
  if ('days' in part) return sql`line_sales_days l where l.day between ${part.days.first}::date and ${part.days.last}::date`;
  if ('month' in part) return sql`line_sales_months l where l.month = ${part.month}::date`;
  return sql`line_sales_years l where l.year = ${part.year}`;
}

/** Each of `sums` picked from a kept line sums row `l`, as it is (sign 1) or taken off (-1). */
const pickedSums = (sums: LineSums, sign: 1 | -1) =>
  Object.entries(sums).map(([name, { added, count }]) => `${sign < 0 ? '-' : ''}(${added})${count ? '::integer' : ''} as ${name}`);

/**
 * The range's kept line sums (docs/decisions/0086-kept-sales-sums.md) added up per `group`, as rows `l` of the group,
 * one of its keys (`line_key`, to name it by) and each of `sums`: from the years', months' and days' rows that read
 * the fewest (a year to date is its year's row per key less the days and months still to come, a month its month's
 * row). Grouped by a number rather than by the keys' texts.
 */
function lineSumsByGroup(range: DayRange, group: LineGroup, sums: LineSums) {
  const picked = (sign: 1 | -1) => sql.raw([`l.${group} as grp`, 'l.line_key', ...pickedSums(sums, sign)].join(', '));
  const rows = sql.join(
    calendarParts(range).map((part) => sql`select ${picked(part.sign)} from ${partRows(part)}`),
    sql` union all `,
  );
  const totals = sql.raw(Object.entries(sums).map(([name, { count }]) => `${count ? 'int_sum' : 'bigint_sum'}(l.${name}) as ${name}`).join(', '));
  return sql`(select l.grp, min(l.line_key) as line_key, ${totals} from (${rows}) l group by l.grp) l`;
}

/** A month's groups as kept, one row each (line_group_months, migration 0078), in the shape of `lineSumsByGroup`'s rows. */
function keptMonthGroups(month: string, group: LineGroup, sums: LineSums) {
  const picked = sql.raw(['l.grp', 'l.line_key', ...pickedSums(sums, 1)].join(', '));
  return sql`(select ${picked} from line_group_months l where l.month = ${month}::date and l.grouping = ${group}) l`;
}

/**
 * The month whose kept groups (line_group_months) a range reads as: one calendar month, or one less days on which
 * nothing was sold (this month to date is its month less the days to come, empty unless an order was dated ahead); null
 * for any other range, and for categories, which are not kept per month (a piece can move to another).
 */
async function wholeMonth(range: DayRange, group: LineGroup): Promise<string | null> {
  if (group === 'category_group') return null;
  const [first, ...rest] = calendarParts(range);
  if (!first || !('month' in first) || rest.some((part) => !('days' in part) || part.sign > 0)) return null;
  const days = rest.flatMap((part) => ('days' in part ? [sql`l.day between ${part.days.first}::date and ${part.days.last}::date`] : []));
  if (days.length === 0) return first.month;
  const [sold] = await queryRows(sql`select 1 from line_sales_days l where ${sql.join(days, sql` or `)} limit 1`);
  return sold ? null : first.month;
}

/**
 * Two CTEs for a line table: `group_sums`, the range's line sums per `group` that `keep` keeps (its condition on `l`), each
 * with its `rank` and how many there are (`total`); and `top_groups`, the first `limit` of them by rank and any tied with
 * the last (all of them with limit null). The caller names those by their `line_key`, orders them by rank and name, and
 * cuts to `limit`: only the rows shown are named, and ties at the cut are decided by name as the full table's are.
 * A whole month's groups are read as kept, each use of `group_sums` planned on its own so that the first rows come
 * from the index on `rank` (line_group_months_sales_idx and _stock_sales_idx); any other range's are added up once.
 */
export async function topLineGroups(range: DayRange, group: LineGroup, sums: LineSums, keep: SQL, rank: SQL, limit: number | null) {
  const month = await wholeMonth(range, group);
  const [rows, planned] = month ? [keptMonthGroups(month, group, sums), sql`not materialized`] : [lineSumsByGroup(range, group, sums), sql`materialized`];
  // How many there are is counted once from the kept CTE (a window's count kept every row a second time).
  return sql`group_sums as ${planned} (
      select l.*, ${rank} as rank from ${rows} where ${keep}),
    top_groups as (select g.*, (select count(*) from group_sums) as total from group_sums g ${firstWithTies('group_sums', 'rank', limit)})`;
}

/**
 * A `where` on rows `g` of the CTE `cte` keeping the first `limit` by `rank` (descending) and any tied with the last,
 * so a caller can name only those and still break ties by name (nothing with limit null). The bound is one value, so
 * an index on the rank can find the rows above it.
 */
function firstWithTies(cte: string, rank: string, limit: number | null) {
  if (limit === null) return sql``;
  const [table, column] = [sql.identifier(cte), sql.identifier(rank)];
  return sql`where g.${column} >= coalesce((select ${column} from ${table} order by ${column} desc offset ${limit - 1} limit 1), (select min(${column}) from ${table}))`;
}

/** The line key `k` of the row kept, looked up one by one (a join would read every key for the few rows shown). */
export const keyOf = (lineKey: SQL) => sql`(select k.* from line_keys k where k.id = ${lineKey} limit 1) k`;
