import 'server-only';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { SwatchSettings } from '@/lib/catalog/swatch';
import { addressKey } from '@/lib/address-key';

// Free swatches posted free (docs/decisions/0059-fabric-samples.md) cost the shop fabric and postage and
// the shopper nothing: without a limit one account, or many accounts posting to one door, could order them
// without end. So an order of swatches alone that comes to ₦0 is refused once the account, or the address
// it goes to (however it is typed: src/lib/address-key.ts), had the setting's number of such orders in the
// last 7 days (cancelled ones not counted).

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;


export function freeSwatchLimitMessage(perWeek: number) {
  return `Free swatches are posted free ${perWeek === 1 ? 'once' : `${perWeek} times`} a week to each account and address, and this week’s are used. Please order again next week, or contact us for more.`;
}

/**
 * Inside the order's transaction, with the account's row already locked (checkout-limits.ts): refuses a
 * free order of swatches alone over the weekly limit. The address is locked too (a transaction lock on
 * its key), so two accounts ordering to one door at once are counted one after the other.
 */
export async function refuseFreeSwatchesOverLimit(tx: Transaction, order: { userId: string; shippingAddress: string }, settings: SwatchSettings) {
  const key = addressKey(order.shippingAddress);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`free-swatches|${key}`}))`);
  // The week's free swatch orders (few, read from orders_samples_created_at_idx), their addresses keyed here:
  // the key spells out abbreviations, which SQL would have to repeat.
  const week = await tx
    .select({ userId: orders.userId, shippingAddress: orders.shippingAddress })
    .from(orders)
    .where(and(eq(orders.samples, true), eq(orders.totalAmountKobo, 0), ne(orders.status, 'cancelled'), gt(orders.createdAt, new Date(Date.now() - WEEK_MS))));
  const byAccount = week.filter((row) => row.userId === order.userId).length;
  const byAddress = week.filter((row) => addressKey(row.shippingAddress) === key).length;
  const limit = settings.freeOrdersPerWeek;
  if (byAccount >= limit || byAddress >= limit) throw new ActionError(freeSwatchLimitMessage(limit));
}
