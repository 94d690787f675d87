import 'server-only';
import { APIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { hasPasskey } from './passkey-reads';
import { isTwoFactorEnabled } from './security-reads';
import type { HookContext } from './hook-context';
import { isAdmin } from './roles';
import { isStaffTwoFactorRequired } from './staff-two-factor';

// A passkey satisfies "Require two-factor sign-in for staff" (src/server/auth/staff-two-factor.ts),
// so an admin may have a passkey and no TOTP app. Better Auth would then sign that admin in with the
// password alone: no second factor to ask for. While the switch is on, such a sign-in is refused
// and the admin is sent to "Sign in with a passkey" (docs/security.md, "Passkeys").
//
// It is refused after the password was checked, not before: refusing an email up front would tell
// anyone who typed it that it belongs to an admin with a passkey.

export const PASSKEY_SIGN_IN_REQUIRED_CODE = 'PASSKEY_SIGN_IN_REQUIRED';

export const PASSKEY_SIGN_IN_REQUIRED_MESSAGE =
  `The shop requires two-factor sign-in for staff, and your account's second factor is a passkey. Use "Sign in with a passkey" instead of your password.`;

/** hooks.after on a successful /sign-in/email: the new session is ended again when the rule above applies. */
export async function refusePasswordOnlyStaffSignIn(ctx: HookContext) {
  const created = ctx.context.newSession;
  if (!created) return;
  const userId = created.user.id;
  // With a TOTP app the two-factor plugin (whose hook runs after ours) asks for a code instead.
  if (!(await isAdmin(userId)) || (await isTwoFactorEnabled(userId))) return;
  if (!(await hasPasskey(userId)) || !(await isStaffTwoFactorRequired())) return;
  await ctx.context.internalAdapter.deleteSession(created.session.token);
  deleteSessionCookie(ctx);
  throw new APIError('FORBIDDEN', { code: PASSKEY_SIGN_IN_REQUIRED_CODE, message: PASSKEY_SIGN_IN_REQUIRED_MESSAGE });
}
