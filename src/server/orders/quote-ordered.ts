import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orders, quotes } from '@/server/db/schema';

/**
 * An accepted quote becomes 'ordered' once its order's first payment secures it (the deposit, or
 * the whole). Called by the ledger (src/server/payments/ledger.ts) in the transaction that
 * confirmed the payment, only for an order placed from a quote (orders.quote_id, so by the quote's
 * key and never a search of the quotes), and only while the quote names that order: money for an
 * older order of a quote sent again is given back and orders nothing. A quote already ordered
 * changes nothing.
 */
export async function markQuoteOrdered(tx: Transaction, quoteId: string, orderId: string) {
  await tx
    .update(quotes)
    .set({ status: 'ordered', updatedAt: new Date() })
    .where(and(eq(quotes.id, quoteId), eq(quotes.orderId, orderId), eq(quotes.status, 'accepted')));
}

/**
 * Whether this order was placed from a quote that names it no longer (the shop sent the quote
 * again after the order was cancelled, perhaps accepted anew). A quote names exactly one live order,
 * so such an order is never reopened: money for it is given back. Called with the order row locked;
 * the quote's row is locked too, so "Send quote" (which locks the quote, then reads the order)
 * waits for the caller's reopening and then sees the order live.
 */
export async function quoteMovedOn(tx: Transaction, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ namedOrderId: quotes.orderId })
    .from(orders)
    .innerJoin(quotes, eq(quotes.id, orders.quoteId))
    .where(eq(orders.id, orderId))
    .for('update', { of: quotes });
  return row !== undefined && row.namedOrderId !== orderId;
}
