import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { verifyTransaction, PaystackError, type CallOptions } from './client';
import { settlePaystackTransaction } from './settle';

// The last word before a Paystack order's reservation ends (docs/decisions/0013-payments-ledger.md):
// a missed webhook must never cancel a paid order, so each of its attempts not yet settled is
// verified with Paystack and settled as any return or webhook would be. Failed attempts are
// asked again too: one marked failed because Paystack said "abandoned" while the shopper was
// still on its page may have been paid since. Paystack unreachable (or answering 5xx) throws,
// so the caller retries later instead of cancelling.

/** Verifies the order's unsettled Paystack attempts and settles them; true when the order is now paid (or refunded). */
export async function recheckPaystackPayments(orderId: string, options: Pick<CallOptions, 'signal'> = {}): Promise<boolean> {
  const attempts = await db
    .select({ reference: payments.providerReference })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'paystack'), inArray(payments.status, ['pending', 'failed'])));

  for (const { reference } of attempts) {
    if (!reference) continue;
    try {
      const settled = await settlePaystackTransaction(await verifyTransaction(reference, options));
      logger.info({ orderId, reference, outcome: settled.outcome }, 'Paystack re-check');
    } catch (error) {
      // An attempt whose initialize never reached Paystack: there is nothing to find, now or later.
      if (error instanceof PaystackError && error.notFound) continue;
      throw error;
    }
  }

  const [order] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return order?.paymentStatus === 'paid' || order?.paymentStatus === 'refunded';
}
