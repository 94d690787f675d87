import 'server-only';
import { isAPIError } from 'better-auth/api';
import { ActionError } from '@/server/action-error';
import { requestHeaders } from '@/server/request-context';
import { consumeRateLimit } from '@/server/rate-limit';
import { SECURITY_ERROR_MESSAGES } from '@/lib/account-security';

// What the actions that check the signed-in person's password or code share (the Security page's,
// closing an account, a staff email change, the MBS access): a per-account attempt budget, and Better
// Auth's error codes turned into sentences a shopper can act on. Auth's, so every domain may use it
// (decision 0075).

/**
 * Calls through auth.api skip Better Auth's per-address rate limit, so the password and
 * code checks made from these actions get a budget of their own, kept per account: a
 * stolen session cannot be used to guess the password or a code at leisure.
 */
export const SECURITY_ATTEMPTS = { windowSeconds: 5 * 60, max: 10 };

export async function spendSecurityAttempt(userId: string) {
  const { allowed } = await consumeRateLimit(`account-security:${userId}`, SECURITY_ATTEMPTS);
  if (!allowed) throw new ActionError('Too many attempts. Please wait a few minutes and try again.');
}

/** Runs a Better Auth call with this request's cookies; its refusals become ActionErrors. */
export async function withAuthRequest<T>(call: (requestHeaders: Headers) => Promise<T>): Promise<T> {
  try {
    return await call(await requestHeaders());
  } catch (error) {
    // A refusal (4xx) is for the user to read; anything else is logged by defineAction.
    if (isAPIError(error) && error.statusCode < 500) {
      const code = typeof error.body?.code === 'string' ? error.body.code : '';
      throw new ActionError(SECURITY_ERROR_MESSAGES[code] ?? error.body?.message ?? 'Something went wrong. Please try again.');
    }
    throw error;
  }
}
