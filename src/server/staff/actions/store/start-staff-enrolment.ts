'use server';
import { enrolmentLinkSchema } from '@/lib/schemas/staff';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { startStaffEnrolment } from '@/server/staff/enrolment-link';

// The staff member's own steps of setting up two-factor sign-in while the shop requires it
// (src/server/staff/enrolment-link.ts). Not admin actions: a member without a second factor is
// refused every admin gate until they have one.

const FALLBACK = 'Something went wrong. Please try again.';

/** The set-up link's page: this session may enrol an authenticator app or a passkey. */
export const startStaffEnrolmentAction = defineAction(
  { name: 'startStaffEnrolment', schema: enrolmentLinkSchema, authorize: requireUser, fallbackError: FALLBACK },
  async ({ token }, user) => startStaffEnrolment(token, user),
);
