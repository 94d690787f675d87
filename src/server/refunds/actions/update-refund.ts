'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { refunds } from '@/server/db/schema';
import { planRefundPayout, refuseChangingPaystackRefund } from '@/server/payments/paystack/refund-payout';
import { REFUND_REQUIRED_MESSAGE, updateRefundSchema, type RefundFieldRefusal } from '@/lib/schemas/refund';
import { changeRefund, lockRefundOrders, refuse } from '../refund-ledger';
import { recordRefundChange, refundAuditFields } from '../refund-audit';
import { lockUnchangedRefund, readRefund } from '../refund-rows';
import { paymentForEdit } from '../refund-shares';
import { payoutColumns } from '../refund-payout-record';
import type { SavedRefund } from './create-refund';

/**
 * Changes a refund's order, amount, reason, status and notes (docs/product.md section 7); processed_by
 * stays who recorded it. A refund whose order was deleted may be saved without one. A refund row
 * comes back from one payment: when its money changes, it keeps that payment if it still has room,
 * else takes the newest that has (src/server/refunds/refund-shares.ts). One that becomes processed
 * out of a Paystack payment is sent to Paystack against it; one Paystack holds keeps its order,
 * amount and status (src/server/payments/paystack/refund-payout.ts).
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
      refuseChangingPaystackRefund(before, requested);
      const locked = await lockRefundOrders(tx, [before.orderId, requested.orderId]);
      const order = requested.orderId ? locked.get(requested.orderId) : undefined;
      if (requested.orderId && !order) throw refuse('That order no longer exists. Choose another order.', 'orderId');
      // The payment it comes back from is chosen again only when its money changes (refund-shares.ts).
      const moneyMoves = requested.orderId !== before.orderId || requested.amountKobo !== before.amountKobo || requested.status !== before.status;
      const payment = order && moneyMoves && requested.status !== 'rejected' ? await paymentForEdit(tx, order, { id, ...before, ...requested }) : null;
      const paymentId = payment ? payment.paymentId : requested.orderId === before.orderId ? before.paymentId : null;
      const { after, send, viaPaystack } = planRefundPayout({ before, after: requested, payment, attempt: id, note: input.reason });
      return changeRefund(tx, { refundId: id, before, after }, async () => {
        await lockUnchangedRefund(tx, id, before);
        const was = await refundAuditFields(tx, id);
        // How and where it went back is checked before Paystack is asked; one Paystack holds stays Paystack's.
        const heldByPaystack = before.paystackRefundId !== null && before.paystackStatus !== 'failed';
        const [{ processedAt } = { processedAt: null }] = await tx.select({ processedAt: refunds.processedAt }).from(refunds).where(eq(refunds.id, id));
        const paidBack = await payoutColumns(tx, { status: after.status, viaPaystack: viaPaystack || heldByPaystack, paymentId }, input, { status: before.status, processedAt });
        const paystack = await send();
        const saved = { orderId: after.orderId, amountKobo: input.amount, reason: input.reason, status: after.status, notes: input.notes };
        await tx
          .update(refunds)
          .set({ ...saved, ...paidBack, paymentId, ...paystack })
          .where(eq(refunds.id, id));
        await recordRefundChange(tx, id, was, saved);
        return { id, sentToPaystack: paystack !== null };
      });
    }),
);
