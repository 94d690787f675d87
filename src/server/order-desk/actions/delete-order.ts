'use server';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { db, type Transaction } from '@/server/db/client';
import { orders, payments } from '@/server/db/schema';
import { countOrderForCustomer, lockOrder, returnStock } from '@/server/orders/order-stock';
import { releaseDiscountUse } from '@/server/discounts/discount-uses';
import { ledgerSums } from '@/server/payments/ledger';
import { formatNaira } from '@/lib/money';
import { pickFields } from '@/server/audit/audit-changes';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { deleteOrderSchema } from '@/lib/schemas/order-admin';

// Pieces that have left the shop (sent, delivered, carried out of the showroom): deleting the order
// never puts them back on the shelf.
const GONE_OUT = new Set(['shipped', 'delivered']);

/**
 * Deletes an order and its items (they cascade; refunds keep their row with order_id null,
 * shown as 'N/A'). An order with money received is refused: its payments would leave the
 * order's books and the showroom's cash-up (docs/decisions/0065-selling-in-the-showroom.md); it is
 * cancelled and refunded instead. So is one with money waiting for an admin, until it is settled. An order that was still live leaves its customer's totals first,
 * and gives its stock back unless its pieces have gone out; a cancelled one already did. Its
 * discount code's use, if it still holds one, is given back: the code's uses and amount given
 * away count only orders that exist (src/server/discounts/discount-uses.ts).
 */
export const deleteOrderAction = defineAction(
  { name: 'deleteOrder', schema: deleteOrderSchema, authorize: permitted('orders.delete'), fallbackError: 'Failed to delete order', refreshes: 'storefront' },
  async ({ id }, _admin, refresh) => {
    const { orderNumber, stockChanged } = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order) throw new ActionError('This order no longer exists.');
      if ((await ledgerSums(tx, order.id)).receivedKobo > 0) {
        const instead = order.status === 'cancelled' ? 'Refund the customer instead.' : 'Cancel it and refund the customer instead.';
        throw new ActionError(`Money was received on ${order.orderNumber}, so it stays on the books. ${instead}`);
      }
      await refuseMoneyWaiting(tx, order);
      let stockChanged = 0;
      if (order.status !== 'cancelled') {
        if (!GONE_OUT.has(order.status)) stockChanged = await returnStock(tx, order.id, 'deletion');
        await countOrderForCustomer(tx, order, -1);
      }
      // Its code's use goes with it (the redemption row would cascade away with the counts left up).
      await releaseDiscountUse(tx, order.id);
      await tx.delete(orders).where(eq(orders.id, order.id));
      // The log keeps what the order was: it outlives the order, as its refunds do.
      await recordOrderAudit(tx, order, {
        action: 'delete',
        before: pickFields(order, ['orderNumber', 'status', 'paymentStatus', 'totalAmountKobo', 'customerName']),
        after: null,
      });
      return { orderNumber: order.orderNumber, stockChanged };
    });
    if (stockChanged === 0) refresh.unchanged();
    return { id, orderNumber };
  },
);

/**
 * Money waiting for an admin (a payment held for review, a transfer's proof to confirm) may yet be received:
 * deleting the order would leave it on no order, so the delete waits until it is settled.
 */
async function refuseMoneyWaiting(tx: Transaction, order: { id: string; orderNumber: string }) {
  const [waiting] = await tx
    .select({ amountKobo: payments.amountKobo, status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        or(eq(payments.status, 'needs_review'), and(eq(payments.method, 'bank_transfer'), eq(payments.status, 'pending'), isNotNull(payments.proofKey))),
      ),
    )
    .limit(1);
  if (!waiting) return;
  const amount = formatNaira(waiting.amountKobo);
  throw new ActionError(
    waiting.status === 'needs_review'
      ? `A payment of ${amount} on ${order.orderNumber} is waiting for review. Accept it or mark it failed before deleting the order.`
      : `A transfer of ${amount} on ${order.orderNumber} is waiting to be confirmed from its proof. Confirm or reject it before deleting the order.`,
  );
}
