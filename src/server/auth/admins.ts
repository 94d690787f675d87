import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { userRoles, users } from '@/server/db/schema';
import { getAuth } from './auth';

/**
 * Makes sure `email` is an admin whose password is `password`: creates the account, or
 * promotes the existing one and sets its password. Used by `npm run admin:create` and by
 * ADMIN_EMAIL / ADMIN_PASSWORD at start-up.
 */
export async function ensureAdmin(email: string, password: string, name = 'Shop Admin') {
  const auth = getAuth();
  const context = await auth.$context;
  const normalizedEmail = email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, normalizedEmail)).limit(1);

  let userId: string;
  let created = false;
  if (existing) {
    userId = existing.id;
    const hash = await context.password.hash(password);
    const credential = (await context.internalAdapter.findAccounts(userId)).find((a) => a.providerId === 'credential');
    if (credential) {
      await context.internalAdapter.updatePassword(userId, hash);
    } else {
      await context.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
    }
  } else {
    const result = await auth.api.signUpEmail({ body: { email: normalizedEmail, password, name } });
    userId = result.user.id;
    created = true;
  }
  await db.insert(userRoles).values({ userId, role: 'admin' }).onConflictDoNothing();
  return { userId, created };
}
