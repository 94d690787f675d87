'use server';
import { accountLinkSchema } from '@/lib/schemas/account-recovery';
import { defineAction } from '@/server/action';
import { confirmEmailChange } from '@/server/account/email-address';

// The actions of the password reset, email verification and email change pages (docs/security.md,
// "Password reset, email verification and email change"). The links' own token is their
// authority: those pages work signed out, so their actions are public.

const FALLBACK = 'Something went wrong. Please try again.';
const PUBLIC = async () => null;

export const confirmEmailChangeAction = defineAction(
  { name: 'confirmEmailChange', schema: accountLinkSchema, authorize: PUBLIC, fallbackError: FALLBACK },
  async ({ token }) => confirmEmailChange(token),
);
