'use client';
import { createAuthClient } from 'better-auth/react';
import { twoFactorClient } from 'better-auth/client/plugins';

// The browser side of Better Auth: same-origin calls to /api/auth/*, so the sign-in
// rate limit applies to every attempt (server-side auth.api calls bypass it).
export const authClient = createAuthClient({
  // No onTwoFactorRedirect and no twoFactorPage: the plugin then leaves the page alone and
  // the sign-in form reads `twoFactorRedirect` from the answer and shows its code step.
  plugins: [twoFactorClient()],
});

export const { signIn, signUp, signOut, useSession, twoFactor } = authClient;

/** Better Auth's refusal of a request from an address that is not the shop's (src/server/auth/refused-origin.ts). */
const ORIGIN_REFUSALS = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/**
 * Better Auth returns `{ error: { message, code } }`; the product's fallback covers anything else.
 * The server words its own refusals (the per-account sign-in pause, the password policy) and
 * names the shop's address in an origin refusal; a bare "Invalid origin" still gets a sentence.
 */
export function authErrorMessage(error: { message?: string; code?: string } | null | undefined) {
  if (error?.code && ORIGIN_REFUSALS.has(error.code) && !error.message?.startsWith('This address')) {
    return 'This address is not set up for signing in. Open the shop at its usual address and try again.';
  }
  return error?.message || 'Something went wrong. Please try again.';
}
