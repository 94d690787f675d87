import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { quotes } from '@/server/db/schema';

/**
 * An accepted quote becomes 'ordered' once its order's first payment secures it (the deposit, or
 * the whole). Called by the ledger (src/server/payments/ledger.ts) in the transaction that
 * confirmed the payment, only for an order placed from a quote (orders.quote_id, so by the quote's
 * key and never a search of the quotes); a quote already ordered changes nothing.
 */
export async function markQuoteOrdered(tx: Transaction, quoteId: string) {
  await tx
    .update(quotes)
    .set({ status: 'ordered', updatedAt: new Date() })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'accepted')));
}
