import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { serverCarts, users } from '@/server/db/schema';
import { siteUrl } from '@/server/site-url';
import { linesToday, type CartLineToday } from './cart-lines';

// The link in a reminder (and in the shop's WhatsApp follow-up) that restores an abandoned cart on any
// device (docs/product.md, "Abandoned checkouts"): 32 random bytes, of which only the SHA-256 is kept,
// valid for RESTORE_LINK_DAYS. One link per cart at a time: a newer one (the second reminder, a
// follow-up) replaces the older, which then says so and points to signing in, where the cart is
// kept anyway. Opening it writes nothing on the server: the page puts the lines into the browser's
// cart, so a mail scanner that follows it spends nothing.

export const RESTORE_LINK_DAYS = 7;
export const RESTORE_PATH = '/cart/restore';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh link for `userId`'s cart, in the caller's transaction; the previous one stops working. */
export async function issueRestoreLink(tx: Transaction, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESTORE_LINK_DAYS * 24 * 3_600_000);
  await tx.update(serverCarts).set({ restoreTokenHash: hashOf(token), restoreTokenExpiresAt: expiresAt }).where(eq(serverCarts.userId, userId));
  return siteUrl(`${RESTORE_PATH}?token=${token}`);
}

/** A restore link's cart: its account and its lines priced today; null when the link is not (or no longer) valid. */
export async function cartOfRestoreToken(token: string, now = new Date()): Promise<{ userId: string; name: string; lines: CartLineToday[] } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [cart] = await db
    .select({ userId: serverCarts.userId, lines: serverCarts.lines, name: users.name })
    .from(serverCarts)
    .innerJoin(users, eq(users.id, serverCarts.userId))
    .where(and(eq(serverCarts.restoreTokenHash, hashOf(token)), gt(serverCarts.restoreTokenExpiresAt, now)));
  if (!cart) return null;
  return { userId: cart.userId, name: cart.name, lines: await linesToday(cart.lines) };
}
