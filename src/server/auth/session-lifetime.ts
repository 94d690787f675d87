import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';
import { isAdmin } from './roles';
import type { HookContext } from './hook-context';

// Sessions slide (each day of use pushes the expiry 30 days on, src/server/auth/auth.ts), so
// a stolen cookie used daily would never die. On top of that, every session has an absolute
// end counted from its creation, whatever refreshes happen: 30 days for shoppers, 7 for
// admins, whose cookie opens the back office (docs/security.md). And a session whose sign-in
// began before its account's users.sessions_valid_after (set when the account is handed to its
// owner or its access revoked, src/server/auth/revoke-access.ts) is refused.
//
// A session's created_at is when its sign-in request began, not when Better Auth wrote the row:
// a sign-in that checked the old password before a promotion may write its row after it, and
// must still count as begun before it. beforeAuthEndpoint stamps each request's start on the
// endpoint context (requestStart); capNewSession takes the new session's created_at from it.

const DAY_MS = 24 * 60 * 60 * 1000;
export const SHOPPER_SESSION_MAX_DAYS = 30;
export const ADMIN_SESSION_MAX_DAYS = 7;

export async function sessionMaxDays(userId: string) {
  return (await isAdmin(userId)) ? ADMIN_SESSION_MAX_DAYS : SHOPPER_SESSION_MAX_DAYS;
}

/** `expiresAt`, moved back to the session's absolute end when it lies beyond it. */
export async function capExpiry(userId: string, createdAt: Date, expiresAt: Date) {
  const end = new Date(createdAt.getTime() + (await sessionMaxDays(userId)) * DAY_MS);
  return expiresAt > end ? end : expiresAt;
}

/** The endpoint context's key for the time its request began (merged in by Better Auth's hooks.before). */
const REQUEST_STARTED_AT = 'requestStartedAt';

/** hooks.before's answer that stamps the request's start on the endpoint context, for capNewSession. */
export function requestStart() {
  return { context: { [REQUEST_STARTED_AT]: Date.now() } };
}

function requestStartOf(endpoint: unknown): Date | undefined {
  const started = (endpoint as Record<string, unknown> | null | undefined)?.[REQUEST_STARTED_AT];
  return typeof started === 'number' ? new Date(started) : undefined;
}

/**
 * databaseHooks.session.create.before: the session began when its request did, and never
 * expires after its absolute end.
 */
export async function capNewSession<S extends { userId: string; createdAt?: Date; expiresAt: Date }>(session: S, endpoint?: unknown) {
  const createdAt = requestStartOf(endpoint) ?? session.createdAt ?? new Date();
  return { data: { ...session, createdAt, expiresAt: await capExpiry(session.userId, createdAt, session.expiresAt) } };
}

type SessionUpdate = { expiresAt?: Date } & Record<string, unknown>;
type EndpointContext = { context?: { session?: { session?: { userId: string; createdAt: Date } } | null } } | null;

/**
 * databaseHooks.session.update.before: a refresh never pushes the expiry past the absolute end.
 * Better Auth only passes the changed fields; the session being refreshed is the request's own,
 * which its get-session has already put on the endpoint context.
 */
export async function capSessionRefresh(update: SessionUpdate, endpoint: EndpointContext) {
  const current = endpoint?.context?.session?.session;
  if (!update.expiresAt || !current) return;
  return { data: { ...update, expiresAt: await capExpiry(current.userId, new Date(current.createdAt), update.expiresAt) } };
}

/**
 * hooks.before on every request that carries a session cookie: a session past its absolute end,
 * or begun before its account's sessions_valid_after, is deleted before Better Auth looks it up,
 * so the request is simply signed out. This also ends sessions made before the cap existed, and
 * any whose expiry a refresh could not reach. Every session read passes here: getSession
 * (src/server/auth/session.ts) is auth.api.getSession, which runs the hooks too.
 */
export async function endSessionNoLongerValid(ctx: HookContext) {
  const cookie = ctx.headers?.get('cookie') ?? ctx.request?.headers.get('cookie');
  if (!cookie?.includes(ctx.context.authCookies.sessionToken.name)) return;
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return;
  const now = Date.now();
  await queryRows(sql`
    delete from sessions
    where token = ${token}
      and (
        created_at < case
          when exists (select 1 from user_roles where user_roles.user_id = sessions.user_id)
            then ${new Date(now - ADMIN_SESSION_MAX_DAYS * DAY_MS).toISOString()}::timestamptz
          else ${new Date(now - SHOPPER_SESSION_MAX_DAYS * DAY_MS).toISOString()}::timestamptz
        end
        or created_at < (select users.sessions_valid_after from users where users.id = sessions.user_id)
      )
  `);
}
