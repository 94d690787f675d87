import 'server-only';
import { createHmac } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { sessions, twoFactors, verifications } from '@/server/db/schema';
import type { HookContext } from './hook-context';

// Better Auth accepts any code of the previous, current or next 30-second step, as often as
// it is sent: a code read over a shoulder or caught by a phishing page signs in again for up
// to 90 seconds. So each accepted code's step is remembered in two_factors.last_totp_step and
// a code is only let through for a LATER step. The claim is one conditional UPDATE, so of two
// requests carrying the same code at once, only one finds the step still free.
// Runs before /two-factor/verify-totp, the only place Better Auth checks a TOTP code (signing
// in, and the code that turns two-factor on from the Security page). docs/security.md.

const STEP_SECONDS = 30;
const DIGITS = 6;
// Better Auth accepts steps -1..+1; two either side covers a step boundary passed between our
// check and Better Auth's, so no code Better Auth accepts goes unrecorded.
const SEARCH_WINDOW = 2;

export const TOTP_REUSED_CODE = 'TOTP_CODE_ALREADY_USED';

/** RFC 4226 HOTP, keyed as Better Auth keys it (the stored secret's UTF-8 bytes). */
function hotp(secret: string, counter: number) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).toString().padStart(DIGITS, '0');
}

/** The time step whose code `code` is, near now; null when it is none of them. */
function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / STEP_SECONDS);
  for (let offset = -SEARCH_WINDOW; offset <= SEARCH_WINDOW; offset++) {
    if (hotp(secret, current + offset) === code) return current + offset;
  }
  return null;
}

/** The account this verify-totp request is for: the signed-in one, or the one mid-sign-in. */
async function totpUserId(ctx: HookContext): Promise<string | null> {
  const secret = ctx.context.secret;
  const sessionToken = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, secret);
  if (sessionToken) {
    const [row] = await db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.token, sessionToken), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (row) return row.userId;
  }
  // Better Auth's "two_factor" cookie holds the id of a verification row whose value is the user.
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, secret);
  if (!challenge) return null;
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, challenge), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Claims the step of the code in this request, or refuses the request when that step (or a
 * later one) was already used. A code that matches no step is left to Better Auth to refuse,
 * so it counts against its per-challenge and per-account limits as before.
 */
export async function refuseReusedTotp(ctx: HookContext) {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const userId = await totpUserId(ctx);
  if (!userId) return;
  const [factor] = await db
    .select({ id: twoFactors.id, secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  if (!factor) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: factor.secret });
  const step = matchingStep(secret, code);
  if (step === null) return;
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactors.id, factor.id), or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step))))
    .returning({ id: twoFactors.id });
  if (claimed.length > 0) return;
  throw new APIError('UNAUTHORIZED', {
    code: TOTP_REUSED_CODE,
    message: 'That code has already been used. Wait for your app to show a new one, then enter it.',
  });
}
