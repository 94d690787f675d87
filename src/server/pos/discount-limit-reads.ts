import 'server-only';
import { requirePermission } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { staffDiscountLimits } from '@/server/db/schema';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff-roles';

export type DiscountLimit = { role: StaffRole; maxPercent: number };

/** The manual-discount limit of every role, for the Staff screen; a role the owner never set gives 0 %. */
export async function discountLimits(): Promise<DiscountLimit[]> {
  await requirePermission('staff.manage');
  const rows = await db.select({ role: staffDiscountLimits.role, maxPercent: staffDiscountLimits.maxPercent }).from(staffDiscountLimits);
  const set = new Map(rows.map((row) => [row.role, row.maxPercent]));
  return STAFF_ROLES.map((role) => ({ role, maxPercent: set.get(role) ?? 0 }));
}
