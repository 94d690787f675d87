import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { heldBackKobo } from '@/server/refunds/refund-ledger';
import { formatNaira } from '@/lib/money';
import { reversalRefusal } from '@/lib/payment-reversal';
import type { AdminPaymentResult } from './admin-payment-result-reads';
import { ledgerSums } from './ledger';
import type { LockedPayment } from './payment-lock';

// The checks before a payment is reversed (src/server/payments/actions/reverse-payment.ts), run
// under the order's and the payment's locks: the payment is one an admin may reverse
// (src/lib/payment-reversal.ts), and the refunds of the order still fit in the money received
// without it (the refund ceiling, src/server/refunds/refund-ledger.ts), so the ledger never
// shows more given back than came in.

/** What the Orders screen is told after a reversal: where the order's money now stands. */
export type ReversalResult = Omit<AdminPaymentResult, 'outcome'> & { outcome: 'reversed'; paymentDueAt: Date | null };

export async function refuseUnlessReversible(tx: Transaction, order: { id: string; orderNumber: string }, payment: LockedPayment) {
  const [reversal] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.reversesPaymentId, payment.id));
  const refusal = reversalRefusal({ ...payment, reversed: reversal !== undefined });
  if (refusal) throw new ActionError(refusal);

  const stillReceivedKobo = Math.max(0, (await ledgerSums(tx, order.id)).receivedKobo - payment.amountKobo);
  const refundsKobo = await heldBackKobo(tx, order.id, null);
  if (refundsKobo > stillReceivedKobo) {
    throw new ActionError(
      `Refunds of ${formatNaira(refundsKobo)} on ${order.orderNumber} would exceed the ${formatNaira(stillReceivedKobo)} ` +
        `still received once this payment is reversed. Reject or delete ${formatNaira(refundsKobo - stillReceivedKobo)} of refunds first.`,
    );
  }
}
