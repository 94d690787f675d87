import 'server-only';
import { eq } from 'drizzle-orm';
import { getSessionFromCtx, isAPIError } from 'better-auth/api';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { userRoles, users, verifications } from '@/server/db/schema';
import type { HookContext } from './hook-context';
import type { StaffUser } from '@/server/request-context';

// The activity log's staff sign-in events (docs/decisions/0037-staff-roles-and-the-activity-log.md):
// staff sign-ins and failed ones, two-factor turned on and off, passkeys added and removed. Recorded
// from Better Auth's hooks (src/server/auth/auth-hooks.ts), so every way in is seen, with the client
// address the server set (CLIENT_IP_HEADER). Only staff accounts are recorded: a shopper's sign-ins
// are not the shop's business. Nothing from the request body but the address is ever written.
//
// A sign-in ends at the step that creates the session: the password alone, the two-factor code after
// it (or a device trusted to skip the code), or a passkey. An account-change event needs to know who
// was signed in before the endpoint ran (enrolling in two-factor replaces the session), so
// hooks.before notes it on the endpoint context (`staffAuditBefore`).

const SESSION_EVENT_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/disable', '/passkey/verify-registration', '/passkey/delete-passkey']);
const SIGNED_IN_BEFORE = 'staffAuditSignedIn';
// Better Auth's two-factor plugin's cookies (better-auth/plugins/two-factor/constant): a device trusted to
// skip the code, and the sign-in waiting for its code (a verification row whose value is the user's id).
const TRUST_DEVICE_COOKIE = 'trust_device';
const PENDING_SIGN_IN_COOKIE = 'two_factor';
const WRONG_CODE_ERRORS = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);

type SignedInBefore = { userId: string; twoFactorEnabled: boolean };

/** hooks.before: for the account-change endpoints, who was signed in (merged into the endpoint context). */
export async function staffAuditBefore(ctx: HookContext): Promise<Record<string, SignedInBefore>> {
  if (!SESSION_EVENT_PATHS.has(ctx.path)) return {};
  const session = await getSessionFromCtx(ctx);
  if (!session) return {};
  return { [SIGNED_IN_BEFORE]: { userId: session.user.id, twoFactorEnabled: Boolean(session.user.twoFactorEnabled) } };
}

async function staffMember(by: { id: string } | { email: string }): Promise<StaffUser | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: userRoles.role })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email))
    .limit(1);
  return row ? { ...row, isAdmin: true } : null;
}

function clientIp(ctx: HookContext) {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER) ?? null;
}

async function record(ctx: HookContext, member: StaffUser, action: string, details: Record<string, unknown>) {
  try {
    await recordAudit(db, {
      actor: { kind: 'staff', user: member },
      clientIp: clientIp(ctx),
      entityType: 'staff',
      entityId: member.id,
      label: `Staff member ${member.name} (${member.email})`,
      action,
      details,
    });
  } catch (error) {
    // The sign-in stands even if it cannot be written down. Loaded here: importing auth must not read the environment.
    const { logger } = await import('@/server/logger');
    logger.error({ err: error, action }, 'Could not record a staff sign-in event');
  }
}

/** Whether this browser holds a device trust of `userId` that lets a TOTP account skip its code. */
async function trustedDevice(ctx: HookContext, userId: string) {
  const cookie = await ctx.getSignedCookie(ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE).name, ctx.context.secret);
  const identifier = cookie ? cookie.split('!')[1] : undefined;
  return identifier ? (await liveVerificationValue(identifier)) === userId : false;
}

/** The value of one of Better Auth's verification rows, unless it has expired. */
async function liveVerificationValue(identifier: string) {
  const [row] = await db.select({ value: verifications.value, expiresAt: verifications.expiresAt }).from(verifications).where(eq(verifications.identifier, identifier)).limit(1);
  return row && row.expiresAt > new Date() ? row.value : null;
}

/** Whose sign-in this browser is finishing with a code: the account the password step let through. */
async function pendingSignIn(ctx: HookContext) {
  const identifier = await ctx.getSignedCookie(ctx.context.createAuthCookie(PENDING_SIGN_IN_COOKIE).name, ctx.context.secret);
  return identifier ? liveVerificationValue(identifier) : null;
}

/** A wrong authenticator or backup code at sign-in: the password was right, the second factor not. */
async function auditWrongCode(ctx: HookContext) {
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || !WRONG_CODE_ERRORS.has(String(returned.body?.code))) return;
  if ((ctx as unknown as Record<string, unknown>)[SIGNED_IN_BEFORE]) return; // setting up two-factor, not signing in
  const userId = await pendingSignIn(ctx);
  const member = userId ? await staffMember({ id: userId }) : null;
  if (member) await record(ctx, member, 'sign_in_failed', { method: codeMethod(ctx.path), reason: 'wrong code' });
}

/** /sign-in/email, after our own refusals: a session for a staff account, or a wrong password for one. */
export async function auditPasswordSignIn(ctx: HookContext, email: string) {
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.body?.code !== 'INVALID_EMAIL_OR_PASSWORD') return;
    const target = await staffMember({ email });
    if (target) await record(ctx, target, 'sign_in_failed', { method: 'password', reason: 'wrong password' });
    return;
  }
  const created = ctx.context.newSession;
  if (!created) return;
  const member = await staffMember({ id: created.user.id });
  if (!member) return;
  // With a TOTP app the two-factor plugin asks for the code next: the sign-in is recorded at that step.
  if (!created.user.twoFactorEnabled) await record(ctx, member, 'sign_in', { method: 'password' });
  else if (await trustedDevice(ctx, member.id)) await record(ctx, member, 'sign_in', { method: 'password', trustedDevice: true });
}

/** The other endpoints: a sign-in finished by a code or a passkey, and changes to an account's second factors. */
export async function auditStaffAuthEvent(ctx: HookContext) {
  if (isAPIError(ctx.context.returned)) return auditWrongCode(ctx);
  const before = (ctx as unknown as Record<string, SignedInBefore | undefined>)[SIGNED_IN_BEFORE];
  const event = eventOf(ctx.path, before);
  if (!event) return;
  const userId = before?.userId ?? ctx.context.newSession?.user.id;
  const member = userId ? await staffMember({ id: userId }) : null;
  if (member) await record(ctx, member, event.action, event.details);
}

function eventOf(path: string, before: SignedInBefore | undefined): { action: string; details: Record<string, unknown> } | null {
  switch (path) {
    case '/two-factor/verify-totp':
    case '/two-factor/verify-backup-code': {
      if (!before) return { action: 'sign_in', details: { method: `password and ${codeMethod(path)}` } };
      // Signed in already: the first code of a new authenticator app turns two-factor on.
      return path.endsWith('totp') && !before.twoFactorEnabled ? { action: 'two_factor_enabled', details: { method: 'authenticator app' } } : null;
    }
    case '/two-factor/disable':
      return before ? { action: 'two_factor_disabled', details: { method: 'authenticator app' } } : null;
    case '/passkey/verify-authentication':
      return { action: 'sign_in', details: { method: 'passkey' } };
    case '/passkey/verify-registration':
      return before ? { action: 'passkey_added', details: {} } : null;
    case '/passkey/delete-passkey':
      return before ? { action: 'passkey_removed', details: {} } : null;
    default:
      return null;
  }
}

function codeMethod(path: string) {
  return path.endsWith('totp') ? 'authenticator code' : 'backup code';
}
