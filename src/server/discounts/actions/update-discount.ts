'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { discountCodes } from '@/server/db/schema';
import { updateDiscountSchema, type DiscountRefusal } from '@/lib/schemas/discount';
import { auditDiscount, discountColumns, lockDiscount, pieceLimits, refuseTakenCode, withCodeUnique, type SavedDiscount } from './discount-writes';

/**
 * Changes a discount code. Its uses and the money it gave away stay as they are: orders placed
 * with it keep the saving they got; the change applies to the next checkouts.
 */
export const updateDiscountAction = defineAction<typeof updateDiscountSchema, SessionUser, SavedDiscount, DiscountRefusal>(
  { name: 'updateDiscount', schema: updateDiscountSchema, authorize: permitted('discounts.manage'), fallbackError: 'Failed to update discount code.' },
  async ({ id, ...values }) =>
    withCodeUnique(values.code, () =>
      db.transaction(async (tx) => {
        const before = await lockDiscount(tx, id);
        await refuseTakenCode(tx, values.code, id);
        const [after] = await tx
          .update(discountCodes)
          .set({ ...discountColumns(values, await pieceLimits(tx, values)), updatedAt: new Date() })
          .where(eq(discountCodes.id, id))
          .returning();
        await auditDiscount(tx, 'update', before, after!);
        return { id, code: after!.code };
      }),
    ),
);
