import 'server-only';
import { and, asc, eq, gte, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { cashUpPayments, cashUpRefunds, cashUps, orders, payments, refunds, users, type CashUpTaking } from '@/server/db/schema';
import { addCalendarDays } from '@/lib/delivery/business-days';

// The day's takings at a showroom (docs/decisions/0065-selling-in-the-showroom.md): every payment staff
// took that day for orders sold there, by method and by the person who took it, less the cash given back
// at the counter. Cash is what the drawer should hold; a reversal (money recorded by mistake) counts against
// its method. A day may be closed more than once: each cash-up counts only the payments and refunds no
// earlier cash-up counted (cash_up_payments, cash_up_refunds), so money taken after a close is never lost.

const TAKEN_IN_PERSON = ['cash', 'pos', 'bank_transfer', 'manual'] as const;

/** The instants a Lagos calendar day starts and ends (Lagos keeps UTC+1 all year). */
export function lagosDayBounds(day: string) {
  return { from: new Date(`${day}T00:00:00+01:00`), to: new Date(`${addCalendarDays(day, 1)}T00:00:00+01:00`) };
}

const staffName = sql<string>`coalesce(${users.name}, 'Someone no longer on the staff')`;

/** Money at `locationId` on `day` that no cash-up counted yet: its takings, and the rows a cash-up of it claims. */
export type OpenTakings = { takings: CashUpTaking[]; paymentIds: string[]; refundIds: string[] };

export async function openTakingsOf(database: Database | Transaction, locationId: string, day: string): Promise<OpenTakings> {
  const { from, to } = lagosDayBounds(day);
  const receivedAt = sql`coalesce(${payments.paidAt}, ${payments.createdAt})`;
  const taken = await database
    .select({ id: payments.id, method: payments.method, staffName, kobo: payments.amountKobo })
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
        notExists(database.select({ one: sql`1` }).from(cashUpPayments).where(eq(cashUpPayments.paymentId, payments.id))),
      ),
    )
    .orderBy(asc(payments.method), asc(staffName));
  // Cash handed back over this location's counter, on the day the refund was processed, whichever order and
  // payment it came from: not a transfer or Paystack, not a later edit's day (docs/decisions/0074-how-a-refund-went-back.md).
  const refunded = await database
    .select({ id: refunds.id, staffName, kobo: refunds.amountKobo })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.processedBy))
    .where(
      and(
        eq(refunds.payoutMethod, 'cash'),
        eq(refunds.payoutLocationId, locationId),
        eq(refunds.status, 'processed'),
        gte(refunds.processedAt, from),
        lt(refunds.processedAt, to),
        notExists(database.select({ one: sql`1` }).from(cashUpRefunds).where(eq(cashUpRefunds.refundId, refunds.id))),
      ),
    )
    .orderBy(asc(staffName));
  return {
    takings: [...byMethodAndPerson(taken), ...byMethodAndPerson(refunded.map((row) => ({ ...row, method: 'cash', kobo: -row.kobo, refunded: true })))],
    paymentIds: taken.map((row) => row.id),
    refundIds: refunded.map((row) => row.id),
  };
}

/** One taking per method and person (rows come sorted by them), in the order they come. */
function byMethodAndPerson(rows: readonly CashUpTaking[]): CashUpTaking[] {
  const grouped = new Map<string, CashUpTaking>();
  for (const { method, staffName: name, kobo, refunded } of rows) {
    const key = `${method}|${name}`;
    const entry = grouped.get(key);
    if (entry) entry.kobo += kobo;
    else grouped.set(key, { method, staffName: name, kobo, ...(refunded ? { refunded } : {}) });
  }
  return [...grouped.values()];
}

/** The cash the drawer should hold: cash taken less cash refunded, below zero when more went out than came in. */
export const expectedCash = (takings: readonly CashUpTaking[]) => takings.filter((taking) => taking.method === 'cash').reduce((sum, taking) => sum + taking.kobo, 0);

/** The day's cash-ups at the location, first closed first. */
export async function cashUpsOfDay(database: Database | Transaction, locationId: string, day: string) {
  return database
    .select()
    .from(cashUps)
    .where(and(eq(cashUps.locationId, locationId), eq(cashUps.businessDay, day)))
    .orderBy(asc(cashUps.sequence));
}
