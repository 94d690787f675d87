'use server';
import { defineAction } from '@/server/action';
import { requireAdmin, type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { refunds } from '@/server/db/schema';
import { refundFormSchema, type RefundFieldRefusal } from '@/lib/schemas/refund';
import { changeRefund } from '../refund-ledger';

export type SavedRefund = { id: string };

/**
 * Records a refund against an order, within what is left to refund on it. processed_by is
 * the signed-in admin (spec section 6), whatever the browser sends.
 */
export const createRefundAction = defineAction<typeof refundFormSchema, SessionUser, SavedRefund, RefundFieldRefusal>(
  { name: 'createRefund', schema: refundFormSchema, authorize: requireAdmin, fallbackError: 'Failed to save refund' },
  async (input, admin) =>
    db.transaction((tx) =>
      changeRefund(tx, { refundId: null, before: null, after: { orderId: input.orderId, amountKobo: input.amount, status: input.status } }, async () => {
        const [row] = await tx
          .insert(refunds)
          .values({
            orderId: input.orderId,
            amountKobo: input.amount,
            reason: input.reason,
            status: input.status,
            notes: input.notes,
            processedBy: admin.id,
          })
          .returning({ id: refunds.id });
        return row as SavedRefund;
      }),
    ),
);
