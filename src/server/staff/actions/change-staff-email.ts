'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { StaffUser } from '@/server/auth/session';
import { changeStaffEmailSchema } from '@/lib/schemas/staff';
import { changeStaffEmail, type StaffEmailRefusal } from '../staff-email';

/** Changes a member's email at once, the owner's own with their password; the old address is told by mail, with no link that undoes it (docs/decisions/0073). */
export const changeStaffEmailAction = defineAction<typeof changeStaffEmailSchema, StaffUser, { email: string }, StaffEmailRefusal>(
  { name: 'changeStaffEmail', schema: changeStaffEmailSchema, authorize: permitted('staff.manage'), fallbackError: 'Failed to change the email' },
  async (input, owner) => changeStaffEmail(input, owner),
);
