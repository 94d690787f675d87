import 'server-only';
import { and, eq, like, or } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { passkeys, sessions, twoFactors, users, verifications } from '@/server/db/schema';

// What lets someone back into an account without its password, dropped in the caller's
// transaction (docs/security.md, "Admin takeover by registering its email first").
// Better Auth keeps each of these as rows: sessions; a device trusted at a two-factor
// sign-in as a `verifications` row trust-device-<random> → user id; a two-factor sign-in
// waiting for its code as 2fa-<random> → user id. We keep no session cookie cache and no
// secondary storage (src/server/auth/auth.ts), so a deleted row is a dead cookie at once.
//
// Deleting rows is not enough against a sign-in already under way: one that checked the old
// password before the change and writes its session row after it would survive. So the account
// also gets users.sessions_valid_after, and every session read refuses a session whose sign-in
// began before it (src/server/auth/session-lifetime.ts).

/** From `at` on, sessions of `userId` whose sign-in began earlier are refused on their next request. */
export async function refuseSessionsBefore(database: Database | Transaction, userId: string, at = new Date()) {
  await database.update(users).set({ sessionsValidAfter: at }).where(eq(users.id, userId));
}

/**
 * Ends every session of `userId`, and any a sign-in under way is about to write, and forgets
 * every device trusted to skip its two-factor code.
 */
export async function revokeSessions(tx: Transaction, userId: string) {
  await refuseSessionsBefore(tx, userId);
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        or(like(verifications.identifier, 'trust-device-%'), like(verifications.identifier, '2fa-%')),
      ),
    );
}

/**
 * Removes every passkey of the account: at a hand-over, and when its holder asks for it with a
 * password reset or "sign out of all devices" (someone who got in may have added one of their own).
 */
export async function removePasskeys(database: Database | Transaction, userId: string) {
  const removed = await database.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return removed.length;
}

/**
 * Everything `revokeSessions` does, and the two-factor enrolment and passkeys removed too: for
 * an account that is handed to someone else (a promotion to admin), whose authenticator app,
 * backup codes and passkeys belong to whoever signed it up. (Signing out everywhere keeps the
 * passkeys unless the holder asks: they are the owner's credentials, not sessions.)
 */
export async function revokeAllAccess(tx: Transaction, userId: string) {
  await revokeSessions(tx, userId);
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await removePasskeys(tx, userId);
  await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
}
