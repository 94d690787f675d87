'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { changeStaffRoleSchema } from '@/lib/schemas/staff';
import { changeStaffRole } from '../team-changes';

/** Gives a member another role; never one's own, and never the last owner's. */
export const changeStaffRoleAction = defineAction(
  { name: 'changeStaffRole', schema: changeStaffRoleSchema, authorize: permitted('staff.manage'), fallbackError: 'Failed to change the role' },
  async ({ userId, role }, owner) => changeStaffRole(userId, role, owner),
);
