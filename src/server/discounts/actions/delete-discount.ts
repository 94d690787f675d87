'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { ActionError } from '@/server/action-error';
import { db } from '@/server/db/client';
import { discountCodes, discountRedemptions } from '@/server/db/schema';
import { DISCOUNT_IN_USE, deleteDiscountSchema } from '@/lib/schemas/discount';
import { auditDiscount, lockDiscount } from './discount-writes';

/** Deletes a code no order has used; a used one is kept (its orders name it) and may be switched off. */
export const deleteDiscountAction = defineAction<typeof deleteDiscountSchema, SessionUser, { id: string }>(
  { name: 'deleteDiscount', schema: deleteDiscountSchema, authorize: permitted('discounts.manage'), fallbackError: 'Failed to delete discount code.' },
  async ({ id }) =>
    db.transaction(async (tx) => {
      // Locked: an order counting a use now waits, and then finds no code (it is refused, not lost).
      const before = await lockDiscount(tx, id);
      const [used] = await tx.select({ id: discountRedemptions.id }).from(discountRedemptions).where(eq(discountRedemptions.discountId, id)).limit(1);
      if (used || before.usesCount > 0) throw new ActionError(DISCOUNT_IN_USE);
      await tx.delete(discountCodes).where(eq(discountCodes.id, id));
      await auditDiscount(tx, 'delete', before, null);
      return { id };
    }),
);
