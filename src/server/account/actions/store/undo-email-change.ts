'use server';
import { accountLinkSchema } from '@/lib/schemas/account-recovery';
import { defineAction } from '@/server/action';
import { undoEmailChange } from '@/server/account/email-change-undo';

// The undo link's page (docs/security.md, "Password reset, email verification and email change"):
// the link's own token is its authority, and it works signed out, so the action is public.

const PUBLIC = async () => null;

export const undoEmailChangeAction = defineAction(
  { name: 'undoEmailChange', schema: accountLinkSchema, authorize: PUBLIC, fallbackError: 'Something went wrong. Please try again.' },
  async ({ token }) => undoEmailChange(token),
);
