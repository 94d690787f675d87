import 'server-only';
import { and, eq, like, or } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { sessions, twoFactors, users, verifications } from '@/server/db/schema';

// What lets someone back into an account without its password, dropped in the caller's
// transaction (docs/security.md, "Admin takeover by registering its email first").
// Better Auth keeps each of these as rows: sessions; a device trusted at a two-factor
// sign-in as a `verifications` row trust-device-<random> → user id; a two-factor sign-in
// waiting for its code as 2fa-<random> → user id. We keep no session cookie cache and no
// secondary storage (src/server/auth/auth.ts), so a deleted row is a dead cookie at once.

/** Ends every session of `userId` and forgets every device trusted to skip its two-factor code. */
export async function revokeSessions(tx: Transaction, userId: string) {
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
 * Everything `revokeSessions` does, and the two-factor enrolment removed too: for an account
 * that is handed to someone else (a promotion to admin), whose authenticator app and backup
 * codes belong to whoever signed it up.
 */
export async function revokeAllAccess(tx: Transaction, userId: string) {
  await revokeSessions(tx, userId);
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
}
