import 'server-only';
import { and, eq, isNotNull, isNull, notInArray, or } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, payments, refunds } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { changeRefund } from '@/server/refunds/refund-ledger';
import { fetchRefund } from './client';

// Following a refund sent to Paystack (refund-payout.ts) to its end. A refund event names the
// transaction (by our reference), not always the refund, and may come twice or out of order,
// so it is only a signal: every refund of that order still waiting on Paystack is read back
// from Paystack (GET /refund/:id) and takes the state Paystack holds now. Processed makes the
// refund processed through the refund rules (customer's total spent, payment status);
// failed is kept as Paystack's state, for the admin to see and act on. A state already final
// never changes again, so a repeated or late event changes nothing.

export type RefundSyncResult = { refundId: string; paystackStatus: string; changed: boolean };

/** The refunds of the order paid by this Paystack reference; none when the reference is not ours. */
export async function syncPaystackRefundsOfTransaction(reference: string): Promise<RefundSyncResult[]> {
  const [payment] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.method, 'paystack'), eq(payments.providerReference, reference)));
  if (!payment?.orderId) {
    logger.warn({ reference }, 'Paystack refund event for a transaction of no order of ours');
    return [];
  }
  return syncPaystackRefunds(payment.orderId);
}

export async function syncPaystackRefunds(orderId: string): Promise<RefundSyncResult[]> {
  // The order's lock first: a refund being sent right now holds it until its row is written,
  // so an event that overtakes the admin's save still finds the refund it is about.
  const waiting = await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    return tx
      .select({ id: refunds.id, paystackRefundId: refunds.paystackRefundId })
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, orderId),
          isNotNull(refunds.paystackRefundId),
          or(isNull(refunds.paystackStatus), notInArray(refunds.paystackStatus, ['processed', 'failed'])),
        ),
      );
  });
  const results: RefundSyncResult[] = [];
  for (const refund of waiting) {
    const remote = await fetchRefund(refund.paystackRefundId!);
    results.push({ refundId: refund.id, paystackStatus: remote.status, changed: await applyPaystackState(orderId, refund.id, remote.status) });
  }
  return results;
}

async function applyPaystackState(orderId: string, refundId: string, paystackStatus: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The order before the refund, the order every refund change locks in (refund-ledger.ts).
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    const [row] = await tx
      .select({ orderId: refunds.orderId, amountKobo: refunds.amountKobo, status: refunds.status, paystackStatus: refunds.paystackStatus })
      .from(refunds)
      .where(eq(refunds.id, refundId))
      .for('update');
    if (!row || row.paystackStatus === paystackStatus || row.paystackStatus === 'processed' || row.paystackStatus === 'failed') return false;

    const before = { orderId: row.orderId, amountKobo: row.amountKobo, status: row.status };
    const after = paystackStatus === 'processed' ? { ...before, status: 'processed' as const } : before;
    await changeRefund(tx, { refundId, before, after }, () =>
      // Processed now, through Paystack (docs/decisions/0074-how-a-refund-went-back.md).
      tx
        .update(refunds)
        .set({ paystackStatus, status: after.status, ...(after.status === 'processed' ? { processedAt: new Date(), payoutMethod: 'paystack' as const, payoutLocationId: null } : {}) })
        .where(eq(refunds.id, refundId)),
    );
    if (paystackStatus === 'failed') logger.warn({ refundId, orderId }, 'Paystack could not make a refund: an admin must act on it');
    else logger.info({ refundId, orderId, paystackStatus }, 'Paystack refund state');
    return true;
  });
}
