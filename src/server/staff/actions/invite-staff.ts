'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { inviteStaffSchema } from '@/lib/schemas/staff';
import { inviteStaff } from '../invitations';

/** Invites `email` to join the staff as `role`; the mail goes out from a job with a 7-day, single-use link. */
export const inviteStaffAction = defineAction(
  { name: 'inviteStaff', schema: inviteStaffSchema, authorize: permitted('staff.manage'), fallbackError: 'Failed to send the invitation' },
  async ({ email, role }, owner) => inviteStaff(email, role, owner),
);
