import 'server-only';
import { rateLimitAddress } from '@/lib/client-ip';
import { ActionError } from '@/server/action-error';
import { consumeRateLimit } from '@/server/rate-limit';
import { queueAccountLink } from './account-link-job';

// Asking for a password-reset link: "Forgot password?" (src/server/account/actions/store/forgot-password.ts)
// and a sign-up with the address of an account never confirmed (src/server/account/sign-up-takeover.ts).
// Both count against the same limits, per address and per client, counted whether the address
// has an account or not, so neither the limits nor the answer say which addresses shop here.

export const RESET_REQUEST_LIMITS = {
  perAddress: { windowSeconds: 60 * 60, max: 5 },
  perClient: { windowSeconds: 60 * 60, max: 20 },
} as const;

export function resetLimitedMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many reset links were asked for. Try again in ${minutes <= 1 ? 'a minute' : `${minutes} minutes`}.`;
}

/** Counts one request for `email` from `clientIp`; when either limit is spent, how long to wait. */
export async function spendResetRequest(email: string, clientIp: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const [byAddress, byClient] = await Promise.all([
    consumeRateLimit(`password-reset|email|${email}`, RESET_REQUEST_LIMITS.perAddress),
    consumeRateLimit(`password-reset|ip|${rateLimitAddress(clientIp)}`, RESET_REQUEST_LIMITS.perClient),
  ]);
  const refused = [byAddress, byClient].filter((limit) => !limit.allowed);
  if (refused.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((limit) => limit.retryAfterSeconds)) };
}

export const RESET_REQUESTED_MESSAGE = "If an account exists for that address, we've sent a link";

/**
 * "Forgot password?": the same work whatever the address (two counters and one queued job; the
 * job looks the account up), so neither the answer nor its timing tells whether it has an account.
 */
export async function requestPasswordReset(email: string, clientIp: string): Promise<{ message: string }> {
  const spent = await spendResetRequest(email, clientIp);
  if (!spent.allowed) throw new ActionError(resetLimitedMessage(spent.retryAfterSeconds));
  await queueAccountLink({ link: 'reset-password', email });
  return { message: RESET_REQUESTED_MESSAGE };
}
