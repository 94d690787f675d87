import 'server-only';
import { z } from 'zod';
import { requirePermission } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import type { CashUpTaking } from '@/server/db/schema';
import { lagosToday } from '@/lib/delivery/business-days';
import { cashUpsOfDay, expectedCash, openTakingsOf } from './cash-up';
import { saleLocations } from './sell-reads';

// The Cash-up screen's read (docs/decisions/0065-selling-in-the-showroom.md): a showroom's takings on a
// Lagos day by method and person, the cash the drawer should hold, the day's cash-ups so far, and what
// came after the last of them.

export type ClosedDayRecord = {
  id: string;
  /** 1 for the day's first cash-up, 2 for one of what came after it... */
  sequence: number;
  /** What the ledger held when it was closed: a payment reversed later does not change a closed day. */
  takings: CashUpTaking[];
  expectedCashKobo: number;
  countedCashKobo: number;
  /** Counted less expected: above 0 the drawer is over, below 0 short. */
  differenceKobo: number;
  note: string | null;
  closedByName: string;
  closedAt: Date;
};

export type CashUpDay = {
  locations: { id: string; name: string }[];
  /** Null only when the shop has no location at all. */
  locationId: string | null;
  day: string;
  today: string;
  /** The day's cash-ups so far, first closed first. */
  closed: ClosedDayRecord[];
  /** What no cash-up counted yet: the whole day until it is first closed, then what came after. */
  takings: CashUpTaking[];
  expectedCashKobo: number;
};

const isDay = (value: string | undefined): value is string => value !== undefined && z.iso.date().safeParse(value).success;

/**
 * The day at `location` (the first location when it names none the shop has) on `day` (today in Lagos
 * when it is missing, malformed or still to come).
 */
export async function cashUpDayOf(wanted: { location?: string; day?: string } = {}): Promise<CashUpDay> {
  await requirePermission('pos.sell');
  const today = lagosToday();
  const day = isDay(wanted.day) && wanted.day <= today ? wanted.day : today;
  const locations = await saleLocations();
  const locationId = (locations.find((location) => location.id === wanted.location) ?? locations[0])?.id ?? null;
  if (!locationId) return { locations, locationId, day, today, closed: [], takings: [], expectedCashKobo: 0 };

  const closed = (await cashUpsOfDay(db, locationId, day)).map((row) => ({
    id: row.id,
    sequence: row.sequence,
    takings: row.takings,
    expectedCashKobo: row.expectedCashKobo,
    countedCashKobo: row.countedCashKobo,
    differenceKobo: row.countedCashKobo - row.expectedCashKobo,
    note: row.note,
    closedByName: row.closedByName,
    closedAt: row.createdAt,
  }));
  const { takings } = await openTakingsOf(db, locationId, day);
  return { locations, locationId, day, today, closed, takings, expectedCashKobo: expectedCash(takings) };
}
