import 'server-only';
import { and, eq, gte } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import type { AuditActor } from '@/server/audit/audit-actor';
import { refuseSessionsBefore, revokeSessions } from '@/server/auth/revoke-access';
import { db, type Transaction } from '@/server/db/client';
import { passkeys, twoFactors, userRoles, users } from '@/server/db/schema';
import { staffLabel } from '@/lib/staff-labels';
import type { StaffRole } from '@/lib/staff-roles';
import { addressTaken } from './account-checks';
import { dropQueuedEmailChanges, queueAccountLink } from './account-link-job';
import { consumeUndoToken, voidAccountTokens, voidLaterUndoTokens } from './account-tokens';

// Every change of an account's email, a shopper's confirmed in My Account or a staff member's made by
// an owner on the Staff screen (docs/security.md, "Password reset, email verification and email
// change"): written to the activity log in the change's own transaction, and mailed to the address it
// moved from (src/server/account/account-link-job.ts, which mints the link, so it never sits in the
// jobs table). A shopper's old address gets a link that puts it back for 7 days; a staff member's gets
// a notice only, and an undo link is refused once its account is on the staff: only an owner changes a
// staff address, so whoever reads a mailbox the member left cannot take the account back
// (docs/decisions/0073-no-undo-for-staff-addresses.md).
//
// Following it restores the old address (proved by the link), ends every session and trusted device,
// voids the links mailed to the address it had moved to and the undo links of any later change, and
// removes an authenticator or passkeys set up after the change, or whoever moved the account could
// still lock its owner out with them. It hands out no reset link: a new password comes from "Forgot
// password?", mailed to the address now restored.

export const UNDO_LINK_INVALID = 'This link has expired or was already used. If you cannot get into your account, write to the shop.';
export const STAFF_UNDO_REFUSED =
  'This account is now on the shop’s staff, and only a shop owner changes a staff account’s email. Write to the shop and an owner will sort it out with you.';

type Account = { id: string; name: string; role: StaffRole | null };

/** The activity log's entity: the Staff screen's member, or a shopper's account. */
function auditEntity(account: Account, email: string) {
  return {
    entityType: account.role ? 'staff' : 'account',
    entityId: account.id,
    label: account.role ? staffLabel({ name: account.name, email }) : `Account ${account.name}`,
  };
}

/** The account's holder as the activity log names them, for what they did through a mailed link. */
export function holderActor(account: Account, email: string): AuditActor {
  const user = { id: account.id, name: account.name, email };
  return account.role ? { kind: 'staff', user: { ...user, isAdmin: true, role: account.role } } : { kind: 'user', user: { ...user, isAdmin: false, role: null } };
}

/**
 * In the change's transaction, once the address is `newEmail`: the activity log's row, and the undo
 * link's mail to `oldEmail`. `actor` defaults to the action running (the owner on the Staff screen).
 */
export async function recordEmailChange(
  tx: Transaction,
  change: { account: Account; oldEmail: string; newEmail: string; byOwner: boolean; actor?: AuditActor },
) {
  const { account, oldEmail, newEmail, byOwner, actor } = change;
  await recordAudit(tx, { ...auditEntity(account, newEmail), action: 'email_changed', before: { email: oldEmail }, after: { email: newEmail }, actor });
  const changedAt = new Date().toISOString();
  await queueAccountLink({ link: 'undo-email-change', userId: account.id, oldEmail, newEmail, changedAt, byOwner }, tx);
}

/** An authenticator or passkeys set up since `since`; whether any went. */
async function removeSecondFactorsSince(tx: Transaction, userId: string, since: Date) {
  const keys = await tx.delete(passkeys).where(and(eq(passkeys.userId, userId), gte(passkeys.createdAt, since))).returning({ id: passkeys.id });
  const apps = await tx.delete(twoFactors).where(and(eq(twoFactors.userId, userId), gte(twoFactors.secretSetAt, since))).returning({ id: twoFactors.id });
  if (apps.length > 0) await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
  return keys.length + apps.length > 0;
}

/** Following the undo link, signed in or not: the old address back and everyone signed out. */
export async function undoEmailChange(token: string): Promise<{ email: string }> {
  const { userId, ...undone } = await db.transaction(async (tx) => {
    const undo = await consumeUndoToken(tx, token);
    if (!undo) throw new ActionError(UNDO_LINK_INVALID);
    const [account] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: userRoles.role })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.id, undo.userId))
      .for('update', { of: users });
    if (!account) throw new ActionError(UNDO_LINK_INVALID);
    if (account.role) throw new ActionError(STAFF_UNDO_REFUSED);
    if (await addressTaken(undo.oldEmail, account.id, tx)) {
      throw new ActionError(`Another account now uses ${undo.oldEmail}, so it could not be put back. Write to the shop and we will sort it out with you.`);
    }
    await tx.update(users).set({ email: undo.oldEmail, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, account.id));
    await revokeSessions(tx, account.id);
    const factorsRemoved = await removeSecondFactorsSince(tx, account.id, undo.changedAt);
    await voidAccountTokens(tx, account.id);
    await dropQueuedEmailChanges(tx, account.id);
    await voidLaterUndoTokens(tx, account.id, undo.changedAt);
    await recordAudit(tx, {
      ...auditEntity(account, undo.oldEmail),
      action: 'email_change_undone',
      before: { email: account.email },
      after: { email: undo.oldEmail },
      details: { sessionsEnded: true, secondFactorsRemoved: factorsRemoved },
      actor: holderActor(account, undo.oldEmail),
    });
    return { userId: account.id, email: undo.oldEmail };
  });
  // Once more after the commit, as a password reset does (src/server/account/reset-password.ts).
  await refuseSessionsBefore(db, userId);
  return undone;
}
