import 'server-only';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';
import type { SwatchSettings } from '@/lib/catalog/swatch';

// Free swatches posted free (docs/decisions/0059-fabric-samples.md) cost the shop fabric and postage and
// the shopper nothing: without a limit one account, or many accounts posting to one door, could order them
// without end. So an order of swatches alone that comes to ₦0 is refused once the account, or the address
// it goes to, had the setting's number of such orders in the last 7 days (cancelled ones not counted).

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** An address as people type it, compared without case, spaces or punctuation: "12, Admiralty Way" is "12 admiralty way". */
const addressKey = (address: string) => address.toLowerCase().replace(/[^a-z0-9]/g, '');
const storedAddressKey = sql`regexp_replace(lower(${orders.shippingAddress}), '[^a-z0-9]', '', 'g')`;

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
  const [row] = await tx
    .select({
      byAccount: sql<number>`count(*) filter (where ${orders.userId} = ${order.userId})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${storedAddressKey} = ${key})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.samples, true),
        eq(orders.totalAmountKobo, 0),
        ne(orders.status, 'cancelled'),
        gt(orders.createdAt, new Date(Date.now() - WEEK_MS)),
        or(eq(orders.userId, order.userId), sql`${storedAddressKey} = ${key}`),
      ),
    );
  const limit = settings.freeOrdersPerWeek;
  if ((row?.byAccount ?? 0) >= limit || (row?.byAddress ?? 0) >= limit) throw new ActionError(freeSwatchLimitMessage(limit));
}
