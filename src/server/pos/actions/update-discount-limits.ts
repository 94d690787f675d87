'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { type StaffUser } from '@/server/request-context';
import { db } from '@/server/db/client';
import { staffDiscountLimits } from '@/server/db/schema';
import { discountLimitsSchema } from '@/lib/schemas/showroom-sale';
import { recordAudit } from '@/server/audit/record-audit';
import { sql } from 'drizzle-orm';

/** The owner sets how much each role may take off a showroom sale by hand, in percent. */
export const updateDiscountLimitsAction = defineAction<typeof discountLimitsSchema, StaffUser, { saved: number }>(
  { name: 'updateDiscountLimits', schema: discountLimitsSchema, authorize: permitted('staff.manage'), fallbackError: 'Failed to save the discount limits.' },
  async ({ limits }, owner) =>
    db.transaction(async (tx) => {
      const before = await tx.select({ role: staffDiscountLimits.role, maxPercent: staffDiscountLimits.maxPercent }).from(staffDiscountLimits);
      await tx
        .insert(staffDiscountLimits)
        .values(limits.map((limit) => ({ ...limit, updatedBy: owner.id })))
        .onConflictDoUpdate({ target: staffDiscountLimits.role, set: { maxPercent: sql`excluded.max_percent`, updatedBy: owner.id, updatedAt: new Date() } });
      const asRecord = (rows: readonly { role: string; maxPercent: number }[]) => Object.fromEntries(rows.map((row) => [row.role, row.maxPercent]));
      await recordAudit(tx, { entityType: 'settings', entityId: 'discount_limits', label: 'Showroom discount limits', action: 'update', before: asRecord(before), after: { ...asRecord(before), ...asRecord(limits) } });
      return { saved: limits.length };
    }),
);
