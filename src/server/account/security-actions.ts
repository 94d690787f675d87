'use server';
import 'server-only';
import { and, eq, like } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { getAuth } from '@/server/auth/auth';
import { requireUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { verifications } from '@/server/db/schema';
import { passwordCheckSchema, totpSecretFromUri } from '@/lib/account-security';
import { spendSecurityAttempt, withAuthRequest } from './security-auth';

// The account Security page's server steps: those that need the server (the QR code is
// drawn here) and leave the session cookie alone. Steps that replace the session cookie
// (verifying the factor, turning it off, changing the password, signing out) go from the
// browser to /api/auth/*: see components/store/account/security/auth-request.ts.

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

/** New backup codes replace every old one. */
export const regenerateBackupCodes = defineAction(
  { name: 'regenerateBackupCodes', schema: passwordCheckSchema, authorize: requireUser, fallbackError: FALLBACK },
  async ({ password }, user) => {
    await spendSecurityAttempt(user.id);
    const { backupCodes } = await withAuthRequest((headers) =>
      getAuth().api.generateBackupCodes({ body: { password }, headers }),
    );
    return { backupCodes };
  },
);

/**
 * Part of "sign out of all devices": a device trusted at a two-factor sign-in would
 * otherwise skip the code for up to 30 days. Better Auth keeps those records in
 * `verifications` as trust-device-<random> → user id, and has no endpoint to drop them.
 */
export const forgetTrustedDevices = defineAction(
  { name: 'forgetTrustedDevices', schema: z.object({}), authorize: requireUser, fallbackError: FALLBACK },
  async (_input, user) => {
    const forgotten = await db
      .delete(verifications)
      .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'trust-device-%')))
      .returning({ id: verifications.id });
    return { forgotten: forgotten.length };
  },
);
