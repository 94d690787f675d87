'use server';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { mailMyEnrolmentLink } from '@/server/staff/enrolment-link';

// The staff member's own steps of setting up two-factor sign-in while the shop requires it
// (src/server/staff/enrolment-link.ts). Not admin actions: a member without a second factor is
// refused every admin gate until they have one.

const FALLBACK = 'Something went wrong. Please try again.';

/** The Security page's "Email me a set-up link". */
export const mailMyEnrolmentLinkAction = defineAction(
  { name: 'mailMyEnrolmentLink', schema: z.object({}), authorize: requireUser, fallbackError: FALLBACK },
  async (_input, user) => mailMyEnrolmentLink(user),
);
