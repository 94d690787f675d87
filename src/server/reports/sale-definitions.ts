import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';
import { BASIS_POINTS_PER_WHOLE } from '@/lib/vat';
import { addCalendarDays } from '@/lib/delivery/business-days';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import type { DayRange } from '@/lib/reports/periods';
import { SETTINGS_ROW_ID } from '@/server/settings/admin-settings-reads';

// What each sales figure counts, written once (docs/decisions/0082-what-each-figure-counts.md) and read
// by the Reports screen and the dashboard alike. The fragments name the tables by fixed aliases:
// `o` orders, `i` order_items, `r` refunds, `p` payments.

/** An order is a sale once money came in for it or the shop confirmed it; a cancelled one only if money came in. */
export const COUNTED_ORDER = sql`(o.payment_status in ('deposit_paid', 'paid', 'refunded') or o.status in ('processing', 'shipped', 'delivered'))`;

/** The Lagos midnight that starts `day`, worked out by the database from the time zone. */
export const lagosMidnight = (day: string) => sql`((${day}::date)::timestamp at time zone '${sql.raw(SHOP_TIME_ZONE)}')`;

/** The moment lies in the Lagos days of the range, both ends included. */
export const withinRange = (moment: SQL, range: DayRange) =>
  sql`${moment} >= ${lagosMidnight(range.first)} and ${moment} < ${lagosMidnight(addCalendarDays(range.last, 1))}`;

/** The first Lagos day of the day, week (Monday) or month a moment falls in, as 'YYYY-MM-DD'. */
export const lagosBucketOf = (moment: SQL, bucket: 'day' | 'week' | 'month') =>
  sql`to_char(date_trunc('${sql.raw(bucket)}', ${moment} at time zone '${sql.raw(SHOP_TIME_ZONE)}'), 'YYYY-MM-DD')`;

/** Where an order was made: its channel, or 'quote' when a quote was accepted to place it. */
export const SALE_CHANNEL = sql`(case when o.quote_id is not null then 'quote' else o.channel end)`;

/**
 * The VAT contained in a VAT-inclusive amount (≥ 0) at `rate` basis points, rounded half up to the kobo in
 * bigint, as src/lib/vat.ts's vatContainedKobo does: floor((2·gross·rate + d) / 2d), d = 10000 + rate.
 */
export function vatIn(amount: SQL, rate: number): SQL {
  const divisor = BASIS_POINTS_PER_WHOLE + rate;
  return sql`((${amount})::bigint * ${sql.raw(String(2 * rate))} + ${sql.raw(String(divisor))}) / ${sql.raw(String(2 * divisor))}`;
}

/** The rate VAT is counted at today: the settings' rate for a VAT-registered shop, none otherwise (as receipts do). */
export async function currentVatRate(): Promise<number> {
  const [row] = await db
    .select({ registered: websiteSettings.vatRegistered, rate: websiteSettings.vatRateBasisPoints })
    .from(websiteSettings)
    .where(eq(websiteSettings.id, SETTINGS_ROW_ID));
  return row?.registered ? row.rate : 0;
}

/** A bigint sum read as text, then as a whole number of kobo (never through a float). */
export const kobo = (value: string | number | bigint | null | undefined): number => {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new RangeError(`A sum of kobo is out of range: ${value}`);
  return number;
};

/** sum(x) as text, 0 when there is no row: the caller reads it with kobo(). */
export const sumText = (value: SQL) => sql`coalesce(sum(${value}), 0)::bigint::text`;
