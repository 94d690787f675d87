import 'server-only';
import { APIError } from 'better-auth/api';
import { and, eq, gt } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { COMMON_PASSWORD_MESSAGE, STAFF_PASSWORD_MESSAGE, passwordProblem } from './password-policy';
import { isAdmin } from './roles';
import type { HookContext } from './hook-context';

// The password policy (src/server/auth/password-policy.ts) on every Better Auth endpoint that
// sets a password, checked in `hooks.before`, which runs for /api/auth requests and for
// server-side auth.api calls alike, so calling the endpoint directly cannot skip it.

/**
 * Each password-setting path and the body field with the new password. (Better Auth's
 * setPassword has no path: it is server-only, has no HTTP route, and the shop never calls it;
 * admin passwords set by scripts go through the policy in src/server/env.ts and the scripts.
 * Its /reset-password is disabled: our reset applies the policy itself, src/server/account/reset-password.ts.)
 */
const PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
};

export const PASSWORD_POLICY_CODES = {
  tooShort: 'PASSWORD_TOO_SHORT',
  staffTooShort: 'STAFF_PASSWORD_TOO_SHORT',
  common: 'PASSWORD_TOO_COMMON',
} as const;

/** The account whose password this request sets: none at sign-up (a new account is never staff). */
async function passwordOwner(ctx: HookContext): Promise<string | null> {
  if (ctx.path === '/sign-up/email') return null;
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return null;
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}

/** Refuses a new password the policy does not allow, with the policy's own sentence. */
export async function enforcePasswordPolicy(ctx: HookContext) {
  const field = PASSWORD_FIELDS[ctx.path];
  if (!field) return;
  const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
  // A missing or non-string password is Better Auth's own validation error to give.
  if (typeof password !== 'string') return;
  const owner = await passwordOwner(ctx);
  const problem = passwordProblem(password, { staff: owner ? await isAdmin(owner) : false });
  if (!problem) return;
  const code =
    problem === COMMON_PASSWORD_MESSAGE
      ? PASSWORD_POLICY_CODES.common
      : problem === STAFF_PASSWORD_MESSAGE
        ? PASSWORD_POLICY_CODES.staffTooShort
        : PASSWORD_POLICY_CODES.tooShort;
  throw new APIError('BAD_REQUEST', { code, message: problem });
}
