'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { refunds } from '@/server/db/schema';
import { refuseDeletingPaystackRefund } from '@/server/payments/paystack/refund-payout';
import { deleteRefundSchema } from '@/lib/schemas/refund';
import { changeRefund } from '../refund-ledger';
import { recordRefundChange, refundAuditFields } from '../refund-audit';
import { lockUnchangedRefund, readRefund } from '../refund-rows';

/**
 * Deletes a refund; a processed one gives its amount back to the customer's total spent. One
 * that went back through Paystack stays (src/server/payments/paystack/refund-payout.ts).
 */
export const deleteRefundAction = defineAction<typeof deleteRefundSchema, SessionUser, { id: string }>(
  { name: 'deleteRefund', schema: deleteRefundSchema, authorize: permitted('refunds.update'), fallbackError: 'Failed to delete refund' },
  async ({ id }) =>
    db.transaction(async (tx) => {
      const before = await readRefund(tx, id);
      refuseDeletingPaystackRefund(before);
      return changeRefund(tx, { refundId: id, before, after: null }, async () => {
        await lockUnchangedRefund(tx, id, before);
        const was = await refundAuditFields(tx, id);
        await tx.delete(refunds).where(eq(refunds.id, id));
        await recordRefundChange(tx, id, was, null);
        return { id };
      });
    }),
);
