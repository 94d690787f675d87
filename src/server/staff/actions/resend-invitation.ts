'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { invitationIdSchema } from '@/lib/schemas/staff';
import { resendInvitation } from '../invitations';

/** Mails a new link for the invitation, valid 7 days; the link sent before stops working. */
export const resendInvitationAction = defineAction(
  { name: 'resendInvitation', schema: invitationIdSchema, authorize: permitted('staff.manage'), fallbackError: 'Failed to resend the invitation' },
  async ({ id }) => resendInvitation(id),
);
