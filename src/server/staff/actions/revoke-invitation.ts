'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { invitationIdSchema } from '@/lib/schemas/staff';
import { revokeInvitation } from '../invitations';

/** Revokes an open invitation: its link stops working at once. */
export const revokeInvitationAction = defineAction(
  { name: 'revokeInvitation', schema: invitationIdSchema, authorize: permitted('staff.manage'), fallbackError: 'Failed to revoke the invitation' },
  async ({ id }) => revokeInvitation(id),
);
