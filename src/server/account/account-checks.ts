import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getAuth } from '@/server/auth/auth';
import { db, type Database, type Transaction } from '@/server/db/client';
import { accounts, users } from '@/server/db/schema';

// What a change of address checks, from My Account, the Staff screen or an undo link
// (src/server/account/email-address.ts, email-change-undo.ts, src/server/staff/staff-email.ts).

/** Whether `password` is the account's own (its email-and-password credential); callers count the attempt first. */
export async function passwordIsRight(userId: string, password: string) {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!credential?.hash) return false;
  return (await getAuth().$context).password.verify({ hash: credential.hash, password });
}

/** Whether an account other than `exceptUserId` has the address `email`. */
export async function addressTaken(email: string, exceptUserId: string, database: Database | Transaction = db) {
  const [other] = await database.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, exceptUserId))).limit(1);
  return Boolean(other);
}
