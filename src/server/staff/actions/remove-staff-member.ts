'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { removeStaffMemberSchema } from '@/lib/schemas/staff';
import { removeStaffMember } from '../team-changes';

/** Takes a member off the staff and ends their sessions at once; their account stays, as a shopper's. */
export const removeStaffMemberAction = defineAction(
  { name: 'removeStaffMember', schema: removeStaffMemberSchema, authorize: permitted('staff.manage'), fallbackError: 'Failed to remove the member' },
  async ({ userId }, owner) => removeStaffMember(userId, owner),
);
