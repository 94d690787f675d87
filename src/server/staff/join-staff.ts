import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { getAuth } from '@/server/auth/auth';
import { newId, setCredentialPassword } from '@/server/auth/admins';
import { passwordProblem } from '@/server/auth/password-policy';
import { refuseSessionsBefore, revokeAllAccess, revokeSessions } from '@/server/auth/revoke-access';
import type { SessionUser, StaffUser } from '@/server/auth/session';
import { forgetSignInFailures } from '@/server/auth/sign-in-limit';
import { voidAccountTokens } from '@/server/account/account-tokens';
import { isStaffTwoFactorRequired } from '@/server/auth/staff-two-factor';
import { db, type Transaction } from '@/server/db/client';
import { staffInvitations, userRoles, users } from '@/server/db/schema';
import type { StaffRole } from '@/lib/staff-roles';
import { invitationProblem, findInvitation, INVITATION_MESSAGES, type InvitationAtLink } from './invitation-lookup';
import { hashInvitationToken, invitationOpen } from './invitation-tokens';
import { ALREADY_STAFF_MESSAGE } from './invitations';
import { invitationLabel } from '@/lib/staff-labels';
import { mintEnrolmentToken } from './enrolment-link';

// Accepting an invitation (docs/security.md, "Staff roles"). The link proves the mailbox, so:
// (a) no account has the address: the account is made here, address confirmed, with the staff password;
// (b) a confirmed account has it: its owner must be signed in to it to accept; the role is granted and
//     the account's sessions end (as a promotion does, src/server/auth/admins.ts), so they sign in again;
// (c) an account was started with the address but never confirmed: whoever started it may not own the
//     mailbox, so it is taken over as at a promotion: its sessions, two-factor and passkeys go, the
//     password becomes the invitee's, the address is confirmed.
// In each case the invitation is used, the role granted and the event recorded in one transaction; a
// request racing with the same link finds it used. When the shop requires two-factor sign-in for staff,
// accepting also hands over a one-time set-up link (the invitation proved the mailbox): after signing
// in, the new member enrols their second factor through it, and nobody holding only the password can
// (src/server/auth/staff-enrolment.ts).

export type JoinRefusal = { field: 'password' } | undefined;

/** The address to sign in with, and the set-up link's token when the shop requires two-factor for staff. */
export type Joined = { email: string; enrolmentToken: string | null };

/** Read before the transaction: PGlite has one connection, which the transaction holds. */
const enrolmentToken = (tx: Transaction, userId: string, required: boolean) => (required ? mintEnrolmentToken(tx, userId) : null);

export const SIGN_IN_TO_ACCEPT_MESSAGE = 'An account with this address already exists. Sign in to it, then open the link again to accept.';
export const WRONG_ACCOUNT_MESSAGE = 'This invitation is for another address. Sign out, then sign in as the invited address to accept.';

async function openInvitation(token: string): Promise<InvitationAtLink> {
  const invitation = await findInvitation(token);
  const problem = invitationProblem(invitation);
  if (problem) throw new ActionError(problem);
  return invitation!;
}

/** Uses the invitation up in `tx`; refused when a racing request used it first or it expired meanwhile. */
async function consumeInvitation(tx: Transaction, token: string, userId: string) {
  const [used] = await tx
    .update(staffInvitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(and(eq(staffInvitations.tokenHash, hashInvitationToken(token)), invitationOpen()))
    .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role });
  if (!used) throw new ActionError(INVITATION_MESSAGES.accepted);
  return used;
}

async function grantRole(
  tx: Transaction,
  invitation: { id: string; email: string; role: StaffRole },
  member: { id: string; name: string; email: string },
  account: 'created' | 'taken over' | 'existing',
) {
  const [granted] = await tx.insert(userRoles).values({ userId: member.id, role: invitation.role }).onConflictDoNothing().returning({ userId: userRoles.userId });
  if (!granted) throw new ActionError(ALREADY_STAFF_MESSAGE);
  const actor: StaffUser = { ...member, isAdmin: true, role: invitation.role };
  await recordAudit(tx, {
    actor: { kind: 'staff', user: actor },
    entityType: 'invitation',
    entityId: invitation.id,
    label: invitationLabel(invitation.email),
    action: 'invitation_accepted',
    details: { userId: member.id, role: invitation.role, account },
  });
}

/** (a) and (c): joining with a name and the staff password. Returns the address to sign in with. */
export async function joinWithPassword(token: string, name: string, password: string): Promise<Joined> {
  const invitation = await openInvitation(token);
  if (invitation.account.exists && invitation.account.verified) throw new ActionError(SIGN_IN_TO_ACCEPT_MESSAGE);
  const problem = passwordProblem(password, { staff: true });
  if (problem) throw new ActionError<JoinRefusal>(problem, { field: 'password' });
  // Hashing is slow on purpose: done before the transaction, not while it holds locks.
  const hash = await (await getAuth().$context).password.hash(password);
  const userId = await newId('user');
  const twoFactorRequired = await isStaffTwoFactorRequired();

  const joined = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ id: userId, name, email: invitation.email, emailVerified: true })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Locked, so a sign-in or sign-up racing the takeover waits for it.
    const [account] = await tx
      .select({ id: users.id, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, invitation.email))
      .for('update');
    if (!account) throw new Error(`Could not create or find the account ${invitation.email}.`);
    const created = inserted.length > 0;
    // Confirmed since the page was opened: it is someone's own account now; they sign in to accept.
    if (!created && account.emailVerified) throw new ActionError(SIGN_IN_TO_ACCEPT_MESSAGE);
    const used = await consumeInvitation(tx, token, account.id);
    if (!created) {
      await revokeAllAccess(tx, account.id);
      await voidAccountTokens(tx, account.id);
      await tx.update(users).set({ name, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, account.id));
    }
    await setCredentialPassword(tx, account.id, hash);
    await grantRole(tx, used, { id: account.id, name, email: used.email }, created ? 'created' : 'taken over');
    return { userId: account.id, takenOver: !created, enrolmentToken: await enrolmentToken(tx, account.id, twoFactorRequired) };
  });
  // Once more after the commit: a sign-in that checked the squatter's password while the transaction
  // ran must not keep its session (src/server/auth/revoke-access.ts).
  if (joined.takenOver) await refuseSessionsBefore(db, joined.userId);
  await forgetSignInFailures(invitation.email);
  return { email: invitation.email, enrolmentToken: joined.enrolmentToken };
}

/** (b): the signed-in owner of the invited, confirmed address accepts; their sessions end. */
export async function joinSignedIn(token: string, user: SessionUser | null): Promise<Joined> {
  const invitation = await openInvitation(token);
  if (!user) throw new ActionError(SIGN_IN_TO_ACCEPT_MESSAGE);
  if (user.email !== invitation.email) throw new ActionError(WRONG_ACCOUNT_MESSAGE);
  if (!(invitation.account.exists && invitation.account.verified)) throw new ActionError('Confirm your address first, or set a password with this invitation.');
  const twoFactorRequired = await isStaffTwoFactorRequired();
  const joined = await db.transaction(async (tx) => {
    const used = await consumeInvitation(tx, token, user.id);
    await grantRole(tx, used, user, 'existing');
    await revokeSessions(tx, user.id);
    return { email: user.email, enrolmentToken: await enrolmentToken(tx, user.id, twoFactorRequired) };
  });
  await refuseSessionsBefore(db, user.id);
  return joined;
}
