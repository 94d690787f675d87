import 'server-only';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { and, eq, gt, sql } from 'drizzle-orm';
import { db, type Database, type Transaction } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { STAFF_ENROLMENT_MINUTES } from '@/lib/staff-enrolment-link';
import type { HookContext } from './hook-context';
import { isAdmin } from './roles';
import { mustEnrolTwoFactor } from './staff-two-factor';

// Staff second factors are not trust-on-first-use (docs/security.md, "Staff without two-factor"):
// while "Require two-factor sign-in for staff" is on, a staff account without a second factor
// cannot enrol one with a password session alone, or a phished password would let the thief
// enrol their own authenticator or passkey and open the back office. It enrols in a session that
// followed a link proving the mailbox: the invitation (src/server/staff/join-staff.ts mints a
// set-up link with it) or a set-up link mailed to the member (src/server/staff/enrolment-link.ts).
// Following the link stamps the session (sessions.staff_enrolment_until) for STAFF_ENROLMENT_MINUTES.

export const STAFF_ENROLMENT_LINK_REQUIRED_CODE = 'STAFF_ENROLMENT_LINK_REQUIRED';

export const STAFF_ENROLMENT_LINK_REQUIRED_MESSAGE =
  'The shop requires staff to set up two-factor sign-in from a set-up link mailed to them. Open the link in your invitation, use "Email me a set-up link" on the Security page, or ask the shop owner to send you one.';

/** The endpoints that add a second factor (verify-totp only when it turns on a new app). */
const ENROLMENT_PATHS = new Set(['/two-factor/enable', '/two-factor/verify-totp', '/passkey/generate-register-options', '/passkey/verify-registration']);

/** The session `sessionId` followed a set-up link: it may enrol a second factor for a while. */
export async function grantStaffEnrolment(sessionId: string, database: Database | Transaction = db) {
  await database
    .update(sessions)
    .set({ staffEnrolmentUntil: sql`now() + ${`${STAFF_ENROLMENT_MINUTES} minutes`}::interval` })
    .where(eq(sessions.id, sessionId));
}

async function hasEnrolmentGrant(sessionId: string) {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.id, sessionId), gt(sessions.staffEnrolmentUntil, sql`now()`))).limit(1);
  return Boolean(row);
}

/** Whether this staff member's session must follow a set-up link before it may enrol (the switch on, no second factor yet). */
export async function needsEnrolmentLink(userId: string, sessionId: string) {
  return (await isAdmin(userId)) && (await mustEnrolTwoFactor(userId)) && !(await hasEnrolmentGrant(sessionId));
}

/** hooks.before on the endpoints that add a second factor. */
export async function requireStaffEnrolmentGrant(ctx: HookContext) {
  if (!ENROLMENT_PATHS.has(ctx.path)) return;
  const session = await getSessionFromCtx(ctx);
  // Signed out (finishing a sign-in with its code), or checking a code of an app already on.
  if (!session || (ctx.path === '/two-factor/verify-totp' && session.user.twoFactorEnabled)) return;
  if (!(await needsEnrolmentLink(session.user.id, session.session.id))) return;
  throw new APIError('FORBIDDEN', { code: STAFF_ENROLMENT_LINK_REQUIRED_CODE, message: STAFF_ENROLMENT_LINK_REQUIRED_MESSAGE });
}
