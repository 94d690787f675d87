'use server';
import 'server-only';
import { defineAction } from '@/server/action';
import { getAuth } from '@/server/auth/auth';
import { requireUser } from '@/server/auth/session';
import { passwordCheckSchema } from '@/lib/account-security';
import { spendSecurityAttempt, withAuthRequest } from '@/server/auth/security-auth';

// The account Security page's server steps: those that need the server (the QR code is
// drawn here) and leave the session cookie alone. Steps that replace the session cookie
// (verifying the factor, turning it off, changing the password, signing out) go from the
// browser to /api/auth/*: see app/(store)/account/security/_components/auth-request.ts.

const FALLBACK = 'Something went wrong. Please try again.';

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
