import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { confirmPayment, markPaymentFailed, type ConfirmResult } from '../confirm-payment';
import type { PaystackTransaction } from './client';

// What Paystack says of one transaction (from verify or a charge.success webhook), applied to the
// payment attempt with the same reference. Every path (return page, webhook, re-check) ends here.

const FAILED = new Set(['failed', 'abandoned', 'reversed']);

export type Settlement = ConfirmResult | { outcome: 'failed' | 'unknown_reference' | 'not_final'; paymentId?: string };

export async function settlePaystackTransaction(transaction: PaystackTransaction): Promise<Settlement> {
  const [attempt] = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.method, 'paystack'), eq(payments.providerReference, transaction.reference)));
  if (!attempt?.orderId) {
    logger.warn({ reference: transaction.reference }, 'Paystack transaction for no attempt of ours');
    return { outcome: 'unknown_reference' };
  }
  if (transaction.status === 'success') {
    return confirmPayment({
      orderId: attempt.orderId,
      method: 'paystack',
      paymentId: attempt.id,
      providerReference: transaction.reference,
      providerEventId: String(transaction.id),
      amountKobo: transaction.amount,
      currency: transaction.currency,
      channel: transaction.channel ?? null,
    });
  }
  if (FAILED.has(transaction.status)) {
    await markPaymentFailed(attempt.id, transaction.gateway_response ?? `Paystack: ${transaction.status}`);
    return { outcome: 'failed', paymentId: attempt.id };
  }
  return { outcome: 'not_final', paymentId: attempt.id };
}
