import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import { addCalendarDays } from '@/lib/delivery/business-days';

/** The Lagos midnight that starts `day` ('YYYY-MM-DD'), worked out by the database from the time zone. */
export const lagosMidnight = (day: string) => sql`((${day}::date)::timestamp at time zone '${sql.raw(SHOP_TIME_ZONE)}')`;

/** The moment lies on or after the Lagos day `first` and before the end of the Lagos day `last`; either end may be open. */
export function onLagosDays(moment: SQL, first: string | undefined, last: string | undefined): SQL | undefined {
  const from = first ? sql`${moment} >= ${lagosMidnight(first)}` : undefined;
  const to = last ? sql`${moment} < ${lagosMidnight(addCalendarDays(last, 1))}` : undefined;
  return from && to ? sql`${from} and ${to}` : (from ?? to);
}
