'use server';
import { z } from 'zod';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { resendVerification } from '@/server/account/email-address';

// The actions of the password reset, email verification and email change pages (docs/security.md,
// "Password reset, email verification and email change"). The links' own token is their
// authority: those pages work signed out, so their actions are public.

const FALLBACK = 'Something went wrong. Please try again.';

/** My Account's banner: a new verification link for the signed-in account's address. */
export const resendVerificationAction = defineAction(
  { name: 'resendVerification', schema: z.object({}), authorize: requireUser, fallbackError: FALLBACK },
  async (_input, user) => resendVerification(user),
);
