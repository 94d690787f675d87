'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { db } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import { queuePaymentMail } from '@/server/payments/payment-mails';
import { resolveReviewSchema } from '@/lib/schemas/payment-admin';
import { updateDerivedPaymentStatus } from '../ledger';
import { restartReservation } from '../reservations';
import { lockPaymentWithOrder } from '../payment-lock';
import { adminPaymentResult } from '../admin-payment-result-reads';
import { recordPaymentDecision } from '../payment-audit';

/**
 * An admin settles a payment held for review (wrong amount, paid twice): accepted, it counts as
 * money received (on a cancelled order, as money to refund) and the shopper is mailed; marked
 * failed, it never counts, and an order still owing gets a fresh reservation (restartReservation). Either way the admin's note is kept after the reason it was held for.
 * Settling it again the same way changes nothing.
 */
export const resolveReviewAction = defineAction(
  { name: 'resolveReview', schema: resolveReviewSchema, authorize: permitted('payments.record'), fallbackError: 'Failed to settle the payment' },
  async ({ paymentId, decision, note }, admin) =>
    db.transaction(async (tx) => {
      const { order, payment } = await lockPaymentWithOrder(tx, paymentId);
      const settledAs = decision === 'accept' ? 'succeeded' : 'failed';
      if (payment.status === settledAs) return adminPaymentResult(tx, order.id, { outcome: 'duplicate', orderNumber: order.orderNumber, reason: payment.reason });
      if (payment.status !== 'needs_review') throw new ActionError('This payment is no longer waiting for review.');
      if (decision === 'accept' && payment.currency !== 'NGN') {
        throw new ActionError(`This payment is in ${payment.currency}: refund it rather than accept it.`);
      }

      const noted = note ? `${decision === 'accept' ? 'Accepted' : 'Marked failed'}: ${note}` : null;
      const reason = [payment.reason, noted].filter(Boolean).join('\n') || null;
      if (decision === 'fail') {
        await tx.update(payments).set({ status: 'failed', reason, confirmedBy: admin.id }).where(eq(payments.id, payment.id));
        // The expiry job left the order alone while this money waited on an admin; now that it does
        // not count, the order must end by itself again if nobody pays.
        await restartReservation(tx, order.id);
        await recordPaymentDecision(tx, order, {
          action: 'review_failed',
          payment,
          paymentState: { before: 'needs_review', after: 'failed' },
          paymentStatus: order.paymentStatus,
          reason,
        });
        return adminPaymentResult(tx, order.id, { outcome: 'failed', orderNumber: order.orderNumber, reason });
      }

      const late = order.status === 'cancelled';
      await tx
        .update(payments)
        .set({ status: 'succeeded', reason, confirmedBy: admin.id, arrivedLate: late || payment.arrivedLate, paidAt: payment.paidAt ?? new Date() })
        .where(eq(payments.id, payment.id));
      const paymentStatus = await updateDerivedPaymentStatus(tx, order, { moneyIn: true });
      await recordPaymentDecision(tx, order, {
        action: 'review_accepted',
        payment,
        paymentState: { before: 'needs_review', after: 'succeeded' },
        paymentStatus,
        countedKobo: payment.amountKobo,
        reason,
      });
      const outcome = late ? 'refund_due' : 'paid';
      await queuePaymentMail(tx, paymentId, outcome);
      return adminPaymentResult(tx, order.id, { outcome, orderNumber: order.orderNumber, reason });
    }),
);
