import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { staffInvitations } from '@/server/db/schema';

// The invitation link's token, kept as the account links keep theirs (src/server/account/account-tokens.ts):
// 32 random bytes in the link, only their SHA-256 in staff_invitations. The token is minted by the
// job that mails it (src/server/staff/invitation-mail-job.ts), never in the request, so it is never
// written to the jobs table. Until then the row holds the hash of a token nobody was given: a link
// mailed earlier for the same invitation (before "Resend") is dead from the moment the owner asks.

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Tokens only ever come from our links: anything else is not worth a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashInvitationToken(token: string) {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newToken() {
  return randomBytes(32).toString('base64url');
}

/** A hash no link opens: the row's token until the mail job mints the one it sends. */
export function unsentTokenHash() {
  return hashInvitationToken(newToken());
}

/** The invitation is neither accepted nor revoked, and not expired. */
export const invitationOpen = () =>
  and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, sql`now()`));

/**
 * Gives the open invitation `id` a new token and returns it for the link; null when the invitation
 * is no longer open (accepted, revoked or expired since it was queued): there is nothing to send.
 */
export async function mintInvitationToken(database: Database | Transaction, id: string): Promise<string | null> {
  const token = newToken();
  const [row] = await database
    .update(staffInvitations)
    .set({ tokenHash: hashInvitationToken(token) })
    .where(and(eq(staffInvitations.id, id), invitationOpen()))
    .returning({ id: staffInvitations.id });
  return row ? token : null;
}

export function isInvitationTokenShaped(token: string) {
  return TOKEN_SHAPE.test(token);
}
