'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { discountCodes } from '@/server/db/schema';
import { discountFormSchema, type DiscountRefusal } from '@/lib/schemas/discount';
import { auditDiscount, discountColumns, pieceLimits, refuseTakenCode, withCodeUnique, type SavedDiscount } from './discount-writes';

/** Adds a discount code (docs/product.md, "Discount codes"); a code another one has in any case is refused at the field. */
export const createDiscountAction = defineAction<typeof discountFormSchema, SessionUser, SavedDiscount, DiscountRefusal>(
  { name: 'createDiscount', schema: discountFormSchema, authorize: permitted('discounts.manage'), fallbackError: 'Failed to create discount code.' },
  async (values) =>
    withCodeUnique(values.code, () =>
      db.transaction(async (tx) => {
        await refuseTakenCode(tx, values.code, null);
        const [row] = await tx.insert(discountCodes).values(discountColumns(values, await pieceLimits(tx, values))).returning();
        await auditDiscount(tx, 'create', null, row!);
        return { id: row!.id, code: row!.code };
      }),
    ),
);
