import 'server-only';
import { CLIENT_IP_HEADER, rateLimitAddress } from '@/lib/client-ip';
import { ActionError } from '@/server/action-error';
import { requestHeaders } from '@/server/request-context';
import { consumeRateLimit } from '@/server/rate-limit';

// What the invitation page's actions (src/server/staff/actions/store/accept-invitation-*.ts) check
// before anything else: each client address gets a few tries a quarter of an hour, so nobody
// guesses tokens or passwords through them.

const ACCEPT_LIMIT = { windowSeconds: 15 * 60, max: 20 };

export async function limitClient() {
  const ip = (await requestHeaders()).get(CLIENT_IP_HEADER) ?? 'unknown';
  const { allowed, retryAfterSeconds } = await consumeRateLimit(`staff-invitation|ip|${rateLimitAddress(ip)}`, ACCEPT_LIMIT);
  if (allowed) return null;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new ActionError(`Too many tries from your network. Try again in ${minutes <= 1 ? 'a minute' : `${minutes} minutes`}.`);
}
