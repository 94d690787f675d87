import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { releaseDiscountUse } from '@/server/discounts/discount-uses';
import { countOrderForCustomer, returnStock, type LockedOrder } from './order-stock';
import { orderCancelled } from './order-events';

/** Why the shop cancelled an order on its own (orders.cancel_reason); late money may reopen it. */
export const NOT_PAID_IN_TIME = 'not paid in time';

/**
 * The one way an order is cancelled, by an admin or by its reservation running out: its items
 * go back on the shelf, it comes off its customer's totals, and it holds nothing any more (no
 * due time), and its e-invoice is corrected. An order nothing was paid on gives back its use of a discount code (one paid for keeps
 * it: docs/decisions/0038-discount-codes.md). Runs inside the caller's transaction, after lockOrder; returns how many products'
 * stock changed, so the caller can refresh the storefront once it has committed.
 */
export async function cancelOrder(tx: Transaction, order: LockedOrder, cancelReason: string | null = null): Promise<number> {
  const stockChanged = await returnStock(tx, order.id);
  await countOrderForCustomer(tx, order, -1);
  if (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') await releaseDiscountUse(tx, order.id);
  await tx.update(orders).set({ status: 'cancelled', cancelReason, paymentDueAt: null }).where(eq(orders.id, order.id));
  // An invoiced order's credit note for what it invoiced and did not keep (docs/decisions/0077-e-invoices-report-the-sale-kept.md).
  await orderCancelled(tx, order.id);
  return stockChanged;
}
