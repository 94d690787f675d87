'use server';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { staffMemberSchema } from '@/lib/schemas/staff';
import { sendEnrolmentLink } from '../enrolment-link';

/** Mails the member a one-time link to set up two-factor sign-in (src/server/staff/enrolment-link.ts). */
export const sendEnrolmentLinkAction = defineAction(
  { name: 'sendEnrolmentLink', schema: staffMemberSchema, authorize: permitted('staff.manage'), fallbackError: 'Failed to send the set-up link' },
  async ({ userId }) => sendEnrolmentLink(userId),
);
