'use server';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db, type Transaction } from '@/server/db/client';
import { refunds } from '@/server/db/schema';
import { PaystackRefundFailed, planRefundPayout, shareAttempt } from '@/server/payments/paystack/refund-payout';
import { createRefundSchema, type RefundFieldRefusal } from '@/lib/schemas/refund';
import { changeRefund, lockRefundOrders, refuse } from '../refund-ledger';
import { recordRefundChange } from '../refund-audit';
import { splitRefund, type RefundShare } from '../refund-shares';
import { partlyRefunded } from '../partial-refund';
import { payoutColumns } from '../refund-payout-record';

/** `sentToPaystack`: the money (or a share of it) went back through Paystack and waits for its confirmation. */
export type SavedRefund = { id: string; sentToPaystack: boolean };

/** A new refund: its first row's id, and every row when it was split across the order's payments. */
export type CreatedRefund = SavedRefund & { ids: string[] };

type SavedShare = { id: string; amountKobo: number; sentToPaystack: boolean };

/** The rows an earlier create with this key made: the same create sent again gets them back, or sends what they left. */
async function createdBefore(tx: Transaction, idempotencyKey: string): Promise<SavedShare[]> {
  const rows = await tx
    .select({ id: refunds.id, amountKobo: refunds.amountKobo, paystackRefundId: refunds.paystackRefundId })
    .from(refunds)
    .where(eq(refunds.idempotencyKey, idempotencyKey))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map((row) => ({ id: row.id, amountKobo: row.amountKobo, sentToPaystack: row.paystackRefundId !== null }));
}

const created = (rows: readonly SavedShare[]): CreatedRefund => ({ id: rows[0]!.id, ids: rows.map((row) => row.id), sentToPaystack: rows.some((row) => row.sentToPaystack) });

/**
 * Records a refund against an order, within the money received on it less its other refunds
 * (src/server/refunds/refund-ledger.ts), split across the order's payments, one row per payment it
 * comes back from (src/server/refunds/refund-shares.ts): a processed share of a Paystack payment is
 * sent to Paystack against that payment (src/server/payments/paystack/refund-payout.ts), any other
 * share is saved as it is. A rejected refund gives nothing back and is one row of no payment.
 * processed_by is the signed-in admin (docs/product.md section 6), whatever the browser sends. The
 * form's idempotency key makes a create sent again (a double click, a lost answer) return what the
 * first made; two at once are counted one after the other under the order's lock. When Paystack
 * refuses a later share, the shares already gone back stay recorded and the admin is told what went
 * and what did not (src/server/refunds/partial-refund.ts); the same create sent again sends the rest.
 */
export const createRefundAction = defineAction<typeof createRefundSchema, SessionUser, CreatedRefund, RefundFieldRefusal>(
  { name: 'createRefund', schema: createRefundSchema, authorize: permitted('refunds.create'), fallbackError: 'Failed to save refund' },
  async (input, admin) => {
    const outcome = await db.transaction(async (tx) => {
      const order = (await lockRefundOrders(tx, [input.orderId])).get(input.orderId);
      if (!order) throw refuse('That order no longer exists. Choose another order.', 'orderId');
      const saved = await createdBefore(tx, input.idempotencyKey);
      const leftKobo = input.amount - saved.reduce((sum, row) => sum + row.amountKobo, 0);
      if (saved.length > 0 && (leftKobo <= 0 || input.status === 'rejected')) return { saved, stopped: null };

      const shares: (RefundShare | { payment: null; amountKobo: number })[] =
        input.status === 'rejected' ? [{ payment: null, amountKobo: input.amount }] : await splitRefund(tx, order, leftKobo);
      const recorded: RefundShare[] = [];
      for (const share of shares) {
        try {
          saved.push(await saveShare(tx, input, admin, order.id, share));
        } catch (error) {
          // Shares already recorded, now or by a first save, went back (or were given by hand): keep them, report the rest.
          if (!(error instanceof PaystackRefundFailed) || saved.length === 0 || !share.payment) throw error;
          return { saved, stopped: partlyRefunded({ earlierKobo: input.amount - leftKobo, recorded }, share, error, leftKobo - sumOf(recorded)) };
        }
        if (share.payment) recorded.push(share);
      }
      return { saved, stopped: null };
    });
    if (outcome.stopped) throw outcome.stopped;
    return created(outcome.saved);
  },
);

const sumOf = (shares: readonly RefundShare[]) => shares.reduce((sum, share) => sum + share.amountKobo, 0);

/** One share's row, sent to Paystack first when it goes back through Paystack. */
async function saveShare(
  tx: Transaction,
  input: z.output<typeof createRefundSchema>,
  admin: SessionUser,
  orderId: string,
  { payment, amountKobo }: RefundShare | { payment: null; amountKobo: number },
): Promise<SavedShare> {
  const id = randomUUID();
  const payout = planRefundPayout({
    before: null,
    after: { orderId, amountKobo, status: input.status },
    payment,
    attempt: shareAttempt(input.idempotencyKey, payment?.paymentId ?? id),
    note: input.reason,
  });
  return changeRefund(tx, { refundId: null, before: null, after: payout.after }, async () => {
    // How and where it went back is checked before Paystack is asked to send anything.
    const paidBack = await payoutColumns(tx, { status: payout.after.status, viaPaystack: payout.viaPaystack, paymentId: payment?.paymentId ?? null }, input, null);
    const paystack = await payout.send();
    const fields = { orderId, amountKobo, reason: input.reason, status: payout.after.status, notes: input.notes };
    await tx.insert(refunds).values({ id, ...fields, ...paidBack, paymentId: payment?.paymentId ?? null, idempotencyKey: input.idempotencyKey, processedBy: admin.id, ...paystack });
    await recordRefundChange(tx, id, null, fields);
    return { id, amountKobo, sentToPaystack: paystack !== null };
  });
}
