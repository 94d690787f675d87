import 'server-only';
import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { payments, refunds } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { logger } from '@/server/logger';
import type { RefundState } from '@/server/refunds/refund-ledger';
import type { SeenRefund } from '@/server/refunds/refund-rows';
import type { RefundFieldRefusal } from '@/lib/schemas/refund';
import { formatNaira } from '@/lib/money';
import { createRefund, PaystackError } from './client';

// Refunds of orders paid through Paystack go back through Paystack's refund API
// (docs/decisions/0013-payments-ledger.md). When an admin saves such a refund as processed,
// the money is sent to Paystack and the refund is kept as approved with Paystack's refund id
// and state: it holds its amount back from the order (the refund ceiling) but is not yet
// counted against the customer's total or the order's payment status. Paystack's webhooks
// (refund-sync.ts) make it processed once Paystack says the money has moved, so nothing is
// counted before the money goes or twice after. Other refunds are recorded as they always were.
// Each call carries an idempotency key (refundIdempotencyKey): a retried save is answered by
// Paystack as the first one was and moves no money again.

export type PaystackRefundFields = { paystackRefundId: string; paystackStatus: string };

export type RefundPayout = {
  /** The state to save: approved instead of processed when the money goes through Paystack. */
  after: RefundState;
  /** Inside the refund's write, once its order is locked and the ceiling checked: Paystack's refund, or null. */
  send: () => Promise<PaystackRefundFields | null>;
};

async function paidThroughPaystack(tx: Transaction, orderId: string) {
  const rows = await tx
    .select({ reference: payments.providerReference, amountKobo: payments.amountKobo })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'paystack'), eq(payments.status, 'succeeded'), isNotNull(payments.providerReference)))
    .orderBy(desc(payments.paidAt));
  return rows;
}

/**
 * The key Paystack knows one attempt to send this refund by: its row's id and the Paystack refund
 * it replaces (none the first time; the failed one when an admin sends it again). A retry of the
 * same save (a double click, a request sent again) reuses it, so Paystack answers as it did the
 * first time and makes no second refund; a new attempt after Paystack failed one gets a new key.
 * The amount is part of it too: a save Paystack refused may be tried again for another amount,
 * and that is another request, not a repeat of the refused one.
 */
function refundIdempotencyKey(refund: { refundId: string; replaces: string | null; amountKobo: number }) {
  return `refund-${refund.refundId}-${refund.replaces ?? 'first'}-${refund.amountKobo}`;
}

const heldByPaystack = (refund: SeenRefund | null) => Boolean(refund?.paystackRefundId) && refund?.paystackStatus !== 'failed';

/**
 * What saving `after` (from `before`, null when creating) does with the money. `refundId` is the
 * refund's row id, made before the insert when creating, so Paystack's key can name it. `before`
 * is what the action read: the refund rules check it is still so under the lock before `send`
 * runs (src/server/refunds/refund-rows.ts). A refund that Paystack holds (sent, not failed)
 * keeps its order, amount and status: Paystack moves it, and only its reason and notes may change.
 */
export async function planRefundPayout(
  tx: Transaction,
  change: { refundId: string; before: SeenRefund | null; after: RefundState; note: string },
): Promise<RefundPayout> {
  const { refundId, before, after } = change;
  if (before && heldByPaystack(before)) {
    if (after.orderId !== before.orderId || after.amountKobo !== before.amountKobo || after.status !== before.status) {
      throw new ActionError(
        before.status === 'processed'
          ? 'Paystack has processed this refund, so its order, amount and status can no longer change. You can still edit the reason and notes.'
          : 'This refund was sent to Paystack and is waiting for its confirmation: its order, amount and status follow Paystack. You can still edit the reason and notes.',
      );
    }
  }
  const becomesProcessed = after.status === 'processed' && before?.status !== 'processed';
  const paid = becomesProcessed && after.orderId ? await paidThroughPaystack(tx, after.orderId) : [];
  if (paid.length === 0) return { after, send: async () => null };
  return {
    after: { ...after, status: 'approved' },
    send: () =>
      sendToPaystack(tx, { refundId, replaces: before?.paystackRefundId ?? null, orderId: after.orderId!, amountKobo: after.amountKobo, note: change.note }),
  };
}

/** Refuses deleting a refund Paystack holds: the money went (or is going) back, so the ledger keeps it. */
export function refuseDeletingPaystackRefund(refund: SeenRefund) {
  if (heldByPaystack(refund)) {
    throw new ActionError('This refund went back through Paystack, so it stays on the record. Only a refund Paystack could not make can be deleted.');
  }
}

async function sendToPaystack(
  tx: Transaction,
  refund: { refundId: string; replaces: string | null; orderId: string; amountKobo: number; note: string },
): Promise<PaystackRefundFields> {
  // Read under the order's lock (taken by the refund rules before this runs), so two admins
  // refunding one order at once are counted one after the other here too.
  const paid = await paidThroughPaystack(tx, refund.orderId);
  const [sent] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, refund.orderId),
        isNotNull(refunds.paystackRefundId),
        or(isNull(refunds.paystackStatus), ne(refunds.paystackStatus, 'failed')),
        ne(refunds.id, refund.refundId),
      ),
    );
  const leftKobo = paid.reduce((sum, payment) => sum + payment.amountKobo, 0) - Number(sent?.kobo ?? 0);
  if (refund.amountKobo > leftKobo) {
    const message = `Only ${formatNaira(Math.max(0, leftKobo))} of this order’s Paystack payment is left to refund through Paystack.`;
    throw new ActionError<RefundFieldRefusal>(message, { fieldErrors: { amount: [message] } });
  }
  try {
    const created = await createRefund(
      { transactionReference: paid[0]!.reference!, amountKobo: refund.amountKobo, note: refund.note },
      { idempotencyKey: refundIdempotencyKey(refund) },
    );
    return { paystackRefundId: String(created.id), paystackStatus: created.status };
  } catch (error) {
    logger.error({ err: error, orderId: refund.orderId }, 'Paystack refund failed');
    // A 4xx is Paystack refusing: nothing happened. No answer (or a 5xx) leaves it unknown.
    if (error instanceof PaystackError && error.httpStatus >= 400 && error.httpStatus < 500) {
      throw new ActionError(`Paystack refused this refund: ${error.message}. Nothing was recorded.`);
    }
    throw new ActionError(
      'Paystack did not answer, so this refund was not recorded. Check the Paystack dashboard for it before you try again.',
    );
  }
}
