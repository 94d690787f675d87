import 'server-only';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { getAuth } from '@/server/auth/auth';
import type { SessionUser } from '@/server/auth/session';
import { requestHeaders } from '@/server/request-context';
import { grantStaffEnrolment, needsEnrolmentLink } from '@/server/auth/staff-enrolment';
import { queueAccountLink } from '@/server/account/account-link-job';
import { consumeAccountToken, createAccountToken, findAccountToken } from '@/server/account/account-tokens';
import { db, type Transaction } from '@/server/db/client';
import { userRoles, users } from '@/server/db/schema';
import { consumeRateLimit } from '@/server/rate-limit';
import { staffLabel } from '@/lib/staff-labels';

// A staff member's one-time link to set up two-factor sign-in while the shop requires it
// (src/server/auth/staff-enrolment.ts): the link proves the mailbox, the session it is opened in
// proves the password. Made with an accepted invitation, mailed by the owner from the Staff screen,
// or mailed to the member at their own request. Like every mailed link, only its SHA-256 is kept
// and it works once (src/server/account/account-tokens.ts).

export const ENROLMENT_LINK_INVALID =
  'This set-up link has expired or was already used. Use "Email me a set-up link" on the Security page, or ask the shop owner for a new one.';
export const ENROLMENT_LINK_OTHER_ACCOUNT = 'This set-up link is for another account. Sign out, then sign in as the account it was sent to.';

/** "Email me a set-up link": a few an hour per account. */
export const ENROLMENT_MAIL_LIMIT = { windowSeconds: 60 * 60, max: 3 };

/** With an accepted invitation: the invitation's link proved the mailbox, so the set-up link is handed over at once. */
export function mintEnrolmentToken(tx: Transaction, userId: string) {
  return createAccountToken(tx, userId, 'staff-enrolment');
}

/** Following the link, signed in as its account: it is used up, and this session may enrol a second factor for a while. */
export async function startStaffEnrolment(token: string, user: SessionUser) {
  const holder = await findAccountToken(token, 'staff-enrolment');
  if (!holder) throw new ActionError(ENROLMENT_LINK_INVALID);
  if (holder.userId !== user.id) throw new ActionError(ENROLMENT_LINK_OTHER_ACCOUNT);
  const session = await getAuth().api.getSession({ headers: await requestHeaders() });
  if (!session) throw new ActionError('Please sign in to continue.');
  await db.transaction(async (tx) => {
    if (!(await consumeAccountToken(tx, token, 'staff-enrolment'))) throw new ActionError(ENROLMENT_LINK_INVALID);
    await grantStaffEnrolment(session.session.id, tx);
  });
}

/** Whether this request's session belongs to a staff member who may enrol only through a set-up link (the Security page). */
export async function mustFollowEnrolmentLink(user: SessionUser) {
  if (!user.isAdmin) return false;
  const session = await getAuth().api.getSession({ headers: await requestHeaders() });
  return session ? needsEnrolmentLink(user.id, session.session.id) : false;
}

/** The owner's "Send set-up link" on the Staff screen; recorded in the activity log. */
export async function sendEnrolmentLink(userId: string) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, userId));
    if (!member) throw new ActionError('This person is no longer on the staff.');
    await recordAudit(tx, { entityType: 'staff', entityId: userId, label: staffLabel(member), action: 'enrolment_link_sent', details: {} });
    await queueAccountLink({ link: 'staff-enrolment', userId }, tx);
    return { email: member.email };
  });
}

/** "Email me a set-up link" on the Security page, to the account's own address. */
export async function mailMyEnrolmentLink(user: SessionUser) {
  if (!user.isAdmin) throw new ActionError('Set-up links are for staff accounts.');
  const { allowed } = await consumeRateLimit(`staff-enrolment|account|${user.id}`, ENROLMENT_MAIL_LIMIT);
  if (!allowed) throw new ActionError('You have asked for several links already. Use the newest one, or try again in an hour.');
  await queueAccountLink({ link: 'staff-enrolment', userId: user.id });
  return { message: `We've sent a set-up link to ${user.email}. It works for 24 hours.` };
}
