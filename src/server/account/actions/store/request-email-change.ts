'use server';
import { changeEmailSchema } from '@/lib/schemas/account-recovery';
import { defineAction } from '@/server/action';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { requestEmailChange, type ChangeEmailRefusal } from '@/server/account/email-address';

// The actions of the password reset, email verification and email change pages (docs/security.md,
// "Password reset, email verification and email change"). The links' own token is their
// authority: those pages work signed out, so their actions are public.

const FALLBACK = 'Something went wrong. Please try again.';

export const requestEmailChangeAction = defineAction<typeof changeEmailSchema, SessionUser, { message: string }, ChangeEmailRefusal>(
  { name: 'requestEmailChange', schema: changeEmailSchema, authorize: requireUser, fallbackError: FALLBACK },
  async ({ newEmail, password }, user) => requestEmailChange(user, newEmail, password),
);
