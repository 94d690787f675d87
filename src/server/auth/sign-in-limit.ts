import 'server-only';
import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { clearRateLimit, consumeRateLimit, peekRateLimit } from '@/server/rate-limit';
import { authFlows } from './auth-flows';

// Better Auth limits sign-in per client address; a botnet guessing one account's password
// from many addresses passes that. So each account also has its own budget, counted by the
// email it is asked for, in the rate_limits table (shared by every app instance; see
// src/server/rate-limit.ts): 10 password checks in 15 minutes. Each attempt is counted
// BEFORE the password is checked, so parallel guesses cannot slip past the count; a right
// password forgets the count. Once the budget is spent, even the right password is refused
// until the window ends, and the account holder is mailed once (docs/security.md; the mail,
// src/server/account/account-locked-mail.ts, is handed in by the composition root: auth-flows.ts).

export const SIGN_IN_ATTEMPTS = { windowSeconds: 15 * 60, max: 10 };

export const ACCOUNT_LOCKED_CODE = 'ACCOUNT_SIGN_IN_LOCKED';

const attemptsKey = (email: string) => `sign-in-account:${email}`;

/** The form of an email Better Auth looks accounts up by; null when there is none to count. */
export function signInEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

export function accountLockedMessage(minutes: number) {
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many failed sign-in attempts for this account, so signing in to it is paused. Try again in ${wait}. If you have forgotten your password, use “Forgot password?” to set a new one.`;
}

/** Counts this sign-in attempt against the account; refuses it when the budget is spent. */
export async function countSignInAttempt(email: string) {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(attemptsKey(email), SIGN_IN_ATTEMPTS);
  if (allowed) return;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new APIError('TOO_MANY_REQUESTS', { code: ACCOUNT_LOCKED_CODE, message: accountLockedMessage(minutes) }, {
    'Retry-After': String(retryAfterSeconds),
  });
}

/** A right password: the account's earlier failures no longer count. */
export async function forgetSignInFailures(email: string) {
  await clearRateLimit(attemptsKey(email));
}

/**
 * A wrong password. When it spent the account's budget, the account holder hears of it, once
 * per lock: the lock's own window start names a one-use key, and only the first to take it mails.
 * The mail is queued (a durable job): a slow mail server must not slow the sign-in form.
 */
export async function afterFailedSignIn(email: string) {
  const { count, startedAt } = await peekRateLimit(attemptsKey(email), SIGN_IN_ATTEMPTS);
  if (count < SIGN_IN_ATTEMPTS.max || startedAt === null) return;
  const notice = await consumeRateLimit(`sign-in-lock-mail:${email}:${startedAt}`, { windowSeconds: SIGN_IN_ATTEMPTS.windowSeconds, max: 1 });
  if (!notice.allowed) return;
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
  // No account by that email: nobody to tell (and nothing to protect).
  if (!user) return;
  // Loaded here, not at import: the logger reads the environment, which importing auth must not.
  const { logger } = await import('@/server/logger');
  logger.warn({ attempts: count }, 'Sign-in to one account paused after too many wrong passwords');
  await authFlows().accountLocked(user, Math.round(SIGN_IN_ATTEMPTS.windowSeconds / 60));
}
