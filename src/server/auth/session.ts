import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAuth } from './auth';
import { isAdmin, staffRoleOf } from './roles';
import { roleCan, type Permission, type StaffRole } from '@/lib/staff-roles';
import { STAFF_TWO_FACTOR_ENROL_PATH, STAFF_TWO_FACTOR_MESSAGE, mustEnrolTwoFactor } from './staff-two-factor';

export { isAdmin };


// The only gates: every server action, route handler, admin query and protected page calls
// requireUser() or requirePermission() (src/server/auth/permissions.ts) itself. Staff also need
// two-factor when the shop's "Require two-factor sign-in for staff" switch is on
// (src/server/auth/staff-two-factor.ts).

/** `role` is the staff role (src/lib/staff-roles.ts), null for a shopper; `isAdmin`: any staff role. */
export type SessionUser = { id: string; name: string; email: string; isAdmin: boolean; role: StaffRole | null };
export type StaffUser = SessionUser & { isAdmin: true; role: StaffRole };

const DENIED_MESSAGES = {
  'signed-out': 'Please sign in to continue.',
  'not-admin': 'You do not have access to this.',
  'two-factor-required': STAFF_TWO_FACTOR_MESSAGE,
  forbidden: 'Your role does not allow this. Ask the shop’s owner if you need it.',
} as const;

export class AccessDeniedError extends Error {
  constructor(
    readonly reason: keyof typeof DENIED_MESSAGES,
    /** The permission that was missing, for a 'forbidden' refusal. */
    readonly permission?: Permission,
  ) {
    super(DENIED_MESSAGES[reason]);
    this.name = 'AccessDeniedError';
  }
}

/** The user signed in by these request headers, or null. */
export async function getSessionUserFromHeaders(requestHeaders: Headers): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const { id, name, email } = session.user;
  const role = await staffRoleOf(id);
  return { id, name, email, isAdmin: role !== null, role };
}

// Integration tests (and scripts) run real server actions outside Next's request scope,
// where next/headers has nothing to read: they pass the request's headers, with a real
// session cookie, through withRequestHeaders. Inside Next this store is always empty.
const suppliedHeaders = new AsyncLocalStorage<Headers>();

export function withRequestHeaders<T>(requestHeaders: Headers, run: () => Promise<T>): Promise<T> {
  return suppliedHeaders.run(requestHeaders, run);
}

/** This request's headers: those supplied outside Next, else Next's own. */
export async function requestHeaders(): Promise<Headers> {
  return suppliedHeaders.getStore() ?? (await headers());
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
