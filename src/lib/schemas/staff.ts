import '@/lib/zod-jitless';
import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/staff-roles';
import { oneLine } from './fields';

// What the Staff screen's actions and the invitation page accept (src/server/staff).

const email = oneLine().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254, 'Enter a valid email address'));
const role = z.enum(STAFF_ROLES, { message: 'Choose a role' });
const token = oneLine().min(1).max(200);

export const inviteStaffSchema = z.object({ email, role });
export const invitationIdSchema = z.object({ id: z.uuid() });
export const changeStaffRoleSchema = z.object({ userId: oneLine().min(1).max(100), role });
export const removeStaffMemberSchema = z.object({ userId: oneLine().min(1).max(100) });
export const staffMemberSchema = removeStaffMemberSchema;
/** An owner's "Change email" of a member; the password only when the owner changes their own. */
export const changeStaffEmailSchema = z.object({
  userId: oneLine().min(1).max(100),
  newEmail: email,
  password: z.string().max(128, 'Password is too long').optional(),
});
export const enrolmentLinkSchema = z.object({ token });

/** Joining with a new account (or taking over an unconfirmed one): the staff password rule applies on the server. */
export const acceptWithPasswordSchema = z
  .object({
    token,
    name: oneLine().trim().min(1, 'Enter your name').max(100, 'Name is too long'),
    password: z.string().min(1, 'Password is required').max(128, 'Password is too long'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

/** Joining with the account already signed in. */
export const acceptSignedInSchema = z.object({ token });
