'use server';
import 'server-only';
import { renderSVG } from 'uqr';
import { defineAction } from '@/server/action';
import { getAuth } from '@/server/auth/auth';
import { requireUser } from '@/server/auth/session';
import { passwordCheckSchema, totpSecretFromUri } from '@/lib/account-security';
import { spendSecurityAttempt, withAuthRequest } from '@/server/auth/security-auth';

// The account Security page's server steps: those that need the server (the QR code is
// drawn here) and leave the session cookie alone. Steps that replace the session cookie
// (verifying the factor, turning it off, changing the password, signing out) go from the
// browser to /api/auth/*: see app/(store)/account/security/_components/auth-request.ts.

const FALLBACK = 'Something went wrong. Please try again.';

export type TwoFactorSetup = { totpURI: string; secret: string; qrCode: string; backupCodes: string[] };

/**
 * Step 1 of 2: the password starts an unverified factor. Nothing is asked for at sign-in
 * until a code from the app verifies it (step 2, /two-factor/verify-totp).
 */
export const startTwoFactorSetup = defineAction(
  { name: 'startTwoFactorSetup', schema: passwordCheckSchema, authorize: requireUser, fallbackError: FALLBACK },
  async ({ password }, user): Promise<TwoFactorSetup> => {
    await spendSecurityAttempt(user.id);
    const { totpURI, backupCodes } = await withAuthRequest(async (headers) => {
      const result = await getAuth().api.enableTwoFactor({ body: { password, method: 'totp' }, headers });
      if (result.method !== 'totp') throw new Error('Better Auth did not start a TOTP factor');
      return result;
    });
    const svg = renderSVG(totpURI, { border: 2, ecc: 'M', pixelSize: 8 });
    return {
      totpURI,
      secret: totpSecretFromUri(totpURI),
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      backupCodes,
    };
  },
);
