import 'server-only';
import { consumeRateLimit, returnRateLimitUse } from '@/server/rate-limit';
import { rateLimitAddress } from '@/lib/client-ip';
import type { DiscountRefusal } from '@/lib/discounts/discount-refusals';

// Guessing codes (docs/security.md, "Discount codes"): every code checkout or an order is asked about
// that does not exist (or is switched off) counts against the shopper's account and their client
// address; past the limit no code is looked up at all until the window ends. Each look-up is counted
// before it is made, so tries sent in parallel cannot pass the limit, and given back when the code
// exists: a shopper whose cart changes under a real code is never locked out.

export const DISCOUNT_GUESS_LIMITS = {
  perAccount: { windowSeconds: 15 * 60, max: 10 },
  perAddress: { windowSeconds: 15 * 60, max: 30 },
} as const;

/** Who is asking: the signed-in account, if any, and the client address our server saw. */
export type Guesser = { userId: string | null; clientAddress: string | null };

function keys(guesser: Guesser) {
  return [
    guesser.userId ? { key: `discount-guess|user|${guesser.userId}`, limit: DISCOUNT_GUESS_LIMITS.perAccount } : null,
    guesser.clientAddress ? { key: `discount-guess|ip|${rateLimitAddress(guesser.clientAddress)}`, limit: DISCOUNT_GUESS_LIMITS.perAddress } : null,
  ].filter((entry) => entry !== null);
}

/** Counts a look-up against the account and the address; a refusal, and no look-up, past either's limit. */
export async function takeGuess(guesser: Guesser): Promise<DiscountRefusal | null> {
  const taken = await Promise.all(keys(guesser).map(({ key, limit }) => consumeRateLimit(key, limit)));
  const over = taken.find((use) => !use.allowed);
  return over ? { reason: 'too-many-tries', retryAfterSeconds: over.retryAfterSeconds } : null;
}

/** A refusal that means the code does not exist for shoppers: the look-up stays counted. */
export const isWrongGuess = (refusal: DiscountRefusal) => refusal.reason === 'unknown' || refusal.reason === 'inactive';

/** The look-up found a code: it is not held against the account or the address. */
export async function giveGuessBack(guesser: Guesser) {
  await Promise.all(keys(guesser).map(({ key }) => returnRateLimitUse(key)));
}
