'use server';
import { acceptWithPasswordSchema } from '@/lib/schemas/staff';
import { defineAction } from '@/server/action';
import { limitClient } from '@/server/staff/invitation-limit';
import { joinWithPassword, type Joined, type JoinRefusal } from '@/server/staff/join-staff';

// The invitation page's actions (src/app/(store)/auth/invitation). The link's token is their
// authority, so they are public, like the password reset's (src/server/account/actions/store/reset-password.ts),
// and live in actions/store/: they are not admin actions. Each client address gets a few tries a
// quarter of an hour (src/server/staff/invitation-limit.ts), so nobody guesses tokens or passwords.

const FALLBACK = 'Something went wrong. Please try again.';

export const acceptInvitationWithPasswordAction = defineAction<typeof acceptWithPasswordSchema, null, Joined, JoinRefusal>(
  { name: 'acceptInvitationWithPassword', schema: acceptWithPasswordSchema, authorize: limitClient, fallbackError: FALLBACK },
  async ({ token, name, password }) => joinWithPassword(token, name, password),
);
