'use server';
import 'server-only';
import { and, eq, like } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { verifications } from '@/server/db/schema';
import { signOutEverywhereSchema } from '@/lib/account-security';
import { removePasskeys } from '@/server/auth/revoke-access';

// The account Security page's server steps: those that need the server (the QR code is
// drawn here) and leave the session cookie alone. Steps that replace the session cookie
// (verifying the factor, turning it off, changing the password, signing out) go from the
// browser to /api/auth/*: see app/(store)/account/security/_components/auth-request.ts.

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * Part of "sign out of all devices": a device trusted at a two-factor sign-in would
 * otherwise skip the code for up to 30 days. Better Auth keeps those records in
 * `verifications` as trust-device-<random> → user id, and has no endpoint to drop them.
 * With "Also remove my passkeys", the account's passkeys go too (someone who got in may have
 * added one of their own).
 */
export const forgetTrustedDevices = defineAction(
  { name: 'forgetTrustedDevices', schema: signOutEverywhereSchema, authorize: requireUser, fallbackError: FALLBACK },
  async ({ removePasskeys: alsoPasskeys }, user) =>
    db.transaction(async (tx) => {
      const forgotten = await tx
        .delete(verifications)
        .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'trust-device-%')))
        .returning({ id: verifications.id });
      return { forgotten: forgotten.length, passkeysRemoved: alsoPasskeys ? await removePasskeys(tx, user.id) : 0 };
    }),
);
