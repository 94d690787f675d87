import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { discountCodes, discountRedemptions, orders } from '@/server/db/schema';
import { accountAsCustomer } from './discount-check';

// A code's uses (docs/decisions/0038-discount-codes.md): one redemption row per order, and the
// code's uses_count and given_away_kobo kept with it in the same transaction. Placing an order
// counts its use; cancelling an order nothing was paid on gives the use back (the shopper may use
// the code again, and a limited code gets its place back); reopening counts it again; deleting an
// order gives back the use it still holds.

/** `email`: the confirmed address the use counts against (./discount-check.ts, DiscountCustomer), or none. */
type Use = { discountId: string; orderId: string; userId: string | null; email: string | null; amountKobo: number };

/** Inside the order's transaction, after checkDiscountLocked. */
export async function countDiscountUse(tx: Transaction, use: Use) {
  await tx.insert(discountRedemptions).values({
    discountId: use.discountId,
    orderId: use.orderId,
    userId: use.userId,
    customerEmail: use.email?.trim().toLowerCase() ?? null,
    amountKobo: use.amountKobo,
  });
  await moveCounts(tx, use.discountId, use.amountKobo, 1);
}

/** One use more (+1) or less (-1) on the code's counters; never below zero, whatever older data holds. */
async function moveCounts(tx: Transaction, discountId: string, amountKobo: number, direction: 1 | -1) {
  await tx
    .update(discountCodes)
    .set({
      usesCount: sql`greatest(${discountCodes.usesCount} + ${direction}, 0)`,
      givenAwayKobo: sql`greatest(${discountCodes.givenAwayKobo} + ${direction * amountKobo}, 0)`,
    })
    .where(eq(discountCodes.id, discountId));
}

/** Gives back the order's use of a code, if it has one; inside the transaction that cancels or deletes it. */
export async function releaseDiscountUse(tx: Transaction, orderId: string) {
  const [released] = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ discountId: discountRedemptions.discountId, amountKobo: discountRedemptions.amountKobo });
  if (!released) return;
  await moveCounts(tx, released.discountId, released.amountKobo, -1);
}

/**
 * A reopened order (late money, or an admin) keeps the price it was placed at, so its use counts
 * again, even past the code's limit: the shop already agreed to that price. Counted on the code the
 * order was placed with (orders.discount_id), renamed since or not. Nothing happens when the order
 * has no code or its use was never given back.
 */
export async function countDiscountUseAgain(tx: Transaction, orderId: string) {
  const [order] = await tx
    .select({ discountId: orders.discountId, amountKobo: orders.discountKobo, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.discountId) return;
  await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, order.discountId)).for('update');
  // Counted against whom it was placed by: the account and its confirmed address, never the form's.
  const customerEmail = order.userId ? (await accountAsCustomer(tx, order.userId)).email : null;
  const [counted] = await tx
    .insert(discountRedemptions)
    .values({ discountId: order.discountId, orderId, userId: order.userId, customerEmail, amountKobo: order.amountKobo })
    .onConflictDoNothing({ target: discountRedemptions.orderId })
    .returning({ id: discountRedemptions.id });
  if (!counted) return;
  await moveCounts(tx, order.discountId, order.amountKobo, 1);
}
