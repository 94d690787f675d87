'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { refunds } from '@/server/db/schema';
import { planRefundPayout } from '@/server/payments/paystack/refund-payout';
import { REFUND_REQUIRED_MESSAGE, updateRefundSchema, type RefundFieldRefusal } from '@/lib/schemas/refund';
import { changeRefund } from '../refund-ledger';
import { recordRefundChange, refundAuditFields } from '../refund-audit';
import { lockUnchangedRefund, readRefund } from '../refund-rows';
import type { SavedRefund } from './create-refund';

/**
 * Changes a refund's order, amount, reason, status and notes (docs/product.md section 7); processed_by
 * stays who recorded it. A refund whose order was deleted may be saved without one. One that
 * becomes processed on an order paid through Paystack is sent to Paystack; one Paystack holds
 * keeps its order, amount and status (src/server/payments/paystack/refund-payout.ts).
 */
export const updateRefundAction = defineAction<typeof updateRefundSchema, SessionUser, SavedRefund, RefundFieldRefusal>(
  { name: 'updateRefund', schema: updateRefundSchema, authorize: permitted('refunds.update'), fallbackError: 'Failed to save refund' },
  async ({ id, ...input }) =>
    db.transaction(async (tx) => {
      const before = await readRefund(tx, id);
      if (!input.orderId && before.orderId) {
        throw new ActionError<RefundFieldRefusal>(REFUND_REQUIRED_MESSAGE, { fieldErrors: { orderId: [REFUND_REQUIRED_MESSAGE] } });
      }
      const requested = { orderId: input.orderId || null, amountKobo: input.amount, status: input.status };
      const { after, send } = await planRefundPayout(tx, { refundId: id, before, after: requested, note: input.reason });
      return changeRefund(tx, { refundId: id, before, after }, async () => {
        await lockUnchangedRefund(tx, id, before);
        const was = await refundAuditFields(tx, id);
        const paystack = await send();
        const saved = { orderId: after.orderId, amountKobo: input.amount, reason: input.reason, status: after.status, notes: input.notes };
        await tx
          .update(refunds)
          .set({ ...saved, ...paystack })
          .where(eq(refunds.id, id));
        await recordRefundChange(tx, id, was, saved);
        return { id, sentToPaystack: paystack !== null };
      });
    }),
);
