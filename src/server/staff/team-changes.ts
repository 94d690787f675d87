import 'server-only';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { revokeSessions } from '@/server/auth/revoke-access';
import type { StaffUser } from '@/server/auth/session';
import { db, type Transaction } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { userRoles, users } from '@/server/db/schema';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/lib/staff-roles';
import { staffLabel } from '@/lib/staff-labels';
import { revokeInvitationsSentBy } from './invitations';

// An owner changes a member's role or removes them (docs/security.md, "Staff roles"). Nobody changes
// their own role or removes themselves, and the shop always keeps an owner: every owner row is locked
// FOR UPDATE first (as removeAdmin does, src/server/auth/admins.ts), so two owners demoting each
// other at once are decided one after the other, and the second sees the first's change.
//
// A role change keeps the member's sessions: the role is read from user_roles on every request
// (src/server/auth/session.ts), so the new role applies from their next click. Removal ends every
// session at once (revokeSessions); the account stays, as a shopper's. An owner who is removed or
// demoted takes the invitations they sent and nobody accepted with them.

export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another owner.';
export const REMOVE_SELF_MESSAGE = 'You cannot remove yourself from the staff. Ask another owner.';
export const LAST_OWNER_MESSAGE = 'The shop must keep at least one owner. Make someone else an owner first.';
export const NOT_STAFF_MESSAGE = 'This person is no longer on the staff.';
export const NO_LONGER_OWNER_MESSAGE = 'Your role no longer allows this.';
export const ADMIN_EMAIL_MESSAGE =
  'This account is the server’s ADMIN_EMAIL, which makes it an owner again at every start. Remove ADMIN_EMAIL from the server’s settings first.';

/** Whether `email` is the server's ADMIN_EMAIL, the account it makes an owner at every start (src/server/auth/admin-start-up.ts). */
export function isServerAdminEmail(email: string) {
  const adminEmail = getEnv().ADMIN_EMAIL?.trim().toLowerCase();
  return Boolean(adminEmail) && email.toLowerCase() === adminEmail;
}

/** The ADMIN_EMAIL account is not demoted or removed here. */
function refuseIfAdminEmail(member: Member) {
  if (isServerAdminEmail(member.email)) throw new ActionError(ADMIN_EMAIL_MESSAGE);
}

export type Member = { userId: string; name: string; email: string; role: StaffRole };

/**
 * In `tx`, with every owner row locked: the member `userId`, after checking that `owner` is still
 * an owner and that the change leaves the shop an owner.
 */
export async function lockedMember(tx: Transaction, owner: StaffUser, userId: string, leavesOwnerRole: (member: Member) => boolean): Promise<Member> {
  const owners = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'owner')).for('update');
  if (!owners.some((row) => row.userId === owner.id)) throw new ActionError(NO_LONGER_OWNER_MESSAGE);
  const [member] = await tx
    .select({ userId: userRoles.userId, role: userRoles.role, name: users.name, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.userId, userId))
    .for('update');
  if (!member) throw new ActionError(NOT_STAFF_MESSAGE);
  if (member.role === 'owner' && leavesOwnerRole(member) && owners.length <= 1) throw new ActionError(LAST_OWNER_MESSAGE);
  return member;
}

export async function changeStaffRole(userId: string, role: StaffRole, owner: StaffUser): Promise<{ role: StaffRole }> {
  if (userId === owner.id) throw new ActionError(OWN_ROLE_MESSAGE);
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, owner, userId, () => role !== 'owner');
    if (member.role === role) return { role };
    if (role !== 'owner') refuseIfAdminEmail(member);
    await tx.update(userRoles).set({ role, updatedAt: new Date() }).where(eq(userRoles.userId, userId));
    if (member.role === 'owner') await revokeInvitationsSentBy(tx, userId);
    await recordAudit(tx, {
      entityType: 'staff',
      entityId: userId,
      label: staffLabel(member),
      action: 'role_change',
      before: { role: member.role },
      after: { role },
      details: { summary: `${STAFF_ROLE_LABELS[member.role]} → ${STAFF_ROLE_LABELS[role]}` },
    });
    return { role };
  });
}

export async function removeStaffMember(userId: string, owner: StaffUser): Promise<void> {
  if (userId === owner.id) throw new ActionError(REMOVE_SELF_MESSAGE);
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, owner, userId, () => true);
    refuseIfAdminEmail(member);
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await revokeSessions(tx, userId);
    await revokeInvitationsSentBy(tx, userId);
    await recordAudit(tx, {
      entityType: 'staff',
      entityId: userId,
      label: staffLabel(member),
      action: 'staff_removed',
      before: { role: member.role },
      after: null,
    });
  });
}
