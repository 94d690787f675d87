'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import { reversePaymentSchema } from '@/lib/schemas/payment-admin';
import { updateDerivedPaymentStatus } from '../ledger';
import { lockPaymentWithOrder } from '../payment-lock';
import { restartReservation } from '../reservations';
import { recordPaymentDecision } from '../payment-audit';
import { refuseUnlessReversible, type ReversalResult } from '../reversal';

/**
 * An admin undoes money recorded by mistake (cash that never came, a transfer confirmed from a
 * forged proof): a reversing row of the negative amount is added, never a delete, so the ledger
 * keeps both and who did it, when and why (docs/decisions/0044-refunds-capped-by-money-received.md). In one
 * transaction, under the order's lock then the payment's: the order's payment status is derived
 * again, and an order owing money again holds its stock for a fresh reservation
 * (src/server/payments/reservations.ts), ending by itself if the shopper does not pay.
 */
export const reversePaymentAction = defineAction<typeof reversePaymentSchema, SessionUser, ReversalResult>(
  { name: 'reversePayment', schema: reversePaymentSchema, authorize: permitted('payments.reverse'), fallbackError: 'Failed to reverse the payment' },
  async ({ paymentId, reason }, admin) =>
    db.transaction(async (tx) => {
      const { order, payment } = await lockPaymentWithOrder(tx, paymentId);
      await refuseUnlessReversible(tx, order, payment);
      await tx.insert(payments).values({
        orderId: order.id,
        method: payment.method,
        amountKobo: -payment.amountKobo,
        currency: payment.currency,
        status: 'succeeded',
        reversesPaymentId: payment.id,
        reason,
        confirmedBy: admin.id,
        paidAt: new Date(),
      });
      const paymentStatus = await updateDerivedPaymentStatus(tx, order);
      const paymentDueAt = paymentStatus === 'pending' ? await restartReservation(tx, order.id) : null;
      await recordPaymentDecision(tx, order, {
        action: 'payment_reversed',
        payment,
        paymentState: { before: 'succeeded', after: 'reversed' },
        paymentStatus,
        countedKobo: -payment.amountKobo,
        reason,
      });
      return { outcome: 'reversed', orderNumber: order.orderNumber, reason, paymentStatus, paymentDueAt };
    }),
);
