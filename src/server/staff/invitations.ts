import 'server-only';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { recordAudit } from '@/server/audit/record-audit';
import { db, type Transaction } from '@/server/db/client';
import { staffInvitations, userRoles, users } from '@/server/db/schema';
import type { StaffUser } from '@/server/auth/session';
import type { StaffRole } from '@/lib/staff-roles';
import { queueInvitationMail } from './invitation-mail-job';
import { INVITATION_LIFETIME_MS, unsentTokenHash } from './invitation-tokens';
import { invitationLabel } from '@/lib/staff-labels';

// Owners invite by email with a role (docs/security.md, "Staff roles"). One open invitation per
// address: a new one revokes the older. The link is single-use and valid for 7 days; its token is
// made by the mail job (src/server/staff/invitation-mail-job.ts). Each change is recorded in the
// activity log in the transaction that makes it.

export const ALREADY_STAFF_MESSAGE = 'This address already belongs to a member of the staff. Change their role instead.';
export const INVITATION_NOT_OPEN_MESSAGE = 'This invitation was already accepted, revoked or has expired.';

const expiry = () => new Date(Date.now() + INVITATION_LIFETIME_MS);

async function isStaffAddress(tx: Transaction, email: string) {
  const [row] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(users.email, email))
    .limit(1);
  return Boolean(row);
}

/** Not accepted and not revoked, expired or not: Resend can reopen an expired one. */
const notSettled = sql`${staffInvitations.acceptedAt} is null and ${staffInvitations.revokedAt} is null`;

/** Revokes the given invitations that are not settled, recording each with `details`. */
async function revokeWhere(tx: Transaction, which: SQL | undefined, details: Record<string, unknown>) {
  const revoked = await tx
    .update(staffInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(which, notSettled))
    .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role });
  for (const old of revoked) {
    await recordAudit(tx, {
      entityType: 'invitation',
      entityId: old.id,
      label: invitationLabel(old.email),
      action: 'invitation_revoked',
      details: { role: old.role, ...details },
    });
  }
}

/** Revokes `email`'s other invitations, expired ones too (Resend could reopen them); `replacedBy` follows. */
const revokeOtherInvitations = (tx: Transaction, email: string, replacedBy: string) =>
  revokeWhere(tx, and(eq(staffInvitations.email, email), ne(staffInvitations.id, replacedBy)), { replacedBy });

/**
 * An owner who is removed or stops being an owner: the invitations they sent and nobody accepted yet
 * go too, so none of them brings the person (or anyone) back in with a role they gave.
 */
export const revokeInvitationsSentBy = (tx: Transaction, userId: string) =>
  revokeWhere(tx, eq(staffInvitations.invitedBy, userId), { reason: 'The owner who sent it left that role.' });

export async function inviteStaff(email: string, role: StaffRole, owner: StaffUser): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    if (await isStaffAddress(tx, email)) throw new ActionError(ALREADY_STAFF_MESSAGE);
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({ email, role, tokenHash: unsentTokenHash(), invitedBy: owner.id, expiresAt: expiry() })
      .returning({ id: staffInvitations.id, expiresAt: staffInvitations.expiresAt });
    await revokeOtherInvitations(tx, email, invitation!.id);
    await recordAudit(tx, {
      entityType: 'invitation',
      entityId: invitation!.id,
      label: invitationLabel(email),
      action: 'invite',
      before: null,
      after: { email, role, expiresAt: invitation!.expiresAt.toISOString() },
    });
    await queueInvitationMail(invitation!.id, tx);
    return { id: invitation!.id };
  });
}

export async function revokeInvitation(id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffInvitations.id, id), notSettled))
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!revoked) throw new ActionError(INVITATION_NOT_OPEN_MESSAGE);
    await recordAudit(tx, { entityType: 'invitation', entityId: id, label: invitationLabel(revoked.email), action: 'invitation_revoked', details: { role: revoked.role } });
  });
}

/**
 * "Resend": a new link, valid 7 days from now; the link mailed before stops working at once (the row
 * gets a hash nobody holds until the job mints the new token). An expired invitation may be resent
 * too; a revoked or accepted one may not.
 */
export async function resendInvitation(id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ tokenHash: unsentTokenHash(), expiresAt: expiry() })
      .where(and(eq(staffInvitations.id, id), notSettled))
      .returning({ email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt });
    if (!row) throw new ActionError(INVITATION_NOT_OPEN_MESSAGE);
    if (await isStaffAddress(tx, row.email)) throw new ActionError(ALREADY_STAFF_MESSAGE);
    await revokeOtherInvitations(tx, row.email, id);
    await recordAudit(tx, {
      entityType: 'invitation',
      entityId: id,
      label: invitationLabel(row.email),
      action: 'invitation_resent',
      details: { role: row.role, expiresAt: row.expiresAt.toISOString() },
    });
    await queueInvitationMail(id, tx);
  });
}
