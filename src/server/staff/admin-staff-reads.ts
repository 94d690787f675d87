import 'server-only';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { requirePermission } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { auditLog, passkeys, sessions, staffInvitations, userRoles, users } from '@/server/db/schema';
import type { StaffRole } from '@/lib/staff-roles';

// What the Staff screen shows (src/app/admin/staff): the team and the invitations not yet answered.

export type StaffMemberRow = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** A verified TOTP app or a passkey: what "Require two-factor sign-in for staff" accepts. */
  twoFactor: boolean;
  /** The newest sign-in: the activity log's 'sign_in' rows, or a session's start when that is newer. */
  lastSignInAt: Date | null;
  /**
   * Each passkey, oldest first: one signs in as the member with no password, so the owner sees
   * every one and when it was added (docs/security.md, "Passkeys").
   */
  passkeys: StaffPasskey[];
};

export type StaffPasskey = { name: string | null; createdAt: Date | null };

export type PendingInvitationRow = {
  id: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  expired: boolean;
  invitedBy: string | null;
};

export type StaffOverview = { members: StaffMemberRow[]; invitations: PendingInvitationRow[] };

const inviter = alias(users, 'inviter');

export async function listStaff(): Promise<StaffOverview> {
  await requirePermission('staff.manage');
  const lastSession = sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;
  const lastRecorded = sql<Date | null>`(select max(${auditLog.at}) from ${auditLog} where ${auditLog.actorId} = ${users.id} and ${auditLog.action} = 'sign_in')`;
  const [members, invitations] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: userRoles.role,
        twoFactor: sql<boolean>`coalesce(${users.twoFactorEnabled}, false) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`,
        lastSignInAt: sql<Date | null>`greatest(${lastSession}, ${lastRecorded})`.mapWith((value) => (value ? new Date(value) : null)),
      })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .orderBy(sql`case ${userRoles.role} when 'owner' then 0 else 1 end`, asc(users.name)),
    db
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.role,
        expiresAt: staffInvitations.expiresAt,
        expired: sql<boolean>`${staffInvitations.expiresAt} <= now()`,
        invitedBy: inviter.name,
      })
      .from(staffInvitations)
      .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
      .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
      .orderBy(desc(staffInvitations.createdAt)),
  ]);
  return { members: await withPasskeys(members), invitations };
}

async function withPasskeys<Member extends { id: string }>(members: Member[]): Promise<(Member & { passkeys: StaffPasskey[] })[]> {
  const rows = members.length
    ? await db
        .select({ userId: passkeys.userId, name: passkeys.name, createdAt: passkeys.createdAt })
        .from(passkeys)
        .where(inArray(passkeys.userId, members.map((member) => member.id)))
        .orderBy(asc(passkeys.createdAt))
    : [];
  return members.map((member) => ({
    ...member,
    passkeys: rows.filter((row) => row.userId === member.id).map(({ name, createdAt }) => ({ name, createdAt })),
  }));
}
