import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { userRoles } from '@/server/db/schema';

/** Whether the account has the admin role (a user_roles row; see src/server/auth/admins.ts). */
export async function isAdmin(userId: string) {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return rows.length > 0;
}
