'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { requireAdmin } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { countOrderForCustomer, lockOrder, returnStock, takeStock } from '@/server/orders/order-stock';
import { sendOrderStatusMail, statusChangeIsMailed } from '@/server/orders/order-status-mail';
import { invalidateStorefront } from '@/lib/page-cache-version';
import { updateOrderStatusSchema } from '@/lib/schemas/order-admin';
import { applyPaymentStatusChoice } from '@/server/payments/payment-status-choice';
import type { OrderStatus } from '@/lib/constants';

/**
 * The 'Update Order Status' dialog: status, payment status and notes, in one transaction on
 * the locked order row. The payment status follows the order's ledger: choosing Paid records
 * the balance as money received by hand (src/server/payments/payment-status-choice.ts).
 * Into cancelled, the items go back to stock and the order comes off its customer's totals;
 * out of cancelled, both are taken again, or nothing is written when a product has run short (a
 * declared deviation from "order updates: no validation", docs/architecture.md section 4). Once committed, the shopper is mailed about shipped or delivered.
 */
export const updateOrderStatusAction = defineAction(
  { name: 'updateOrderStatus', schema: updateOrderStatusSchema, authorize: requireAdmin, fallbackError: 'Failed to update order' },
  async ({ id, status, paymentStatus: chosenPaymentStatus, notes }, admin) => {
    const change = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order) throw new ActionError('This order no longer exists.');
      let stockChanged = 0;
      if (order.status !== 'cancelled' && status === 'cancelled') {
        stockChanged = await returnStock(tx, order.id);
        await countOrderForCustomer(tx, order, -1);
      } else if (order.status === 'cancelled' && status !== 'cancelled') {
        stockChanged = await takeStock(tx, order.id);
        await countOrderForCustomer(tx, order, 1);
      }
      await tx.update(orders).set({ status, notes }).where(eq(orders.id, order.id));
      // After the status: money recorded on an order being reopened is not late money.
      const paymentStatus = await applyPaymentStatusChoice(tx, order, chosenPaymentStatus, admin.id);
      return { order, previousStatus: order.status as OrderStatus, stockChanged, paymentStatus };
    });

    if (change.stockChanged > 0) invalidateStorefront();
    const mail = statusChangeIsMailed(change.previousStatus, status) ? await sendOrderStatusMail(change.order, status) : null;
    return { id, orderNumber: change.order.orderNumber, previousStatus: change.previousStatus, status, paymentStatus: change.paymentStatus, notes, mail };
  },
);
