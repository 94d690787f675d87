'use server';
import { CLIENT_IP_HEADER, rateLimitAddress } from '@/lib/client-ip';
import { acceptSignedInSchema, acceptWithPasswordSchema } from '@/lib/schemas/staff';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { getSessionUser, requestHeaders } from '@/server/auth/session';
import { consumeRateLimit } from '@/server/rate-limit';
import { joinSignedIn, joinWithPassword, type JoinRefusal } from './join-staff';

// The invitation page's actions (src/app/(store)/auth/invitation). The link's token is their
// authority, so they are public, like the password reset's (src/server/account/recovery-actions.ts),
// and live outside an actions/ folder: they are not admin actions. Each client address gets a few
// tries a quarter of an hour, so nobody guesses tokens or passwords through them.

const FALLBACK = 'Something went wrong. Please try again.';
const ACCEPT_LIMIT = { windowSeconds: 15 * 60, max: 20 };

async function limitClient() {
  const ip = (await requestHeaders()).get(CLIENT_IP_HEADER) ?? 'unknown';
  const { allowed, retryAfterSeconds } = await consumeRateLimit(`staff-invitation|ip|${rateLimitAddress(ip)}`, ACCEPT_LIMIT);
  if (allowed) return null;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new ActionError(`Too many tries from your network. Try again in ${minutes <= 1 ? 'a minute' : `${minutes} minutes`}.`);
}

export const acceptInvitationWithPasswordAction = defineAction<typeof acceptWithPasswordSchema, null, { email: string }, JoinRefusal>(
  { name: 'acceptInvitationWithPassword', schema: acceptWithPasswordSchema, authorize: limitClient, fallbackError: FALLBACK },
  async ({ token, name, password }) => joinWithPassword(token, name, password),
);

export const acceptInvitationSignedInAction = defineAction(
  { name: 'acceptInvitationSignedIn', schema: acceptSignedInSchema, authorize: limitClient, fallbackError: FALLBACK },
  async ({ token }) => joinSignedIn(token, await getSessionUser()),
);
