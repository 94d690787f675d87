import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import type { CheckoutPaymentMethod, OrderStatus, PaymentRecordStatus, PaymentStatus } from '@/lib/constants';
import { amountDue, balanceKobo, ledgerSums } from './ledger';
import { bankDetailsOf, loadPaymentSettings, type BankDetails } from './methods';
import { paystackConfigured } from './paystack/client';
import { canPayNow } from './paystack/start-attempt';

// What the shopper's order page shows of paying: how and by when, what is still owed, the
// shop's bank account for a transfer and the proof sent for it, the last Paystack attempt.

export type OrderForPayment = {
  id: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: CheckoutPaymentMethod | null;
  paymentDueAt: Date | null;
  cancelReason: string | null;
  totalAmountKobo: number;
  depositKobo: number | null;
  balanceDueAt: Date | null;
};

export type TransferProof = {
  paymentId: string;
  status: PaymentRecordStatus;
  /** Why an admin rejected it. */
  reason: string | null;
  contentType: string | null;
  uploadedAt: Date;
  amountKobo: number;
};

export type OrderPayment = {
  method: CheckoutPaymentMethod | null;
  /** The total is ₦0: the order was paid as it was placed. */
  nothingToPay: boolean;
  status: PaymentStatus;
  /** Unpaid, not cancelled and its due time still ahead: the order holds its stock. */
  reserved: boolean;
  dueAt: Date | null;
  balanceKobo: number;
  /** What the next payment is: the deposit (while it is not in), else the balance. */
  nextKobo: number;
  /**
   * A deposit order (docs/decisions/0035-deposits-and-balances.md): its two steps, and when the
   * balance falls due (null until the order is ready for delivery). Null for an order paid in full.
   */
  deposit: { depositKobo: number; balanceKobo: number; balanceDueAt: Date | null } | null;
  /** The shop cancelled it on its own (not paid in time). */
  cancelReason: string | null;
  /** A Paystack order that may be paid online now. */
  payNow: boolean;
  /** The newest Paystack attempt's state, for "did not go through". */
  lastAttempt: PaymentRecordStatus | null;
  /** The account to pay into, while a transfer order is unpaid (null when the shop's details are gone). */
  bank: BankDetails | null;
  proof: TransferProof | null;
  /** A new proof may be sent (replacing one still waiting). */
  canSendProof: boolean;
};

/** Whether the shop takes Paystack payments now: switched on, and its key set. */
export async function paystackOffered() {
  return (await loadPaymentSettings()).paystackEnabled && paystackConfigured();
}

type PayableOrder = Pick<OrderForPayment, 'paymentMethod' | 'status' | 'paymentStatus' | 'paymentDueAt'>;

/**
 * "Pay now" applies while the shop takes Paystack: a Paystack order, unpaid and still reserved,
 * or any order whose deposit is in and whose balance is owed ("Pay balance").
 */
export function payableOnline(order: PayableOrder, paystackIsOffered: boolean, now = new Date()) {
  return paystackIsOffered && (order.paymentMethod === 'paystack' || order.paymentStatus === 'deposit_paid') && canPayNow(order, now);
}

/**
 * After a rejected proof, a new one is taken only before the order's due time. A proof waiting
 * for an admin keeps the order past its due time (src/server/payments/reservation-jobs.ts), so
 * a file sent after every rejection would otherwise hold the stock for ever.
 */
export function proofAccepted(order: Pick<OrderForPayment, 'paymentDueAt'>, newest: Pick<TransferProof, 'status'> | null | undefined, now = new Date()) {
  return newest?.status !== 'failed' || order.paymentDueAt === null || order.paymentDueAt > now;
}

/**
 * Whether a shopper may still pay by transfer, or send proof of having paid: a transfer order not
 * yet paid, or any order whose deposit is in and whose balance is owed (the balance may be paid
 * by transfer whichever way the deposit was).
 */
export function awaitsTransfer(order: Pick<OrderForPayment, 'paymentMethod' | 'status' | 'paymentStatus'>) {
  if (order.status === 'cancelled') return false;
  return order.paymentStatus === 'deposit_paid' || (order.paymentMethod === 'bank_transfer' && order.paymentStatus === 'pending');
}

export async function getOrderPayment(order: OrderForPayment, now = new Date()): Promise<OrderPayment> {
  const [sums, settings, [attempt], proof] = await Promise.all([
    ledgerSums(db, order.id),
    loadPaymentSettings(),
    db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.method, 'paystack')))
      .orderBy(desc(payments.createdAt))
      .limit(1),
    latestProof(order.id),
  ]);
  const reserved = canPayNow(order, now);
  const transfer = awaitsTransfer(order);
  return {
    method: order.paymentMethod,
    nothingToPay: order.totalAmountKobo === 0,
    status: order.paymentStatus,
    reserved,
    dueAt: order.paymentStatus === 'pending' && order.status !== 'cancelled' ? order.paymentDueAt : null,
    balanceKobo: balanceKobo(order.totalAmountKobo, sums),
    nextKobo: amountDue(order, sums)?.nextKobo ?? 0,
    deposit:
      order.depositKobo === null
        ? null
        : { depositKobo: order.depositKobo, balanceKobo: order.totalAmountKobo - order.depositKobo, balanceDueAt: order.balanceDueAt },
    cancelReason: order.cancelReason,
    payNow: payableOnline(order, settings.paystackEnabled && paystackConfigured(), now),
    lastAttempt: attempt?.status ?? null,
    bank: transfer && (order.paymentStatus !== 'deposit_paid' || settings.bankTransferEnabled) ? bankDetailsOf(settings) : null,
    proof: proof ?? null,
    canSendProof: transfer && !proofSettled(proof, order) && proofAccepted(order, proof, now) && (order.paymentStatus !== 'deposit_paid' || settings.bankTransferEnabled),
  };
}

/**
 * The newest proof already did its work: confirmed, and (on a deposit order) for the step that
 * is now paid. The deposit's confirmed proof does not stop the balance's.
 */
function proofSettled(proof: TransferProof | undefined, order: Pick<OrderForPayment, 'paymentStatus' | 'depositKobo'>) {
  if (proof?.status !== 'succeeded') return false;
  return !(order.depositKobo !== null && order.paymentStatus === 'deposit_paid' && proof.amountKobo <= order.depositKobo);
}

/** Said of a confirmed transfer an admin reversed: the shopper may send proof again. */
const REVERSED_PROOF = 'We could not confirm this payment after all.';

/**
 * The newest proof of transfer sent for the order. One whose confirmation an admin reversed
 * reads as not accepted, so the shopper is asked for it again.
 */
export async function latestProof(orderId: string): Promise<TransferProof | undefined> {
  const reversals = alias(payments, 'reversals');
  const [row] = await db
    .select({
      paymentId: payments.id,
      status: payments.status,
      reason: payments.reason,
      contentType: payments.proofContentType,
      uploadedAt: payments.updatedAt,
      amountKobo: payments.amountKobo,
      reversalId: reversals.id,
    })
    .from(payments)
    .leftJoin(reversals, eq(reversals.reversesPaymentId, payments.id))
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'bank_transfer'), isNotNull(payments.proofKey)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!row) return undefined;
  const { reversalId, ...proof } = row;
  return reversalId ? { ...proof, status: 'failed', reason: REVERSED_PROOF } : proof;
}
