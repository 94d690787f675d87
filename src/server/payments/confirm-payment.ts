import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import { countOrderForCustomer, lockOrder, takeStock, type LockedOrder } from '@/server/orders/order-stock';
import type { PaymentMethod } from '@/lib/constants';
import { formatNaira } from '@/lib/money';
import { amountDue, ledgerSums, updateDerivedPaymentStatus, type AmountDue } from './ledger';
import { queuePaymentMail } from './payment-mails';
import { recordPaymentSettled } from './payment-audit';
import type { ConfirmOutcome } from './confirm-outcome';
import { quoteMovedOn } from '@/server/orders/quote-ordered';
import { draftSentAgain } from '@/server/orders/draft-sent-again';

// The one step through which money becomes "received" (docs/decisions/0013-payments-ledger.md): the
// Paystack return page, its webhook, the re-check before a reservation ends, and an admin
// confirming a transfer or recording cash all call confirmPayment. It locks the order row, so
// two of them for the same order queue one after the other, and it is idempotent: a payment
// already settled (by its row, its provider reference or the provider's event id) changes
// nothing the second time. Money recorded is written in the activity log with it, by whoever
// confirmed it: the admin's action, or the shop itself for Paystack's word (src/server/payments/payment-audit.ts).

export type MoneyReceived = {
  orderId: string;
  method: PaymentMethod;
  /** The payment row being settled (a transfer's proof, a Paystack attempt); else found or made. */
  paymentId?: string;
  /** Paystack: our reference for the attempt. */
  providerReference?: string;
  /** Paystack: its transaction id; the same id twice is the same money. */
  providerEventId?: string;
  amountKobo: number;
  currency: string;
  channel?: string | null;
  /** The admin who confirmed it; none for the provider's word. */
  confirmedBy?: string;
  /**
   * Provider money must equal what is due, exactly (anything else is held for review). An admin
   * recording cash or POS may record part of the balance.
   */
  partialAllowed?: boolean;
};

const LATE_NO_STOCK = 'Arrived after the order was cancelled, and its stock is gone: refund it.';
const LATE_QUOTE_MOVED_ON = 'Arrived after the order was cancelled, and its quote was sent again since: refund it.';
const LATE_DRAFT_SENT_AGAIN = 'Arrived after the order was cancelled, and this customer was sent another draft order since: refund it.';

export type { ConfirmOutcome };

export type ConfirmResult = { outcome: ConfirmOutcome; paymentId: string; orderNumber: string; reason?: string };

async function findPayment(tx: Transaction, money: MoneyReceived) {
  const where = money.paymentId
    ? eq(payments.id, money.paymentId)
    : money.providerReference
      ? and(eq(payments.method, money.method), eq(payments.providerReference, money.providerReference))
      : undefined;
  if (!where) return null;
  const [row] = await tx.select().from(payments).where(where).for('update');
  return row ?? null;
}

async function eventAlreadyRecorded(tx: Transaction, money: MoneyReceived) {
  if (!money.providerEventId) return null;
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.method, money.method), eq(payments.providerEventId, money.providerEventId)));
  return row ?? null;
}

/**
 * Why money cannot count as paid, or null when it can. Provider money must be exactly a step
 * due: the deposit, the balance, or the whole remainder (docs/decisions/0035-deposits-and-balances.md).
 */
function reviewReason(money: MoneyReceived, due: AmountDue | null): string | null {
  if (money.currency !== 'NGN') return `Paid in ${money.currency}, not NGN.`;
  if (!due) return `The order was already paid; this ${formatNaira(money.amountKobo)} was paid again.`;
  const remainder = Math.max(...due.acceptedKobo);
  if (money.partialAllowed) {
    return money.amountKobo > remainder ? `${formatNaira(money.amountKobo)} is more than the ${formatNaira(remainder)} due.` : null;
  }
  if (due.acceptedKobo.includes(money.amountKobo)) return null;
  const expected = due.acceptedKobo.length > 1 ? `${formatNaira(due.nextKobo)} (the deposit) or ${formatNaira(remainder)} was due` : `${formatNaira(due.nextKobo)} was due`;
  return `Paid ${formatNaira(money.amountKobo)}, but ${expected}.`;
}

