'use client';
import { createAuthClient } from 'better-auth/react';

// The browser side of Better Auth: same-origin calls to /api/auth/*, so the sign-in
// rate limit applies to every attempt (server-side auth.api calls bypass it).
export const authClient = createAuthClient();

export const { signIn, signUp, signOut, useSession } = authClient;

/** Better Auth returns `{ error: { message } }`; the spec's fallback covers anything else. */
export function authErrorMessage(error: { message?: string } | null | undefined) {
  return error?.message || 'Something went wrong. Please try again.';
}
