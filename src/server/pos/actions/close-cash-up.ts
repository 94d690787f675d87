'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { permitted } from '@/server/auth/permissions';
import { type StaffUser } from '@/server/request-context';
import { db } from '@/server/db/client';
import { uniqueViolation } from '@/server/db/errors';
import { cashUpPayments, cashUpRefunds, cashUps, stockLocations } from '@/server/db/schema';
import { cashUpSchema } from '@/lib/schemas/showroom-sale';
import { recordAudit } from '@/server/audit/record-audit';
import { lagosToday } from '@/lib/delivery/business-days';
import { cashUpsOfDay, expectedCash, openTakingsOf } from '../cash-up';

export type ClosedDay = { id: string; expectedCashKobo: number; countedCashKobo: number; differenceKobo: number };

const ALREADY_CLOSED = 'This day is already closed here.';

/**
 * Closes a showroom's day: what each method took by person and the cash given back at the desk, as the
 * ledger holds them now, and the cash counted in the drawer against the cash expected (below zero when
 * more went out than came in); the difference is kept with the note. A day closed before counts only
 * what came after its last cash-up (src/server/pos/cash-up.ts), and is refused when nothing did.
 */
export const closeCashUpAction = defineAction<typeof cashUpSchema, StaffUser, ClosedDay>(
  { name: 'closeCashUp', schema: cashUpSchema, authorize: permitted('pos.sell'), fallbackError: 'Failed to close the day.' },
  async ({ locationId, businessDay, countedCash, note }, staff) => {
    if (businessDay > lagosToday()) throw new ActionError('That day has not come yet.');
    try {
      return await db.transaction(async (tx) => {
        const [location] = await tx.select({ id: stockLocations.id, name: stockLocations.name }).from(stockLocations).where(eq(stockLocations.id, locationId));
        if (!location) throw new ActionError('This showroom no longer exists.');
        const earlier = await cashUpsOfDay(tx, location.id, businessDay);
        const open = await openTakingsOf(tx, location.id, businessDay);
        if (earlier.length > 0 && open.takings.length === 0) throw new ActionError(ALREADY_CLOSED);
        const sequence = earlier.length + 1;
        const expectedCashKobo = expectedCash(open.takings);
        const [row] = await tx
          .insert(cashUps)
          .values({ locationId: location.id, businessDay, sequence, takings: open.takings, expectedCashKobo, countedCashKobo: countedCash, note, closedBy: staff.id, closedByName: staff.name })
          .returning({ id: cashUps.id });
        const cashUpId = row!.id;
        if (open.paymentIds.length > 0) await tx.insert(cashUpPayments).values(open.paymentIds.map((paymentId) => ({ paymentId, cashUpId })));
        if (open.refundIds.length > 0) await tx.insert(cashUpRefunds).values(open.refundIds.map((refundId) => ({ refundId, cashUpId })));
        const differenceKobo = countedCash - expectedCashKobo;
        await recordAudit(tx, {
          entityType: 'cash_up',
          entityId: cashUpId,
          label: `Cash-up ${location.name} ${businessDay}${sequence > 1 ? ` (${sequence})` : ''}`,
          action: 'create',
          details: { expectedCashKobo, countedCashKobo: countedCash, differenceKobo, note },
        });
        return { id: cashUpId, expectedCashKobo, countedCashKobo: countedCash, differenceKobo };
      });
    } catch (error) {
      // Someone closed the same day at the same moment: their cash-up counted this money.
      const violated = uniqueViolation(error);
      if (violated === 'cash_ups_location_day_sequence_unique' || violated === 'cash_up_payments_pkey' || violated === 'cash_up_refunds_pkey') {
        throw new ActionError('Someone closed this day here just now. Reload the page to see their cash-up and anything taken since.');
      }
      throw error;
    }
  },
);
