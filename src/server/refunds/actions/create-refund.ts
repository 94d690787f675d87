'use server';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db, type Transaction } from '@/server/db/client';
import { refunds } from '@/server/db/schema';
import { planRefundPayout, shareAttempt } from '@/server/payments/paystack/refund-payout';
import { createRefundSchema, type RefundFieldRefusal } from '@/lib/schemas/refund';
import { changeRefund, lockRefundOrders, refuse } from '../refund-ledger';
import { recordRefundChange } from '../refund-audit';
import { splitRefund, type RefundShare } from '../refund-shares';

/** `sentToPaystack`: the money (or a share of it) went back through Paystack and waits for its confirmation. */
export type SavedRefund = { id: string; sentToPaystack: boolean };

/** A new refund: its first row's id, and every row when it was split across the order's payments. */
export type CreatedRefund = SavedRefund & { ids: string[] };

/** The rows an earlier create with this key made: the same create sent again gets them back. */
async function createdBefore(tx: Transaction, idempotencyKey: string): Promise<CreatedRefund | null> {
  const rows = await tx
    .select({ id: refunds.id, paystackRefundId: refunds.paystackRefundId })
    .from(refunds)
    .where(eq(refunds.idempotencyKey, idempotencyKey))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  if (rows.length === 0) return null;
  return { id: rows[0]!.id, ids: rows.map((row) => row.id), sentToPaystack: rows.some((row) => row.paystackRefundId !== null) };
}

/**
 * Records a refund against an order, within the money received on it less its other refunds
 * (src/server/refunds/refund-ledger.ts), split across the order's payments, one row per payment it
 * comes back from (src/server/refunds/refund-shares.ts): a processed share of a Paystack payment is
 * sent to Paystack against that payment (src/server/payments/paystack/refund-payout.ts), any other
 * share is saved as it is. A rejected refund gives nothing back and is one row of no payment.
 * processed_by is the signed-in admin (docs/product.md section 6), whatever the browser sends. The
 * form's idempotency key makes a create sent again (a double click, a lost answer) return what the
 * first made; two at once are counted one after the other under the order's lock.
 */
export const createRefundAction = defineAction<typeof createRefundSchema, SessionUser, CreatedRefund, RefundFieldRefusal>(
  { name: 'createRefund', schema: createRefundSchema, authorize: permitted('refunds.create'), fallbackError: 'Failed to save refund' },
  async (input, admin) =>
    db.transaction(async (tx) => {
      const order = (await lockRefundOrders(tx, [input.orderId])).get(input.orderId);
      if (!order) throw refuse('That order no longer exists. Choose another order.', 'orderId');
      const earlier = await createdBefore(tx, input.idempotencyKey);
      if (earlier) return earlier;

      const shares: (RefundShare | { payment: null; amountKobo: number })[] =
        input.status === 'rejected' ? [{ payment: null, amountKobo: input.amount }] : await splitRefund(tx, order, input.amount);
      const saved: { id: string; sentToPaystack: boolean }[] = [];
      for (const { payment, amountKobo } of shares) {
        const id = randomUUID();
        const payout = planRefundPayout({
          before: null,
          after: { orderId: order.id, amountKobo, status: input.status },
          payment,
          attempt: shareAttempt(input.idempotencyKey, payment?.paymentId ?? id),
          note: input.reason,
        });
        saved.push(
          await changeRefund(tx, { refundId: null, before: null, after: payout.after }, async () => {
            const paystack = await payout.send();
            const fields = { orderId: order.id, amountKobo, reason: input.reason, status: payout.after.status, notes: input.notes };
            await tx.insert(refunds).values({
              id,
              ...fields,
              paymentId: payment?.paymentId ?? null,
              idempotencyKey: input.idempotencyKey,
              processedBy: admin.id,
              ...paystack,
            });
            await recordRefundChange(tx, id, null, fields);
            return { id, sentToPaystack: paystack !== null };
          }),
        );
      }
      return { id: saved[0]!.id, ids: saved.map((row) => row.id), sentToPaystack: saved.some((row) => row.sentToPaystack) };
    }),
);
