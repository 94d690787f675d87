'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { ActionError } from '@/server/action-error';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { lockOrder } from '@/server/orders/order-stock';
import { formatNaira } from '@/lib/money';
import { recordPaymentSchema } from '@/lib/schemas/payment-admin';
import { confirmPayment } from '../confirm-payment';
import { balanceKobo, ledgerSums } from '../ledger';
import { adminPaymentResult, type AdminPaymentResult } from '../admin-payment-result-reads';

/** A refusal shown at the amount field. */
type AmountRefusal = { fieldErrors: { amount: string[] } };

/**
 * Money an admin received for an order: cash or POS when a pay-on-delivery order arrives, or any
 * other sum by hand (a transfer without proof, say). Part of the balance may be recorded, never
 * more than it; the order is paid once the payments cover its total. A reference (a POS slip's)
 * is recorded once: the same one again is the same money.
 */
export const recordPaymentAction = defineAction<typeof recordPaymentSchema, SessionUser, AdminPaymentResult, AmountRefusal>(
  { name: 'recordPayment', schema: recordPaymentSchema, authorize: permitted('payments.record'), fallbackError: 'Failed to record the payment' },
  async ({ orderId, method, amount, reference }, admin) =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new ActionError('This order no longer exists.');
      const balance = balanceKobo(order.totalAmountKobo, await ledgerSums(tx, order.id));
      if (balance === 0) throw new ActionError('Nothing is owed on this order: its payments already cover the total.');
      if (amount > balance) {
        const message = `Only ${formatNaira(balance)} is owed on this order: record at most that.`;
        throw new ActionError<AmountRefusal>(message, { fieldErrors: { amount: [message] } });
      }
      const result = await confirmPayment(
        { orderId: order.id, method, providerReference: reference ?? undefined, amountKobo: amount, currency: 'NGN', confirmedBy: admin.id, partialAllowed: true },
        tx,
      );
      return adminPaymentResult(tx, order.id, result);
    }),
);
