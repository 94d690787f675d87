'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { requireAdmin, type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { refunds } from '@/server/db/schema';
import { REFUND_REQUIRED_MESSAGE, updateRefundSchema, type RefundFieldRefusal } from '@/lib/schemas/refund';
import { changeRefund } from '../refund-ledger';
import { lockUnchangedRefund, readRefund } from '../refund-rows';
import type { SavedRefund } from './create-refund';

/**
 * Changes a refund's order, amount, reason, status and notes (spec section 7); processed_by
 * stays who recorded it. A refund whose order was deleted may be saved without one.
 */
export const updateRefundAction = defineAction<typeof updateRefundSchema, SessionUser, SavedRefund, RefundFieldRefusal>(
  { name: 'updateRefund', schema: updateRefundSchema, authorize: requireAdmin, fallbackError: 'Failed to save refund' },
  async ({ id, ...input }) =>
    db.transaction(async (tx) => {
      const before = await readRefund(tx, id);
      if (!input.orderId && before.orderId) {
        throw new ActionError<RefundFieldRefusal>(REFUND_REQUIRED_MESSAGE, { fieldErrors: { orderId: [REFUND_REQUIRED_MESSAGE] } });
      }
      const after = { orderId: input.orderId || null, amountKobo: input.amount, status: input.status };
      return changeRefund(tx, { refundId: id, before, after }, async () => {
        await lockUnchangedRefund(tx, id, before);
        await tx
          .update(refunds)
          .set({ orderId: after.orderId, amountKobo: input.amount, reason: input.reason, status: input.status, notes: input.notes })
          .where(eq(refunds.id, id));
        return { id };
      });
    }),
);
