import 'server-only';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { db } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { HookContext } from '@/server/auth/hook-context';
import { isAdmin } from '@/server/auth/roles';
import { signInEmail } from '@/server/auth/sign-in-limit';
import { queueAccountLink } from './account-link-job';
import { resetLimitedMessage, spendResetRequest } from './reset-request';

// Anyone can sign up with any address, and the shop lets a new account order before its
// address is confirmed (docs/product.md). So an account whose address was never confirmed must
// not keep the address from its owner (docs/security.md, "Taking over an unconfirmed address"):
// signing up with it again mails the address a password-reset link, which hands the account to
// whoever can read that mailbox (src/server/account/reset-password.ts), and tells the person to
// look there. A confirmed address, or any staff account, is never offered: Better Auth answers
// that the address is taken, as always. Both hooks run from auth's (src/server/auth/auth-hooks.ts),
// handed to it by the composition root (src/server/composition/auth.ts).

export const UNCONFIRMED_ACCOUNT_CODE = 'ACCOUNT_NOT_CONFIRMED';
export const UNCONFIRMED_ACCOUNT_MESSAGE =
  'An account was started with this address but never confirmed. We have sent a link to it: open it to set a password and make the account yours.';

/** hooks.before of /sign-up/email: refuses a sign-up with an unconfirmed account's address, mailing that address a way in. */
export async function offerTakeoverOfUnconfirmed(ctx: HookContext) {
  if (ctx.path !== '/sign-up/email') return;
  const email = signInEmail(ctx.body);
  if (!email) return;
  const [user] = await db.select({ id: users.id, verified: users.emailVerified }).from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.verified || (await isAdmin(user.id))) return;
  const spent = await spendResetRequest(email, ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown');
  if (!spent.allowed) {
    throw new APIError('TOO_MANY_REQUESTS', { code: 'RESET_LINKS_LIMITED', message: resetLimitedMessage(spent.retryAfterSeconds) });
  }
  await queueAccountLink({ link: 'takeover', email });
  throw new APIError('UNPROCESSABLE_ENTITY', { code: UNCONFIRMED_ACCOUNT_CODE, message: UNCONFIRMED_ACCOUNT_MESSAGE });
}

/** hooks.after of /sign-up/email: the new account is mailed its verification link (it is signed in and may order meanwhile). */
export async function mailVerificationAfterSignUp(ctx: HookContext) {
  if (ctx.path !== '/sign-up/email') return;
  const userId = ctx.context.newSession?.user.id;
  if (userId) await queueAccountLink({ link: 'verify-email', userId });
}
