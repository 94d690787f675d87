import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { DataSubject } from './data-subject';

/** The signed-in account as the subject of its own data: its email counts once it is confirmed. */
export async function accountAsSubject(userId: string): Promise<(DataSubject & { userId: string }) | null> {
  const [account] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return account ? { userId, email: account.email, ownsEmail: account.verified } : null;
}
