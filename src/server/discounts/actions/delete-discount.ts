'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { ActionError } from '@/server/action-error';
import { db } from '@/server/db/client';
import { discountCodes, orders } from '@/server/db/schema';
import { DISCOUNT_IN_USE, deleteDiscountSchema } from '@/lib/schemas/discount';
import { auditDiscount, lockDiscount } from './discount-writes';

/** Deletes a code no order was placed with; a used one is kept (its orders name it) and may be switched off. */
export const deleteDiscountAction = defineAction<typeof deleteDiscountSchema, SessionUser, { id: string }>(
  { name: 'deleteDiscount', schema: deleteDiscountSchema, authorize: permitted('discounts.manage'), fallbackError: 'Failed to delete discount code.' },
  async ({ id }) =>
    db.transaction(async (tx) => {
      // Locked: an order counting a use now waits, and then finds no code (it is refused, not lost).
      const before = await lockDiscount(tx, id);
      // An order placed with it names it, even one cancelled since (its use given back).
      const [named] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.discountId, id)).limit(1);
      if (named || before.usesCount > 0) throw new ActionError(DISCOUNT_IN_USE);
      await tx.delete(discountCodes).where(eq(discountCodes.id, id));
      await auditDiscount(tx, 'delete', before, null);
      return { id };
    }),
);
