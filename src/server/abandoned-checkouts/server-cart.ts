import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { serverCarts, type ServerCartLine } from '@/server/db/schema';
import { mergeLines } from '@/lib/cart/merge-lines';
import type { CartLine } from '@/lib/cart/cart';
import { MAX_CART_LINES } from '@/lib/schemas/checkout';
import { linesToday, normalizeLines, serverLineKey } from './cart-lines';

// A signed-in shopper's cart kept on the server beside the browser's `cart` storage (docs/product.md,
// "Abandoned checkouts"), so it follows them between devices. The browser sends its lines with the
// server version it last agreed with (`base`, the cart's updated_at) and whether they changed since:
//
// - no base (first sync of this browser with this account, e.g. signing in): the two carts are joined,
//   every line of either kept, a line in both at the larger quantity (src/lib/cart/merge-lines.ts);
// - the server still at `base`: a changed browser cart replaces it, an unchanged one takes it as it is;
// - the server moved on (another device): a changed browser cart is joined with it, an unchanged one
//   takes the server's (so a piece removed on the phone leaves the laptop too).
//
// Joining never loses a piece added anywhere; the price of that rule is that a piece removed on one
// device while another changed its cart offline comes back, for the shopper to remove again.

export type CartSyncRequest = { lines: ServerCartLine[]; base: string | null; changed: boolean; checkoutReached?: boolean };

/** The cart both sides now agree on, priced today, and its version for the next sync. */
/**
 * The account's cart, priced today, and the keys of its lines whose piece is gone or off sale: the
 * browser keeps its own copy of those, so checkout tells the shopper (it is not silently dropped).
 */
export type CartSyncResult = { lines: CartLine[]; unavailable: string[]; base: string };

function sameLines(a: readonly ServerCartLine[], b: readonly ServerCartLine[]) {
  if (a.length !== b.length) return false;
  const quantities = new Map(a.map((line) => [serverLineKey(line), line.quantity]));
  return b.every((line) => quantities.get(serverLineKey(line)) === line.quantity);
}

function agreedLines(stored: { lines: ServerCartLine[]; updatedAt: Date } | undefined, request: CartSyncRequest): ServerCartLine[] {
  const browser = normalizeLines(request.lines);
  if (!stored) return browser;
  // Never more lines than a cart holds: the browser's own come first.
  const kept = normalizeLines(stored.lines);
  const join = () => mergeLines(browser, kept, serverLineKey).slice(0, MAX_CART_LINES);
  if (request.base === null) return join();
  if (request.base === stored.updatedAt.toISOString()) return request.changed ? browser : kept;
  return request.changed ? join() : kept;
}

/**
 * Brings the server's cart and the browser's into agreement (the rules above). `checkoutReached`: the
 * shopper is on the checkout page with these lines, so an abandoned checkout starts counting from now
 * unless it already was (the reminders' clock is not reset by visiting checkout again).
 */
export async function syncServerCart(userId: string, request: CartSyncRequest, now = new Date()): Promise<CartSyncResult> {
  const { lines, updatedAt } = await db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ lines: serverCarts.lines, updatedAt: serverCarts.updatedAt, checkoutReachedAt: serverCarts.checkoutReachedAt })
      .from(serverCarts)
      .where(eq(serverCarts.userId, userId))
      .for('update');
    const next = agreedLines(stored, request);
    const linesChanged = !stored || !sameLines(next, stored.lines);
    const reached = request.checkoutReached && next.length > 0 && !stored?.checkoutReachedAt;
    if (!linesChanged && !reached) return { lines: next, updatedAt: stored!.updatedAt };
    const changes = {
      ...(linesChanged ? { lines: next, updatedAt: now } : {}),
      ...(reached ? { checkoutReachedAt: now } : {}),
      // An emptied cart is no abandoned checkout: a later one starts its own reminders.
      // Nor does an old restore link open the next one.
      ...(next.length === 0 ? { checkoutReachedAt: null, firstReminderAt: null, secondReminderAt: null, restoreTokenHash: null, restoreTokenExpiresAt: null } : {}),
    };
    await tx
      .insert(serverCarts)
      .values({ userId, lines: next, updatedAt: now, checkoutReachedAt: reached ? now : null })
      .onConflictDoUpdate({ target: serverCarts.userId, set: changes });
    return { lines: next, updatedAt: linesChanged ? now : stored!.updatedAt };
  });
  const priced = await linesToday(lines);
  const onSale = new Set(priced.map((line) => serverLineKey({ productId: line.id, quantity: line.quantity, variant: line.variant, measure: line.measure, swatch: line.swatch })));
  return {
    lines: priced.map(({ soldOut: _soldOut, ...line }) => line),
    unavailable: lines.map(serverLineKey).filter((key) => !onSale.has(key)),
    base: updatedAt.toISOString(),
  };
}
