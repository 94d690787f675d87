'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { db } from '@/server/db/client';
import { confirmTransferSchema } from '@/lib/schemas/payment-admin';
import { confirmPayment } from '../confirm-payment';
import { lockPaymentWithOrder } from '../payment-lock';
import { adminPaymentResult } from '../admin-payment-result-reads';

/**
 * An admin confirms a bank transfer from its proof, for the amount the bank statement shows (the
 * payment's own unless the admin changed it). confirmPayment decides: the amount due marks the
 * order paid; any other sum is held for review. Confirming twice records the money once.
 */
export const confirmTransferAction = defineAction(
  { name: 'confirmTransfer', schema: confirmTransferSchema, authorize: permitted('payments.record'), fallbackError: 'Failed to confirm the payment' },
  async ({ paymentId, amount }, admin) =>
    db.transaction(async (tx) => {
      const { order, payment } = await lockPaymentWithOrder(tx, paymentId);
      if (payment.method !== 'bank_transfer') throw new ActionError('Only a bank transfer is confirmed from its proof.');
      if (payment.status === 'failed') throw new ActionError('This transfer’s proof was rejected; the shopper can upload it again.');
      const result = await confirmPayment(
        { orderId: order.id, method: 'bank_transfer', paymentId, amountKobo: amount, currency: 'NGN', confirmedBy: admin.id },
        tx,
      );
      return adminPaymentResult(tx, order.id, result);
    }),
);
