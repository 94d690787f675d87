import 'server-only';
import { passkey } from '@better-auth/passkey';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { passkeys } from '@/server/db/schema';
import { SITE_DEFAULTS } from '@/lib/constants';
import { PASSKEY_NAME_MAX_LENGTH } from '@/lib/passkey-name';
import type { HookContext } from './hook-context';

// Passkeys (docs/security.md, "Passkeys"), by Better Auth's plugin on SimpleWebAuthn. A passkey
// signs in without a password and without a TOTP code, so it must be two factors by itself: the
// device that holds the key, and the fingerprint, face or screen lock that unlocks it (WebAuthn's
// "user verification"). The plugin asks for it only as "preferred" and accepts an answer without
// it, so we require it here, at registration and at every sign-in.

export const PASSKEY_UNVERIFIED_CODE = 'PASSKEY_USER_NOT_VERIFIED';

function unverified(action: string) {
  return new APIError('BAD_REQUEST', {
    code: PASSKEY_UNVERIFIED_CODE,
    message: `Your device did not check that it was you (with a fingerprint, face or screen lock), so the passkey cannot ${action}. Set up a screen lock on the device and try again.`,
  });
}

/**
 * The plugin for the shop at `baseUrl`. A passkey belongs to one host name (the relying party
 * ID) and is offered only on pages of that host: the shop's public address, or localhost for a
 * local try-out, never 127.0.0.1 (docs/security.md).
 */
export function passkeyPlugin(baseUrl: string) {
  const { hostname, origin } = new URL(baseUrl);
  return passkey({
    rpName: SITE_DEFAULTS.siteName,
    rpID: hostname,
    // Without it the plugin takes the request's Origin header as the origin to expect.
    origin,
    // Resident: "Sign in with a passkey" finds the account with no email typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    registration: {
      afterVerification: ({ verification }) => {
        if (!verification.registrationInfo?.userVerified) throw unverified('be added');
        return {};
      },
    },
    authentication: {
      afterVerification: async ({ verification }) => {
        const { userVerified, credentialID } = verification.authenticationInfo;
        if (!userVerified) throw unverified('sign you in');
        // The plugin keeps no record of when a passkey was last used; My Account shows it.
        await db.update(passkeys).set({ lastUsedAt: new Date() }).where(eq(passkeys.credentialID, credentialID));
      },
    },
  });
}

const NAMED_PATHS = new Set(['/passkey/verify-registration', '/passkey/update-passkey']);

/** hooks.before: the plugin takes a passkey's name of any length; My Account lists it. */
export function refuseLongPasskeyName(ctx: HookContext) {
  if (!ctx.path || !NAMED_PATHS.has(ctx.path)) return;
  const name = (ctx.body as { name?: unknown } | undefined)?.name;
  if (typeof name === 'string' && name.trim().length > PASSKEY_NAME_MAX_LENGTH) {
    throw new APIError('BAD_REQUEST', {
      code: 'PASSKEY_NAME_TOO_LONG',
      message: `Give the passkey a name of at most ${PASSKEY_NAME_MAX_LENGTH} characters.`,
    });
  }
}
