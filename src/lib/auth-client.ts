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

/** Better Auth returns `{ error: { message } }`; the spec's fallback covers anything else. */
export function authErrorMessage(error: { message?: string } | null | undefined) {
  return error?.message || 'Something went wrong. Please try again.';
}
