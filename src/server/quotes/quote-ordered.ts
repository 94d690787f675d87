import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { quotes } from '@/server/db/schema';

/**
 * An accepted quote becomes 'ordered' once its order's first payment secures it (the deposit, or
 * the whole). Called by the ledger (src/server/payments/ledger.ts) in the transaction that
 * confirmed the payment; a quote already ordered, or an order from the cart, changes nothing.
 */
export async function markQuoteOrdered(tx: Transaction, orderId: string) {
  await tx
    .update(quotes)
    .set({ status: 'ordered', updatedAt: new Date() })
    .where(and(eq(quotes.orderId, orderId), eq(quotes.status, 'accepted')));
}
