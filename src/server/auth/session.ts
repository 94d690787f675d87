import 'server-only';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { getAuth } from './auth';
import { isAdmin, staffRoleOf } from './roles';
import { roleCan, type Permission } from '@/lib/staff-roles';
import { AccessDeniedError, requestHeaders, type SessionUser, type StaffUser } from '@/server/request-context';
import { STAFF_TWO_FACTOR_ENROL_PATH, mustEnrolTwoFactor } from './staff-two-factor';

// The signed-in user's shape and the gates' refusal live with the request context
// (src/server/request-context.ts), which the action wrapper and the activity log read too.
export { AccessDeniedError, isAdmin };
export type { SessionUser, StaffUser };

// The only gates: every server action, route handler, admin query and protected page calls
// requireUser() or requirePermission() (src/server/auth/permissions.ts) itself. Staff also need
// two-factor when the shop's "Require two-factor sign-in for staff" switch is on
// (src/server/auth/staff-two-factor.ts).

/** The user signed in by these request headers, or null. */
export async function getSessionUserFromHeaders(requestHeaders: Headers): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const { id, name, email } = session.user;
  const role = await staffRoleOf(id);
  return { id, name, email, isAdmin: role !== null, role };
}

/** The signed-in user of this request, or null. Cached per request. */
export const getSessionUser = cache(
  async (): Promise<SessionUser | null> => getSessionUserFromHeaders(await requestHeaders()),
);

export async function requireUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new AccessDeniedError('signed-out');
  return user;
}

/**
 * The staff gate shared by actions, queries, routes and pages: a staff role, two-factor if the shop
 * requires it, then the permission. Refusals of a signed-in account are returned for the caller to
 * record (src/server/auth/permissions.ts); this module stays free of the activity log.
 */
export async function admitStaff(user: SessionUser | null, permission: Permission): Promise<StaffUser> {
  if (!user) throw new AccessDeniedError('signed-out');
  if (!user.role) throw new AccessDeniedError('not-admin', permission);
  if (await mustEnrolTwoFactor(user.id)) throw new AccessDeniedError('two-factor-required');
  if (!roleCan(user.role, permission)) throw new AccessDeniedError('forbidden', permission);
  return user as StaffUser;
}

/** Where a signed-in non-admin is sent from /admin: /auth explains instead of bouncing to /. */
export const ADMIN_DENIED_PATH = '/auth?denied=admin';

/**
 * For the admin layout: signed-out users and non-staff are sent (replace) to /auth. A signed-in
 * shopper gets ?denied=admin, since /auth would otherwise pass them straight on to /. Staff who must
 * enrol in two-factor first go to the Security page, which says why. Each page then checks its own
 * permission (requirePermissionPage in src/server/auth/permissions.ts).
 */
export async function requireStaffPage(): Promise<StaffUser> {
  const user = await getSessionUser();
  if (!user) redirect('/auth');
  if (!user.role) redirect(ADMIN_DENIED_PATH);
  if (await mustEnrolTwoFactor(user.id)) redirect(STAFF_TWO_FACTOR_ENROL_PATH);
  return user as StaffUser;
}

/** For account pages: signed-out users go to /auth and come back afterwards. */
export async function requireUserPage(returnTo: string): Promise<SessionUser> {
  try {
    return await requireUser();
  } catch (error) {
    if (error instanceof AccessDeniedError) redirect(`/auth?next=${encodeURIComponent(returnTo)}`);
    throw error;
  }
}

/** /auth: someone already signed in is sent to / (docs/product.md section 2, Auth). */
export async function redirectIfSignedIn() {
  if (await getSessionUser()) redirect('/');
}
