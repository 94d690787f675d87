import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { accounts, userRoles, users } from '@/server/db/schema';
import { recordAudit } from '@/server/audit/record-audit';
import type { StaffRole } from '@/lib/staff-roles';
import { refuseSessionsBefore, revokeAllAccess, revokeSessions } from './revoke-access';

// Who is an owner (the staff role that may do everything, src/lib/staff-roles.ts): `npm run
// admin:create` / `admin:remove`, ADMIN_EMAIL / ADMIN_PASSWORD at start-up and the first owner out of
// the box (docs/decisions/0041-first-admin-printed-once-and-provisioning-takeover.md). The other roles
// are given from the back office's Staff screen (src/server/staff).
//
// Anyone may sign up with any address, including the one the owner will later name as
// ADMIN_EMAIL. So promoting an existing account hands it over: in one transaction its
// sessions, trusted devices and two-factor enrolment go, and its password becomes the
// owner's, so whoever registered it first keeps nothing (docs/security.md, "Admin takeover
// by registering its email first"). An account that is already an admin is left alone
// unless a reset is asked for: ADMIN_PASSWORD at every start must not undo a password the
// admin has since changed in My Account.

export type EnsureAdminOutcome = 'created' | 'promoted' | 'unchanged' | 'reset';

export class AdminChangeRefused extends Error {}

/** Who ran the change, for the activity log: `npm run admin:create`, ADMIN_EMAIL at start, ... */
export const ADMIN_CREATE_COMMAND = 'npm run admin:create';
export const ADMIN_REMOVE_COMMAND = 'npm run admin:remove';

const ownerLabel = (email: string, name: string) => `Staff member ${name} (${email})`;

function normalized(email: string) {
  return email.trim().toLowerCase();
}

// Better Auth is loaded only when a password must be hashed: every start checks its admin,
// and an admin that is already there should not cost the start the library's load time.
async function authContext() {
  const { getAuth } = await import('./auth');
  return getAuth().$context;
}

/** A new id of Better Auth's kind for a users or accounts row we write ourselves. */
export async function newId(model: 'user' | 'account') {
  return (await authContext()).generateId({ model }) || randomUUID();
}

/** The id of `email`'s account when it is an admin already. */
async function existingAdminId(email: string) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'owner')))
    .where(eq(users.email, email))
    .limit(1);
  return admin?.id;
}

/** Makes `hash` the account's email-and-password credential, adding one if it has none. */
export async function setCredentialPassword(tx: Transaction, userId: string, hash: string) {
  const updated = await tx
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length > 0) return;
  await tx.insert(accounts).values({ id: await newId('account'), userId, accountId: userId, providerId: 'credential', password: hash });
}

async function roleIn(tx: Transaction, userId: string): Promise<StaffRole | null> {
  const [row] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  return row?.role ?? null;
}

/** The activity log's row for what ensureAdmin did (nothing for 'unchanged'). */
function ensureAdminEntry(outcome: Exclude<EnsureAdminOutcome, 'unchanged'>, roleBefore: StaffRole | null) {
  switch (outcome) {
    case 'created':
      return { action: 'create', before: null, after: { role: 'owner' } };
    case 'promoted':
      return { action: 'role_change', before: { role: roleBefore }, after: { role: 'owner' }, details: { takenOver: true } };
    case 'reset':
      return { action: 'password_reset', details: { sessionsEnded: true } };
  }
}

/**
 * Makes sure `email` is an admin. A new account gets `password`; an existing non-admin is
 * promoted and taken over (see above); an existing admin keeps its password and sessions
 * unless `reset`, which sets `password` and signs it out everywhere.
 */
