'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type StaffUser } from '@/server/request-context';
import { db } from '@/server/db/client';
import { uniqueViolation } from '@/server/db/errors';
import { cashUps, stockLocations } from '@/server/db/schema';
import { cashUpSchema } from '@/lib/schemas/showroom-sale';
import { recordAudit } from '@/server/audit/record-audit';
import { lagosToday } from '@/lib/delivery/business-days';
import { expectedCash, takingsOf } from '../cash-up';

export type ClosedDay = { id: string; expectedCashKobo: number; countedCashKobo: number; differenceKobo: number };

/**
 * Closes a showroom's day: what each method took by person, as the ledger holds it now, and the cash
 * counted in the drawer against the cash expected; the difference is kept with the note. Once per day.
 */
export const closeCashUpAction = defineAction<typeof cashUpSchema, StaffUser, ClosedDay>(
  { name: 'closeCashUp', schema: cashUpSchema, authorize: permitted('pos.sell'), fallbackError: 'Failed to close the day.' },
  async ({ locationId, businessDay, countedCash, note }, staff) => {
    if (businessDay > lagosToday()) throw new ActionError('That day has not come yet.');
    try {
      return await db.transaction(async (tx) => {
        const [location] = await tx.select({ id: stockLocations.id, name: stockLocations.name }).from(stockLocations).where(eq(stockLocations.id, locationId));
        if (!location) throw new ActionError('This showroom no longer exists.');
        const takings = await takingsOf(tx, location.id, businessDay);
        const expectedCashKobo = expectedCash(takings);
        const [row] = await tx
          .insert(cashUps)
          .values({ locationId: location.id, businessDay, takings, expectedCashKobo: Math.max(0, expectedCashKobo), countedCashKobo: countedCash, note, closedBy: staff.id, closedByName: staff.name })
          .returning({ id: cashUps.id });
        const differenceKobo = countedCash - expectedCashKobo;
        await recordAudit(tx, {
          entityType: 'cash_up',
          entityId: row!.id,
          label: `Cash-up ${location.name} ${businessDay}`,
          action: 'create',
          details: { expectedCashKobo, countedCashKobo: countedCash, differenceKobo, note },
        });
        return { id: row!.id, expectedCashKobo, countedCashKobo: countedCash, differenceKobo };
      });
    } catch (error) {
      if (uniqueViolation(error) === 'cash_ups_location_day_unique') throw new ActionError('This day is already closed here.');
      throw error;
    }
  },
);
