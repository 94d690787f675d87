import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { twoFactors, users } from '@/server/db/schema';

/**
 * Whether the user's second factor is on. Better Auth sets two_factor_enabled only once a
 * TOTP code has been verified (docs/product.md: enrolled, then challenged, then verified); a factor
 * that was enrolled but never verified does not count and is not asked for at sign-in.
 */
export async function isTwoFactorEnabled(userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: users.twoFactorEnabled, verified: twoFactors.verified })
    .from(users)
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
    .where(and(eq(users.id, userId)))
    .limit(1);
  return Boolean(row?.enabled && row.verified);
}
