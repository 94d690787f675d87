'use server';
import 'server-only';
import { defineAction } from '@/server/action';
import { getAuth } from '@/server/auth/auth';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { REAUTHENTICATION_MINUTES, reauthenticateSchema } from '@/lib/account-security';
import { ActionError } from '@/server/action-error';
import { stampReauthentication } from '@/server/auth/recent-reauthentication';
import { spendSecurityAttempt, withAuthRequest } from '@/server/auth/security-auth';
import { isTwoFactorEnabled } from '@/server/auth/security-reads';

// The account Security page's server steps: those that need the server (the QR code is
// drawn here) and leave the session cookie alone. Steps that replace the session cookie
// (verifying the factor, turning it off, changing the password, signing out) go from the
// browser to /api/auth/*: see app/(store)/account/security/_components/auth-request.ts.

const FALLBACK = 'Something went wrong. Please try again.';

/** Better Auth's refusal of one step, shown at its field. */
const refusalAt = (field: 'password' | 'code') => (error: unknown): never => {
  if (error instanceof ActionError) throw new ActionError<ReauthenticateRefusal>(error.message, { field });
  throw error;
};

/** Which field a refusal of "Confirm it's you" is about. */
export type ReauthenticateRefusal = { field: 'password' | 'code' } | undefined;

/**
 * "Confirm it's you" before adding a passkey: the password, and the authenticator code when
 * two-factor is on, stamp this session as recently confirmed (src/server/auth/recent-reauthentication.ts).
 */
export const confirmIdentity = defineAction<typeof reauthenticateSchema, SessionUser, { minutes: number }, ReauthenticateRefusal>(
  { name: 'confirmIdentity', schema: reauthenticateSchema, authorize: requireUser, fallbackError: FALLBACK },
  async ({ password, code }, user) => {
    await spendSecurityAttempt(user.id);
    await withAuthRequest((headers) => getAuth().api.verifyPassword({ body: { password }, headers })).catch(refusalAt('password'));
    if (await isTwoFactorEnabled(user.id)) {
      if (!code) throw new ActionError<ReauthenticateRefusal>('Enter the 6-digit code from your authenticator app', { field: 'code' });
      await withAuthRequest((headers) => getAuth().api.verifyTOTP({ body: { code }, headers })).catch(refusalAt('code'));
    }
    const session = await withAuthRequest((headers) => getAuth().api.getSession({ headers }));
    if (!session) throw new ActionError('Please sign in to continue.');
    await stampReauthentication(session.session.id);
    return { minutes: REAUTHENTICATION_MINUTES };
  },
);
