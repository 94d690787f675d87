import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { staffInvitations, users } from '@/server/db/schema';
import type { StaffRole } from '@/lib/staff-roles';
import { hashInvitationToken, isInvitationTokenShaped } from './invitation-tokens';

// What an invitation link stands for, read without spending it: opening the page (or a mail scanner
// following the link) uses nothing up; only accepting does (src/server/staff/join-staff.ts).

export type InvitationState = 'open' | 'expired' | 'accepted' | 'revoked';

export type InvitationAtLink = {
  id: string;
  email: string;
  role: StaffRole;
  state: InvitationState;
  /** Whether an account has the invited address, and whether that address was ever confirmed. */
  account: { exists: false } | { exists: true; verified: boolean };
};

export const INVITATION_MESSAGES: Record<Exclude<InvitationState, 'open'> | 'unknown', string> = {
  unknown: 'This invitation link is not valid. Check that you opened the whole link from the mail, or ask the shop’s owner for a new one.',
  expired: 'This invitation has expired: links work for 7 days. Ask the shop’s owner to send it again.',
  accepted: 'This invitation was already used. If that was you, sign in; otherwise ask the shop’s owner for a new invitation.',
  revoked: 'This invitation was withdrawn by the shop’s owner. Ask them for a new one if you still need access.',
};

function stateOf(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'open';
}

export async function findInvitation(token: string): Promise<InvitationAtLink | null> {
  if (!isInvitationTokenShaped(token)) return null;
  const [row] = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      acceptedAt: staffInvitations.acceptedAt,
      revokedAt: staffInvitations.revokedAt,
      expiresAt: staffInvitations.expiresAt,
      verified: users.emailVerified,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.email, staffInvitations.email))
    .where(eq(staffInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: stateOf(row),
    account: row.verified === null ? { exists: false } : { exists: true, verified: row.verified },
  };
}

/** Why the link cannot be used, or null when it is open. */
export function invitationProblem(invitation: InvitationAtLink | null): string | null {
  if (!invitation) return INVITATION_MESSAGES.unknown;
  return invitation.state === 'open' ? null : INVITATION_MESSAGES[invitation.state];
}
