import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { userRoles } from '@/server/db/schema';
import type { StaffRole } from '@/lib/staff-roles';

/** The account's staff role (a user_roles row; see src/server/auth/admins.ts), or null for a shopper. */
export async function staffRoleOf(userId: string): Promise<StaffRole | null> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  return row?.role ?? null;
}

/** Whether the account holds any staff role. */
export async function isAdmin(userId: string) {
  return (await staffRoleOf(userId)) !== null;
}
