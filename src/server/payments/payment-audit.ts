import 'server-only';
import type { Transaction } from '@/server/db/client';
import { recordOrderAudit } from '@/server/orders/order-audit';
import type { PaymentMethod, PaymentStatus } from '@/lib/constants';
import type { ConfirmOutcome } from './confirm-outcome';

// Money events in the activity log (docs/decisions/0037-staff-roles-and-the-activity-log.md), each on
// its order (entity 'order'), so Order Details' History tells the order's money story. Who did it is
// the action's staff member, or the shop itself for Paystack's word and the jobs (SYSTEM,
// src/server/audit/audit-actor.ts). The payment's amount is recorded in kobo under amountKobo.

type OrderSeen = { id: string; orderNumber: string; paymentStatus: PaymentStatus };

/**
 * The action a settled payment is recorded as: held for review, recorded by hand (cash, POS, a sum
 * received elsewhere), or confirmed (Paystack, or a transfer confirmed from its proof).
 */
function settledAction(money: { method: PaymentMethod; confirmedBy?: string }, outcome: Exclude<ConfirmOutcome, 'duplicate'>) {
  if (outcome === 'needs_review') return 'payment_review';
  return money.confirmedBy && money.method !== 'bank_transfer' ? 'payment_recorded' : 'payment_confirmed';
}

/** Money confirmPayment recorded (never a duplicate: that changed nothing). */
export function recordPaymentSettled(
  tx: Transaction,
  order: OrderSeen & { status: string },
  settled: {
    money: { method: PaymentMethod; amountKobo: number; currency: string; confirmedBy?: string; providerReference?: string | null };
    outcome: Exclude<ConfirmOutcome, 'duplicate'>;
    paymentId: string;
    reason: string | null;
    paymentStatus: PaymentStatus;
    status: string;
  },
) {
  const { money, outcome } = settled;
  return recordOrderAudit(tx, order, {
    action: settledAction(money, outcome),
    before: { amountKobo: null, paymentStatus: order.paymentStatus, status: order.status },
    after: { amountKobo: money.amountKobo, paymentStatus: settled.paymentStatus, status: settled.status },
    details: {
      paymentId: settled.paymentId,
      method: money.method,
      outcome,
      ...(money.currency !== 'NGN' ? { currency: money.currency } : {}),
      ...(money.providerReference ? { providerReference: money.providerReference } : {}),
      ...(settled.reason ? { reason: settled.reason } : {}),
    },
  });
}

/**
 * An admin's decision on one payment: a transfer's proof rejected, a payment held for review accepted
 * or marked failed, money reversed. `paymentState` is the payment row's own state before and after;
 * `countedKobo` the money the decision adds to the ledger (the sum accepted, a reversal's negative),
 * recorded as amountKobo like money received.
 */
export function recordPaymentDecision(
  tx: Transaction,
  order: OrderSeen,
  decision: {
    action: 'transfer_rejected' | 'review_accepted' | 'review_failed' | 'payment_reversed';
    payment: { id: string; method: PaymentMethod; amountKobo: number };
    paymentState: { before: string; after: string };
    paymentStatus: PaymentStatus;
    countedKobo?: number;
    reason: string | null;
  },
) {
  const counted = decision.countedKobo !== undefined;
  return recordOrderAudit(tx, order, {
    action: decision.action,
    before: { ...(counted ? { amountKobo: null } : {}), paymentState: decision.paymentState.before, paymentStatus: order.paymentStatus },
    after: { ...(counted ? { amountKobo: decision.countedKobo } : {}), paymentState: decision.paymentState.after, paymentStatus: decision.paymentStatus },
    details: {
      paymentId: decision.payment.id,
      method: decision.payment.method,
      amountKobo: decision.payment.amountKobo,
      ...(decision.reason ? { reason: decision.reason } : {}),
    },
  });
}
