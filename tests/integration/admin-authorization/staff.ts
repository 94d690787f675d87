import { db } from '@/server/db/client';
import { staffInvitations, userRoles } from '@/server/db/schema';
import { unique, type ActionRegistry } from './_registry';
import { newBuyer } from '../../helpers/factories';

// Valid inputs for the Staff screen's admin actions (src/server/staff/actions). The invitation page's
// actions (src/server/staff/actions/store/accept-invitation-*.ts) are public: the link's token is their authority.

/** A staff member of their own (a content editor), so each call has someone to change or remove. */
async function insertMember() {
  const { id } = await newBuyer({ name: 'Test Member', email: `member-${unique()}@example.com`, emailVerified: true });
  await db.insert(userRoles).values({ userId: id, role: 'content' });
  return id;
}

/** An open invitation (its token a hash nobody holds; the actions never need it). */
async function insertInvitation() {
  const [row] = await db
    .insert(staffInvitations)
    .values({ email: `invitee-${unique()}@example.com`, role: 'fulfilment', tokenHash: `test-${unique()}`, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: staffInvitations.id });
  return row!.id;
}

export const actions: ActionRegistry = {
  inviteStaffAction: async () => ({ email: `invitee-${unique()}@example.com`, role: 'fulfilment' }),
  revokeInvitationAction: async () => ({ id: await insertInvitation() }),
  resendInvitationAction: async () => ({ id: await insertInvitation() }),
  changeStaffRoleAction: async () => ({ userId: await insertMember(), role: 'accountant' }),
  removeStaffMemberAction: async () => ({ userId: await insertMember() }),
  sendEnrolmentLinkAction: async () => ({ userId: await insertMember() }),
  changeStaffEmailAction: async () => ({ userId: await insertMember(), newEmail: `moved-${unique()}@example.com` }),
};
