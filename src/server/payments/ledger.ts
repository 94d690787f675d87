import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { orders, payments, refunds } from '@/server/db/schema';
import type { PaymentStatus } from '@/lib/constants';
import { recordStage } from '@/server/orders/stages/record-stage';
import { markQuoteOrdered } from '@/server/orders/quote-ordered';
import { orderMoneyChanged } from '@/server/orders/order-events';

// An order's ledger (docs/decisions/0013-payments-ledger.md): what was received (succeeded
// payments, less the negative rows that reverse them) and what went back (processed refunds).
// The order's payment_status is derived from these two sums and written only here
// (updateDerivedPaymentStatus): checkout, webhooks, admins and the refund rules all call it
// (docs/decisions/0044-refunds-capped-by-money-received.md).

export type LedgerSums = { receivedKobo: number; refundedKobo: number };

export async function ledgerSums(database: Database | Transaction, orderId: string): Promise<LedgerSums> {
  const [received] = await database
    .select({ kobo: sql<string>`coalesce(sum(${payments.amountKobo}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  const [refunded] = await database
    .select({ kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')));
  return { receivedKobo: Number(received?.kobo ?? 0), refundedKobo: Number(refunded?.kobo ?? 0) };
}

type LedgerEntry = { status: string; amountKobo: number };

/** ledgerSums over rows already read (the admin's order details), by the same rule. */
export function sumLedger(paymentRows: LedgerEntry[], refundRows: LedgerEntry[]): LedgerSums {
  const total = (rows: LedgerEntry[], status: string) => rows.reduce((sum, row) => (row.status === status ? sum + row.amountKobo : sum), 0);
  return { receivedKobo: total(paymentRows, 'succeeded'), refundedKobo: total(refundRows, 'processed') };
}

/**
 * Refunded once processed refunds give back all the money received (a refund never exceeds it,
 * src/server/refunds/refund-ledger.ts); paid once received money covers the total; deposit paid
 * once it covers the deposit the shopper chose (docs/decisions/0035-deposits-and-balances.md);
 * otherwise still pending. A failed attempt leaves the order pending: the shopper may pay again.
 */
export function derivePaymentStatus(totalKobo: number, sums: LedgerSums, depositKobo: number | null = null): PaymentStatus {
  if (sums.refundedKobo > 0 && sums.refundedKobo >= sums.receivedKobo) return 'refunded';
  if (sums.receivedKobo >= totalKobo) return 'paid';
  if (depositKobo !== null && sums.receivedKobo >= depositKobo) return 'deposit_paid';
  return 'pending';
}

/** What is still owed on the order: the total less money received (never below zero). */
export function balanceKobo(totalKobo: number, sums: LedgerSums) {
  return Math.max(0, totalKobo - sums.receivedKobo);
}

export type AmountDue = {
  /** What the next payment is for: the deposit, or the balance (the whole total when no deposit was chosen). */
  step: 'deposit' | 'balance';
  /** What the shop asks for now (a Paystack attempt, the transfer details). */
  nextKobo: number;
  /** The amounts that count as paid when they arrive: the step due, or the whole remainder. */
  acceptedKobo: number[];
};

/**
 * The payment the order waits for (docs/decisions/0035-deposits-and-balances.md): while the
 * deposit is not in, the deposit (or the whole remainder, paid at once); after it, the balance.
 * Null once nothing is owed.
 */
export function amountDue(order: { totalAmountKobo: number; depositKobo: number | null }, sums: LedgerSums): AmountDue | null {
  const remainder = balanceKobo(order.totalAmountKobo, sums);
  if (remainder === 0) return null;
  if (order.depositKobo !== null && sums.receivedKobo < order.depositKobo) {
    const deposit = order.depositKobo - sums.receivedKobo;
    return { step: 'deposit', nextKobo: deposit, acceptedKobo: [deposit, remainder] };
  }
  return { step: 'balance', nextKobo: remainder, acceptedKobo: [remainder] };
}

/**
 * Writes the order's payment_status as its ledger now says, inside the transaction that changed
 * the ledger (the order row already locked). Paid or deposit paid, the order stops having a due
 * time (its stock is held with no expiry), and an order not yet confirmed reaches the Confirmed
 * stage. `moneyIn`: money was received by this change (not a refund or reversal), so the order may be
 * invoiced to MBS if it is not yet (the order's event, src/server/orders/order-events.ts). Returns the status.
 */
export async function updateDerivedPaymentStatus(tx: Transaction, order: { id: string; totalAmountKobo: number }, { moneyIn = false } = {}): Promise<PaymentStatus> {
  const [row] = await tx
    .select({ depositKobo: orders.depositKobo, stage: orders.stage, status: orders.status, quoteId: orders.quoteId })
    .from(orders)
    .where(eq(orders.id, order.id));
  const paymentStatus = derivePaymentStatus(order.totalAmountKobo, await ledgerSums(tx, order.id), row?.depositKobo ?? null);
  const secured = paymentStatus === 'paid' || paymentStatus === 'deposit_paid';
  await tx
    .update(orders)
    .set({ paymentStatus, ...(secured ? { paymentDueAt: null } : {}) })
    .where(eq(orders.id, order.id));
  if (secured && row && row.stage === null && row.status !== 'cancelled') await recordStage(tx, { orderId: order.id, stage: 'confirmed' });
  // An order placed by accepting a quote: the quote is now ordered (docs/product.md, "Quotes for custom pieces").
  if (secured && row?.quoteId) await markQuoteOrdered(tx, row.quoteId, order.id);
  await orderMoneyChanged(tx, order.id, { sale: moneyIn });
  return paymentStatus;
}
