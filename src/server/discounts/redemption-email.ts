import 'server-only';
import { createHmac } from 'node:crypto';
import { getAuthSecret } from '@/server/auth/secret';

// Whose use of a code a redemption counts as
// (docs/decisions/0052-discount-allowance-by-account-and-confirmed-address.md): the order's
// address, lower-cased. Once the account is closed (src/server/privacy/close-account.ts) the row
// keeps a keyed one-way hash of that address instead, so "once per customer" still counts the
// closed account's uses when the same address comes back, while the table no longer names anyone.
// Keyed with the auth secret, so a copy of the database cannot be searched by guessing addresses.

const PURPOSE = 'discount-redemption-email|';

/** What a closed account's redemption keeps in place of `email`: never an address (no '@'). */
export function closedRedemptionKey(email: string): string {
  return `closed:${createHmac('sha256', getAuthSecret()).update(PURPOSE + email.trim().toLowerCase()).digest('hex')}`;
}

/** The values a redemption of `email` may hold: the address, or its closed-account key. */
export function redemptionKeysOf(email: string): [string, string] {
  const address = email.trim().toLowerCase();
  return [address, closedRedemptionKey(address)];
}
