import 'server-only';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { cashUps, orders, payments, users, type CashUpTaking } from '@/server/db/schema';
import { addCalendarDays } from '@/lib/delivery/business-days';

// The day's takings at a showroom (docs/decisions/0065-selling-in-the-showroom.md): every payment staff
// took that day for orders sold there, by method and by the person who took it. Cash is what the drawer
// should hold; a reversal (money recorded by mistake) counts against its method.

const TAKEN_IN_PERSON = ['cash', 'pos', 'bank_transfer', 'manual'] as const;

/** The instants a Lagos calendar day starts and ends (Lagos keeps UTC+1 all year). */
export function lagosDayBounds(day: string) {
  return { from: new Date(`${day}T00:00:00+01:00`), to: new Date(`${addCalendarDays(day, 1)}T00:00:00+01:00`) };
}

export async function takingsOf(database: Database | Transaction, locationId: string, day: string): Promise<CashUpTaking[]> {
  const { from, to } = lagosDayBounds(day);
  const receivedAt = sql`coalesce(${payments.paidAt}, ${payments.createdAt})`;
  const rows = await database
    .select({ method: payments.method, staffName: sql<string>`coalesce(${users.name}, 'Someone no longer on the staff')`, kobo: sql<string>`sum(${payments.amountKobo})` })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(users, eq(users.id, payments.confirmedBy))
    .where(
      and(
        eq(orders.soldAtLocationId, locationId),
        eq(payments.status, 'succeeded'),
        inArray(payments.method, [...TAKEN_IN_PERSON]),
        isNotNull(payments.confirmedBy),
        gte(receivedAt, from),
        lt(receivedAt, to),
      ),
    )
    .groupBy(payments.method, users.name)
    .orderBy(payments.method, users.name);
  return rows.map((row) => ({ method: row.method, staffName: row.staffName, kobo: Number(row.kobo) }));
}

export const expectedCash = (takings: readonly CashUpTaking[]) => takings.filter((taking) => taking.method === 'cash').reduce((sum, taking) => sum + taking.kobo, 0);

export async function closedCashUp(database: Database | Transaction, locationId: string, day: string) {
  const [row] = await database.select().from(cashUps).where(and(eq(cashUps.locationId, locationId), eq(cashUps.businessDay, day)));
  return row ?? null;
}