/** The money's reference is on another order's ledger (a retyped slip, or two sales at once). */
export class PaymentOfAnotherOrder extends ActionError {
  constructor() {
    super('That payment belongs to another order.');
  }
}

export async function confirmPayment(money: MoneyReceived, database: { transaction: typeof db.transaction } = db): Promise<ConfirmResult> {
  if (!Number.isSafeInteger(money.amountKobo) || money.amountKobo <= 0) throw new ActionError('Enter an amount above zero.');
  return database.transaction(async (tx) => {
    const order = await lockOrder(tx, money.orderId);
    if (!order) throw new ActionError('This order no longer exists.');

    const existing = await findPayment(tx, money);
    if (existing && existing.orderId !== order.id) throw new PaymentOfAnotherOrder();
    const eventRow = await eventAlreadyRecorded(tx, money);
    if ((existing && (existing.status === 'succeeded' || existing.status === 'needs_review')) || (eventRow && eventRow.id !== existing?.id)) {
      return { outcome: 'duplicate', paymentId: existing?.id ?? eventRow!.id, orderNumber: order.orderNumber };
    }

    const sums = await ledgerSums(tx, order.id);
    const reason = reviewReason(money, amountDue(order, sums));
    let outcome: Exclude<ConfirmOutcome, 'duplicate'> = reason ? 'needs_review' : 'paid';
    let late = false;
    let refundReason = LATE_NO_STOCK;
    if (!reason && order.status === 'cancelled') {
      late = true;
      if (!order.cancelReason) outcome = 'refund_due';
      else if (await quoteMovedOn(tx, order.id)) [outcome, refundReason] = ['refund_due', LATE_QUOTE_MOVED_ON];
      else if (await draftSentAgain(tx, order.id)) [outcome, refundReason] = ['refund_due', LATE_DRAFT_SENT_AGAIN];
      else outcome = await reopenIfStockAllows(tx, order);
    }

    const settled = {
      orderId: order.id,
      method: money.method,
      providerReference: money.providerReference ?? existing?.providerReference ?? null,
      providerEventId: money.providerEventId ?? null,
      amountKobo: money.amountKobo,
      currency: money.currency,
      status: reason ? ('needs_review' as const) : ('succeeded' as const),
      reason: reason ?? (outcome === 'refund_due' ? refundReason : null),
      channel: money.channel ?? existing?.channel ?? null,
      arrivedLate: late,
      confirmedBy: money.confirmedBy ?? null,
      paidAt: new Date(),
    };
    const [row] = existing
      ? await tx.update(payments).set(settled).where(eq(payments.id, existing.id)).returning({ id: payments.id })
      : await tx.insert(payments).values(settled).returning({ id: payments.id });
    if (!row) throw new Error('The payment row was not written');

    const paymentStatus = await updateDerivedPaymentStatus(tx, order, { moneyIn: settled.status === 'succeeded' });
    await queuePaymentMail(tx, row.id, outcome);
    await recordPaymentSettled(tx, order, {
      money,
      outcome,
      paymentId: row.id,
      reason: settled.reason,
      paymentStatus,
      status: outcome === 'reopened' ? 'pending' : order.status,
    });
    return { outcome, paymentId: row.id, orderNumber: order.orderNumber, reason: settled.reason ?? undefined };
  });
}

/**
 * Money for an order the shop cancelled because it was not paid in time (and, when placed from a
 * quote, still the one its quote names; from a draft, its customer not sent another since): the order lives again when every item is still in stock
 * (taken in a savepoint, so a shortfall leaves nothing half taken); otherwise it stays cancelled
 * and the money is flagged for a refund.
 */
async function reopenIfStockAllows(tx: Transaction, order: LockedOrder): Promise<'reopened' | 'refund_due'> {
  try {
    await tx.transaction((savepoint) => takeStock(savepoint, order.id));
  } catch (error) {
    if (error instanceof ActionError) return 'refund_due';
    throw error;
  }
  await countOrderForCustomer(tx, order, 1);
  await tx.update(orders).set({ status: 'pending', cancelReason: null }).where(eq(orders.id, order.id));
  return 'reopened';
}

/** A Paystack attempt that the provider says failed or was abandoned; settled rows are left alone. */
export async function markPaymentFailed(paymentId: string, reason: string, database: { update: typeof db.update } = db) {
  await database
    .update(payments)
    .set({ status: 'failed', reason })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}
