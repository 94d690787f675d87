import 'server-only';
import { ActionError } from '@/server/action-error';
import { logger } from '@/server/logger';
import type { RefundState } from '@/server/refunds/refund-ledger';
import type { SeenRefund } from '@/server/refunds/refund-rows';
import type { PaymentRoom } from '@/server/refunds/refund-shares';
import { createRefund, PaystackError } from './client';

// Refunds of money paid through Paystack go back through Paystack's refund API
// (docs/decisions/0013-payments-ledger.md). A refund row comes back from one payment
// (src/server/refunds/refund-shares.ts); when an admin saves one out of a Paystack payment as
// processed, that share is sent to Paystack against that payment's own transaction, and the
// refund is kept as approved with Paystack's refund id and state: it holds its amount back from
// the order (the refund ceiling) but is not yet counted against the customer's total or the
// order's payment status. Paystack's webhooks (refund-sync.ts) make it processed once Paystack
// says the money has moved, so nothing is counted before the money goes or twice after. A share
// of money taken another way (a transfer, cash) is recorded as the admin saves it: given back by hand.
// Each call carries an idempotency key (refundIdempotencyKey): a retried save is answered by
// Paystack as the first one was and moves no money again.

export type PaystackRefundFields = { paystackRefundId: string; paystackStatus: string };

/**
 * Paystack did not make a refund: `refusal` is its reason when it refused (nothing happened), null when it
 * did not answer (unknown). A refund split across payments reports it with the shares that did go back.
 */
export class PaystackRefundFailed extends ActionError {
  constructor(
    message: string,
    readonly refusal: string | null,
  ) {
    super(message);
  }
}

export type RefundPayout = {
  /** The state to save: approved instead of processed when the money goes through Paystack. */
  after: RefundState;
  /** Inside the refund's write, once its order is locked and the ceiling checked: Paystack's refund, or null. */
  send: () => Promise<PaystackRefundFields | null>;
  /** The money goes back through Paystack (send asks it): the refund is recorded as paid back through Paystack. */
  viaPaystack: boolean;
};

/**
 * The key Paystack knows one attempt to send a refund by: `attempt` names what is sent (a new
 * refund's share: the create form's key and the payment; an edit: the refund's row id), then the
 * Paystack refund it replaces (none the first time; the failed one when an admin sends it again). A
 * retry of the same save (a double click, a request sent again, a create whose later share failed)
 * reuses it, so Paystack answers as it did the first time and makes no second refund; a new attempt
 * after Paystack failed one gets a new key. The amount is part of it too: a save Paystack refused
 * may be tried again for another amount, and that is another request, not a repeat of the refused one.
 */
function refundIdempotencyKey(refund: { attempt: string; replaces: string | null; amountKobo: number }) {
  return `refund-${refund.attempt}-${refund.replaces ?? 'first'}-${refund.amountKobo}`;
}

/** The `attempt` of a new refund's share: the create form's key and the payment it comes back from. */
export const shareAttempt = (idempotencyKey: string, paymentId: string) => `${idempotencyKey}-${paymentId}`;

const heldByPaystack = (refund: SeenRefund | null) => Boolean(refund?.paystackRefundId) && refund?.paystackStatus !== 'failed';

/**
 * Refuses changing the order, amount or status of a refund that Paystack holds (sent, not failed):
 * Paystack moves it, and only its reason and notes may change.
 */
export function refuseChangingPaystackRefund(before: SeenRefund, after: RefundState) {
  if (!heldByPaystack(before)) return;
  if (after.orderId !== before.orderId || after.amountKobo !== before.amountKobo || after.status !== before.status) {
    throw new ActionError(
      before.status === 'processed'
        ? 'Paystack has processed this refund, so its order, amount and status can no longer change. You can still edit the reason and notes.'
        : 'This refund was sent to Paystack and is waiting for its confirmation: its order, amount and status follow Paystack. You can still edit the reason and notes.',
    );
  }
}

/**
 * What saving `after` (from `before`, null when creating) does with the money, `payment` being the
 * payment it comes back from (chosen under the order's lock, with room for it). A refund that becomes
 * processed out of a Paystack payment is sent to Paystack against that payment's transaction and
 * saved as approved; any other is saved as it is (money given back by hand). `before` is what the
 * action read: the refund rules check it is still so under the lock before `send` runs
 * (src/server/refunds/refund-rows.ts).
 */
export function planRefundPayout(change: {
  before: SeenRefund | null;
  after: RefundState;
  payment: PaymentRoom | null;
  attempt: string;
  note: string;
}): RefundPayout {
  const { before, after, payment } = change;
  const becomesProcessed = after.status === 'processed' && before?.status !== 'processed';
  if (!becomesProcessed || payment?.method !== 'paystack' || !payment.reference) return { after, send: async () => null, viaPaystack: false };
  const reference = payment.reference;
  const key = refundIdempotencyKey({ attempt: change.attempt, replaces: before?.paystackRefundId ?? null, amountKobo: after.amountKobo });
  return {
    after: { ...after, status: 'approved' },
    viaPaystack: true,
    send: () => sendToPaystack({ orderId: after.orderId, reference, amountKobo: after.amountKobo, note: change.note }, key),
  };
}

/** Refuses deleting a refund Paystack holds: the money went (or is going) back, so the ledger keeps it. */
export function refuseDeletingPaystackRefund(refund: SeenRefund) {
  if (heldByPaystack(refund)) {
    throw new ActionError('This refund went back through Paystack, so it stays on the record. Only a refund Paystack could not make can be deleted.');
  }
}

async function sendToPaystack(
  refund: { orderId: string | null; reference: string; amountKobo: number; note: string },
  idempotencyKey: string,
): Promise<PaystackRefundFields> {
  try {
    const created = await createRefund({ transactionReference: refund.reference, amountKobo: refund.amountKobo, note: refund.note }, { idempotencyKey });
    return { paystackRefundId: String(created.id), paystackStatus: created.status };
  } catch (error) {
    logger.error({ err: error, orderId: refund.orderId }, 'Paystack refund failed');
    // A 4xx is Paystack refusing: nothing happened. No answer (or a 5xx) leaves it unknown.
    if (error instanceof PaystackError && error.httpStatus >= 400 && error.httpStatus < 500) {
      throw new PaystackRefundFailed(`Paystack refused this refund: ${error.message}. Nothing was recorded.`, error.message);
    }
    throw new PaystackRefundFailed(
      'Paystack did not answer, so this refund was not recorded. Check the Paystack dashboard for it before you try again.',
      null,
    );
  }
}
