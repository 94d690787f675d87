'use server';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { forgotPasswordSchema } from '@/lib/schemas/account-recovery';
import { defineAction } from '@/server/action';
import { requestHeaders } from '@/server/request-context';
import { requestPasswordReset } from '@/server/account/reset-request';

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