export async function ensureAdmin(
  email: string,
  password: string,
  { name = 'Shop Admin', reset = false, command = ADMIN_CREATE_COMMAND }: { name?: string; reset?: boolean; command?: string } = {},
): Promise<{ userId: string; created: boolean; outcome: EnsureAdminOutcome }> {
  const normalizedEmail = normalized(email);
  // The common case at start-up, answered without hashing (the role is never taken from an
  // account but by removeAdmin, which a start does not race).
  const adminId = reset ? undefined : await existingAdminId(normalizedEmail);
  if (adminId) return { userId: adminId, created: false, outcome: 'unchanged' };
  // Hashing is slow on purpose: done before the transaction, not while it holds locks.
  const hash = await (await authContext()).password.hash(password);
  const userId = await newId('user');

  const result = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      // The operator vouches for the address: staff accounts are created verified (docs/security.md).
      .values({ id: userId, name, email: normalizedEmail, emailVerified: true })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Locked, so a sign-in or sign-up racing the promotion waits for it.
    const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, normalizedEmail)).for('update');
    if (!user) throw new Error(`Could not create or find the account ${normalizedEmail}.`);

    const roleBefore = await roleIn(tx, user.id);
    let outcome: EnsureAdminOutcome;
    if (inserted.length > 0) {
      await setCredentialPassword(tx, user.id, hash);
      outcome = 'created';
    } else if (roleBefore !== 'owner') {
      await revokeAllAccess(tx, user.id);
      await setCredentialPassword(tx, user.id, hash);
      outcome = 'promoted';
    } else if (reset) {
      await revokeSessions(tx, user.id);
      await setCredentialPassword(tx, user.id, hash);
      outcome = 'reset';
    } else {
      outcome = 'unchanged';
    }
    await tx
      .insert(userRoles)
      .values({ userId: user.id, role: 'owner' })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: 'owner', updatedAt: new Date() } });
    if (outcome === 'promoted' || outcome === 'reset') await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    if (outcome !== 'unchanged') {
      await recordAudit(tx, {
        actor: { kind: 'command', name: command },
      clientIp: null,
        entityType: 'staff',
        entityId: user.id,
        label: ownerLabel(normalizedEmail, user.name),
        ...ensureAdminEntry(outcome, roleBefore),
      });
    }
    return { userId: user.id, created: outcome === 'created', outcome };
  });
  // Once more after the commit: a sign-in that began while the transaction ran could still read
  // the old password until the commit, after the time revokeSessions set (src/server/auth/revoke-access.ts).
  if (result.outcome === 'promoted' || result.outcome === 'reset') await refuseSessionsBefore(db, result.userId);
  return result;
}

/**
 * Takes the admin role from `email` and signs the account out everywhere. Refused for an
 * account that is not an owner and for the last owner, so the shop is never left without one.
 */
export async function removeAdmin(email: string, command = ADMIN_REMOVE_COMMAND): Promise<{ userId: string; remainingAdmins: number }> {
  const normalizedEmail = normalized(email);
  return db.transaction(async (tx) => {
    // Every admin row locked: two removals at once cannot each think the other admin remains.
    const admins = await tx
      .select({ userId: userRoles.userId, email: users.email, name: users.name })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.role, 'owner'))
      .for('update');
    const target = admins.find((admin) => admin.email === normalizedEmail);
    if (!target) throw new AdminChangeRefused(`${normalizedEmail} is not an owner.`);
    if (admins.length === 1) {
      throw new AdminChangeRefused(`${normalizedEmail} is the only owner; add another with npm run admin:create first.`);
    }
    await tx.delete(userRoles).where(and(eq(userRoles.userId, target.userId), eq(userRoles.role, 'owner')));
    await revokeSessions(tx, target.userId);
    await recordAudit(tx, {
      actor: { kind: 'command', name: command },
      clientIp: null,
      entityType: 'staff',
      entityId: target.userId,
      label: ownerLabel(target.email, target.name),
      action: 'staff_removed',
      before: { role: 'owner' },
      after: null,
    });
    return { userId: target.userId, remainingAdmins: admins.length - 1 };
  });
}

/** How many admins there are other than `email` (used to say the first admin may go). */
export async function countOtherAdmins(email: string) {
  const others = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'owner'), ne(users.email, normalized(email))));
  return others.length;
}
