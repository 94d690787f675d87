'use server';
import { z } from 'zod';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { accountLinkSchema, changeEmailSchema, forgotPasswordSchema, resetPasswordSchema } from '@/lib/schemas/account-recovery';
import { defineAction } from '@/server/action';
import { requestHeaders, requireUser, type SessionUser } from '@/server/auth/session';
import { confirmEmailChange, requestEmailChange, resendVerification, verifyEmail, type ChangeEmailRefusal } from './email-address';
import { requestPasswordReset } from './reset-request';
import { resetPassword, type ResetRefusal } from './reset-password';

// The actions of the password reset, email verification and email change pages (docs/security.md,
// "Password reset, email verification and email change"). The links' own token is their
// authority: those pages work signed out, so their actions are public.

const FALLBACK = 'Something went wrong. Please try again.';
const PUBLIC = async () => null;

/** "Forgot password?": the same answer, and the same work, for any address. */
export const forgotPasswordAction = defineAction(
  { name: 'forgotPassword', schema: forgotPasswordSchema, authorize: PUBLIC, fallbackError: FALLBACK },
  async ({ email }) => requestPasswordReset(email, (await requestHeaders()).get(CLIENT_IP_HEADER) ?? 'unknown'),
);

export const resetPasswordAction = defineAction<typeof resetPasswordSchema, null, { email: string }, ResetRefusal>(
  { name: 'resetPassword', schema: resetPasswordSchema, authorize: PUBLIC, fallbackError: FALLBACK },
  async ({ token, password }) => resetPassword(token, password),
);

export const verifyEmailAction = defineAction(
  { name: 'verifyEmail', schema: accountLinkSchema, authorize: PUBLIC, fallbackError: FALLBACK },
  async ({ token }) => verifyEmail(token),
);

export const confirmEmailChangeAction = defineAction(
  { name: 'confirmEmailChange', schema: accountLinkSchema, authorize: PUBLIC, fallbackError: FALLBACK },
  async ({ token }) => confirmEmailChange(token),
);

/** My Account's banner: a new verification link for the signed-in account's address. */
export const resendVerificationAction = defineAction(
  { name: 'resendVerification', schema: z.object({}), authorize: requireUser, fallbackError: FALLBACK },
  async (_input, user) => resendVerification(user),
);

export const requestEmailChangeAction = defineAction<typeof changeEmailSchema, SessionUser, { message: string }, ChangeEmailRefusal>(
  { name: 'requestEmailChange', schema: changeEmailSchema, authorize: requireUser, fallbackError: FALLBACK },
  async ({ newEmail, password }, user) => requestEmailChange(user, newEmail, password),
);
