'use server';
import { resetPasswordSchema } from '@/lib/schemas/account-recovery';
import { defineAction } from '@/server/action';
import { resetPassword, type ResetRefusal } from '@/server/account/reset-password';

// The actions of the password reset, email verification and email change pages (docs/security.md,
// "Password reset, email verification and email change"). The links' own token is their
// authority: those pages work signed out, so their actions are public.

const FALLBACK = 'Something went wrong. Please try again.';
const PUBLIC = async () => null;

export const resetPasswordAction = defineAction<typeof resetPasswordSchema, null, { email: string }, ResetRefusal>(
  { name: 'resetPassword', schema: resetPasswordSchema, authorize: PUBLIC, fallbackError: FALLBACK },
  async ({ token, password, removePasskeys }) => resetPassword(token, password, { removePasskeys }),
);
