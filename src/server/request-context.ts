import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { headers } from 'next/headers';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import type { Permission, StaffRole } from '@/lib/staff-roles';

// The request an action, a query or a route runs for: its headers, its client's address, the shape of
// the user it is signed in as, and the refusal it gets. Infrastructure (docs/architecture.md section 3,
// "Layers"): the action wrapper and the activity log read it without importing the auth domain, which
// reads the session from these headers (src/server/auth/session.ts).

/** `role` is the staff role (src/lib/staff-roles.ts), null for a shopper; `isAdmin`: any staff role. */
export type SessionUser = { id: string; name: string; email: string; isAdmin: boolean; role: StaffRole | null };
export type StaffUser = SessionUser & { isAdmin: true; role: StaffRole };

export const STAFF_TWO_FACTOR_MESSAGE =
  'The shop requires two-factor sign-in for staff. Turn on two-factor authentication or add a passkey in My Account → Security, then try again.';

const DENIED_MESSAGES = {
  'signed-out': 'Please sign in to continue.',
  'not-admin': 'You do not have access to this.',
  'two-factor-required': STAFF_TWO_FACTOR_MESSAGE,
  forbidden: 'Your role does not allow this. Ask the shop’s owner if you need it.',
} as const;

/** Thrown by the gates (src/server/auth/session.ts, src/server/auth/permissions.ts); the action wrapper turns it into its refusal. */
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

/** This request's client address (src/lib/client-ip.ts), or null outside a request (a job, a command). */
export async function requestClientIp(): Promise<string | null> {
  try {
    return (await requestHeaders()).get(CLIENT_IP_HEADER);
  } catch {
    // Outside a request there is no client.
    return null;
  }
}
