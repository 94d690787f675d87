import 'server-only';
import { consumeRateLimit, peekRateLimit } from '@/server/rate-limit';
import { rateLimitAddress } from '@/lib/client-ip';
import type { DiscountRefusal } from '@/lib/discounts/discount-refusals';

// Guessing codes (docs/security.md, "Discount codes"): every code checkout is asked about that does
// not exist (or is switched off) counts against the shopper's account and their client address;
// past the limit no code is looked up at all until the window ends. A code that exists never
// counts, so a shopper whose cart changes under a real code is never locked out.

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

/** A refusal when this account or address has used up its guesses; null when it may look a code up. */
export async function guessesLeft(guesser: Guesser): Promise<DiscountRefusal | null> {
  for (const { key, limit } of keys(guesser)) {
    const { count, retryAfterSeconds } = await peekRateLimit(key, limit);
    if (count >= limit.max) return { reason: 'too-many-tries', retryAfterSeconds };
  }
  return null;
}

/** One wrong guess, for the account and the address. */
export async function countWrongGuess(guesser: Guesser) {
  await Promise.all(keys(guesser).map(({ key, limit }) => consumeRateLimit(key, limit)));
}
