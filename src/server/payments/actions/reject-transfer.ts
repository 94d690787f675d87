'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { db } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import { queuePaymentMail } from '@/server/payments/payment-mails';
import { rejectTransferSchema } from '@/lib/schemas/payment-admin';
import { lockPaymentWithOrder } from '../payment-lock';
import { adminPaymentResult } from '../admin-payment-result-reads';
import { recordPaymentDecision } from '../payment-audit';

/**
 * An admin rejects a bank transfer's proof (it does not show the money arriving): the payment
 * fails with the reason, and the shopper's mail saying why is queued in the same transaction, so
 * it goes out exactly when the rejection is committed. The order keeps waiting for its money
 * until its due time. Rejecting again changes nothing; a confirmed transfer cannot be rejected.
 */
export const rejectTransferAction = defineAction(
  { name: 'rejectTransfer', schema: rejectTransferSchema, authorize: permitted('payments.record'), fallbackError: 'Failed to reject the payment' },
  async ({ paymentId, reason }, admin) =>
    db.transaction(async (tx) => {
      const { order, payment } = await lockPaymentWithOrder(tx, paymentId);
      if (payment.method !== 'bank_transfer') throw new ActionError('Only a bank transfer’s proof can be rejected.');
      if (payment.status === 'succeeded' || payment.status === 'needs_review') {
        throw new ActionError('This transfer was already confirmed; record a refund if the money must go back.');
      }
      if (payment.status === 'pending') {
        await tx.update(payments).set({ status: 'failed', reason, confirmedBy: admin.id }).where(eq(payments.id, payment.id));
        // Keyed by outcome: a later "paid" mail for this payment (proof uploaded again) is never swallowed by this one.
        await queuePaymentMail(tx, paymentId, 'rejected');
        await recordPaymentDecision(tx, order, {
          action: 'transfer_rejected',
          payment,
          paymentState: { before: 'pending', after: 'failed' },
          paymentStatus: order.paymentStatus,
          reason,
        });
      }
      return adminPaymentResult(tx, order.id, { outcome: 'rejected', orderNumber: order.orderNumber, reason: payment.status === 'failed' ? payment.reason : reason });
    }),
);
