import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { LockedOrder } from '@/server/orders/order-stock';
import type { PaymentStatus } from '@/lib/constants';
import { PAYMENT_STATUS_FOLLOWS_LEDGER, paymentStatusChoiceAllowed } from '@/lib/payment-status-choice';
import { confirmPayment } from './confirm-payment';
import { balanceKobo, ledgerSums } from './ledger';

/**
 * The payment status an admin chose in the 'Update Order Status' dialog, for the locked order:
 * Paid on an order that still owes records the balance as a manual payment through
 * confirmPayment (in the caller's transaction); the status it already has changes nothing;
 * anything else is refused, as it follows from the ledger. Returns the order's payment status.
 */
export async function applyPaymentStatusChoice(tx: Transaction, order: LockedOrder, chosen: PaymentStatus, adminId: string): Promise<PaymentStatus> {
  const [row] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
  const current = row?.paymentStatus ?? 'pending';
  if (chosen === current) return current;
  if (!paymentStatusChoiceAllowed(current, chosen)) throw new ActionError(PAYMENT_STATUS_FOLLOWS_LEDGER);
  const balance = balanceKobo(order.totalAmountKobo, await ledgerSums(tx, order.id));
  if (balance > 0) {
    await confirmPayment({ orderId: order.id, method: 'manual', amountKobo: balance, currency: 'NGN', confirmedBy: adminId, partialAllowed: true }, tx);
  }
  const [after] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
  return after?.paymentStatus ?? current;
}
