import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAuth } from './auth';
import { isAdmin } from './roles';
import { STAFF_TWO_FACTOR_ENROL_PATH, STAFF_TWO_FACTOR_MESSAGE, mustEnrolTwoFactor } from './staff-two-factor';

export { isAdmin };

// The only gates: every server action, route handler, admin query and protected page calls
// requireUser() or requireAdmin() itself. An admin also needs two-factor when the shop's
// "Require two-factor sign-in for staff" switch is on (src/server/auth/staff-two-factor.ts).

export type SessionUser = { id: string; name: string; email: string; isAdmin: boolean };

const DENIED_MESSAGES = {
  'signed-out': 'Please sign in to continue.',
  'not-admin': 'You do not have access to this.',
  'two-factor-required': STAFF_TWO_FACTOR_MESSAGE,
} as const;

export class AccessDeniedError extends Error {
  constructor(readonly reason: keyof typeof DENIED_MESSAGES) {
    super(DENIED_MESSAGES[reason]);
    this.name = 'AccessDeniedError';
  }
}

/** The user signed in by these request headers, or null. */
export async function getSessionUserFromHeaders(requestHeaders: Headers): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const { id, name, email } = session.user;
  return { id, name, email, isAdmin: await isAdmin(id) };
}

// Integration tests (and scripts) run real server actions outside Next's request scope,
// where next/headers has nothing to read: they pass the request's headers, with a real
// session cookie, through withRequestHeaders. Inside Next this store is always empty.
const suppliedHeaders = new AsyncLocalStorage<Headers>();

export function withRequestHeaders<T>(requestHeaders: Headers, run: () => Promise<T>): Promise<T> {
  return suppliedHeaders.run(requestHeaders, run);
}

/** This request's headers: the ones a test supplied, or Next's. */
export async function requestHeaders(): Promise<Headers> {
  return suppliedHeaders.getStore() ?? (await headers());
}

/** The signed-in user of this request, or null. Cached per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => getSessionUserFromHeaders(await requestHeaders()));

export async function requireUser(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) throw new AccessDeniedError('signed-out');
  return user;
}

/** The admin gate shared by actions, queries and routes: the role, then two-factor if required. */
async function admitAdmin(user: SessionUser | null): Promise<SessionUser> {
  if (!user) throw new AccessDeniedError('signed-out');
  if (!user.isAdmin) throw new AccessDeniedError('not-admin');
  if (await mustEnrolTwoFactor(user.id)) throw new AccessDeniedError('two-factor-required');
  return user;
}

export async function requireAdmin(): Promise<SessionUser> {
  return admitAdmin(await getSessionUser());
}

/**
 * requireAdmin for route handlers, from the request's own headers: the handler stays a
 * plain function of its Request, callable (and tested) outside Next's request scope.
 */
export async function requireAdminFromHeaders(requestHeaders: Headers): Promise<SessionUser> {
  return admitAdmin(await getSessionUserFromHeaders(requestHeaders));
}

/** Where a signed-in non-admin is sent from /admin: /auth explains instead of bouncing to /. */
export const ADMIN_DENIED_PATH = '/auth?denied=admin';

/**
 * For admin pages: signed-out users and non-admins are sent (replace) to /auth. A signed-in
 * non-admin gets ?denied=admin, since /auth would otherwise pass them straight on to /. An
 * admin who must enrol in two-factor first goes to the Security page, which says why.
 */
export async function requireAdminPage(): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect('/auth');
  if (!user.isAdmin) redirect(ADMIN_DENIED_PATH);
  if (await mustEnrolTwoFactor(user.id)) redirect(STAFF_TWO_FACTOR_ENROL_PATH);
  return user;
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
