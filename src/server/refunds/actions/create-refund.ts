'use server';
import { randomUUID } from 'node:crypto';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { refunds } from '@/server/db/schema';
import { planRefundPayout } from '@/server/payments/paystack/refund-payout';
import { refundFormSchema, type RefundFieldRefusal } from '@/lib/schemas/refund';
import { changeRefund } from '../refund-ledger';
import { recordRefundChange } from '../refund-audit';

/** `sentToPaystack`: the money went back through Paystack and the refund waits for its confirmation. */
export type SavedRefund = { id: string; sentToPaystack: boolean };

/**
 * Records a refund against an order, within the money received on it less its other refunds
 * (src/server/refunds/refund-ledger.ts). processed_by is
 * the signed-in admin (docs/product.md section 6), whatever the browser sends. A processed refund of an
 * order paid through Paystack is sent to Paystack (src/server/payments/paystack/refund-payout.ts).
 */
export const createRefundAction = defineAction<typeof refundFormSchema, SessionUser, SavedRefund, RefundFieldRefusal>(
  { name: 'createRefund', schema: refundFormSchema, authorize: permitted('refunds.create'), fallbackError: 'Failed to save refund' },
  async (input, admin) =>
    db.transaction(async (tx) => {
      // The row's id is made first: Paystack's idempotency key names it (refund-payout.ts).
      const id = randomUUID();
      const requested = { orderId: input.orderId, amountKobo: input.amount, status: input.status };
      const payout = await planRefundPayout(tx, { refundId: id, before: null, after: requested, note: input.reason });
      return changeRefund(tx, { refundId: null, before: null, after: payout.after }, async () => {
        const paystack = await payout.send();
        const saved = { orderId: input.orderId, amountKobo: input.amount, reason: input.reason, status: payout.after.status, notes: input.notes };
        const [row] = await tx
          .insert(refunds)
          .values({ id, ...saved, processedBy: admin.id, ...paystack })
          .returning({ id: refunds.id });
        await recordRefundChange(tx, id, null, saved);
        return { id: row!.id, sentToPaystack: paystack !== null };
      });
    }),
);
