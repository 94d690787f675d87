import 'server-only';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { passkeys, sessions } from '@/server/db/schema';
import { REAUTHENTICATION_MINUTES, REAUTHENTICATION_REQUIRED_CODE } from '@/lib/account-security';
import { authFlows } from './auth-flows';
import type { HookContext } from './hook-context';

// A passkey signs in with no password and no code, so adding one must need more than a session
// cookie, which a thief may hold (docs/security.md, "Passkeys"). A session proves who it is again
// by the password (and the authenticator code when two-factor is on: confirmIdentity in
// src/server/account/actions/store/confirm-identity.ts) or by a passkey sign-in; the proof is stamped on the
// session row (sessions.reauthenticated_at), on the server, and lets it add passkeys for
// REAUTHENTICATION_MINUTES. Every passkey added is mailed to the account's address (the mail is the
// account's, handed in by the composition root: src/server/auth/auth-flows.ts).

const ADD_PASSKEY_PATHS = new Set(['/passkey/generate-register-options', '/passkey/verify-registration']);

/** The session `sessionId` has just proved who it is. */
export async function stampReauthentication(sessionId: string) {
  await db.update(sessions).set({ reauthenticatedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Whether the session `sessionId` proved who it is in the last REAUTHENTICATION_MINUTES. */
export async function recentlyReauthenticated(sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.reauthenticatedAt, sql`now() - ${`${REAUTHENTICATION_MINUTES} minutes`}::interval`)))
    .limit(1);
  return Boolean(row);
}

/** hooks.before on the two steps of adding a passkey: refused without a recent proof. */
export async function requireRecentReauthentication(ctx: HookContext) {
  if (!ADD_PASSKEY_PATHS.has(ctx.path)) return;
  const session = await getSessionFromCtx(ctx);
  // Signed out: the plugin's own session check answers.
  if (!session || (await recentlyReauthenticated(session.session.id))) return;
  throw new APIError('FORBIDDEN', {
    code: REAUTHENTICATION_REQUIRED_CODE,
    message: `For your security, confirm it is you with your password (or a passkey) before adding a passkey. The confirmation lasts ${REAUTHENTICATION_MINUTES} minutes.`,
  });
}

/** hooks.after: a passkey sign-in is a proof for its new session; a passkey added is mailed to the holder. */
export async function afterPasskeyEndpoint(ctx: HookContext) {
  const returned = ctx.context.returned;
  if (isAPIError(returned)) return;
  if (ctx.path === '/passkey/verify-authentication' && ctx.context.newSession) {
    await stampReauthentication(ctx.context.newSession.session.id);
  }
  if (ctx.path === '/passkey/verify-registration') {
    const session = await getSessionFromCtx(ctx);
    if (!session) return;
    const [added] = await db.select({ name: passkeys.name }).from(passkeys).where(eq(passkeys.userId, session.user.id)).orderBy(desc(passkeys.createdAt)).limit(1);
    await authFlows().passkeyAdded(session.user, added?.name ?? null);
  }
}
