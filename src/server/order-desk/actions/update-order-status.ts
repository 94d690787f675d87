'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { queueMail } from '@/server/mail/mail-jobs';
import { cancelOrder } from '@/server/orders/cancel-order';
import { countOrderForCustomer, lockOrder, takeStock } from '@/server/orders/order-stock';
import { orderStatusMail, statusChangeIsMailed } from '@/server/orders/order-status-mail';
import { queueOrderMessage } from '@/server/orders/order-messages';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { updateOrderStatusSchema } from '@/lib/schemas/order-admin';
import { applyPaymentStatusChoice } from '@/server/payments/apply-payment-status-choice';
import { endReservation } from '@/server/payments/reservations';
import type { OrderStatus } from '@/lib/constants';
import { DISPATCH_STATUSES } from '@/lib/order-stage';
import { changedFields } from '@/server/audit/audit-changes';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { recordStageOfStatus } from '@/server/orders/stages/record-stage';
import { refuseDispatchWhileBalanceOwed } from '@/server/payments/balance';
import { quoteMovedOn } from '@/server/orders/quote-ordered';

const QUOTE_MOVED_ON_MESSAGE = 'This order’s quote was sent to the customer again after it was cancelled, so it cannot be reopened. Its quote is the one to follow now.';

/**
 * The 'Update Order Status' dialog: status, payment status and notes, in one transaction on
 * the locked order row. The payment status follows the order's ledger: choosing Paid records
 * the balance as money received by hand (src/server/payments/apply-payment-status-choice.ts).
 * Into cancelled, the items go back to stock and the order comes off its customer's totals;
 * out of cancelled, both are taken again, or nothing is written when a product has run short or
 * the order's quote was sent again since (it names one live order: src/server/orders/quote-ordered.ts) (a
 * declared deviation from "order updates: no validation", docs/architecture.md section 4). A change
 * into shipped or delivered queues the shopper's mail, and its WhatsApp or SMS twin, in the same transaction
 * (docs/decisions/0014-durable-jobs.md). The change is recorded in the activity log with it.
 */
export const updateOrderStatusAction = defineAction(
  { name: 'updateOrderStatus', schema: updateOrderStatusSchema, authorize: permitted('orders.update'), fallbackError: 'Failed to update order', refreshes: 'storefront' },
  async ({ id, status, paymentStatus: chosenPaymentStatus, notes, balanceWaivedReason }, admin, refresh) => {
    // Read before the transaction: inside it only `tx` may be used (docs/architecture.md section 2).
    const { siteName } = await getSiteSettings();
    const change = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order) throw new ActionError('This order no longer exists.');
      const [{ notes: notesBefore } = { notes: null }] = await tx.select({ notes: orders.notes }).from(orders).where(eq(orders.id, order.id));
      // A deposit order does not leave the workshop while its balance is owed, unless the admin says why.
      if (DISPATCH_STATUSES.includes(status) && !DISPATCH_STATUSES.includes(order.status)) {
        await refuseDispatchWhileBalanceOwed(tx, order.id, balanceWaivedReason);
      }
      let stockChanged = 0;
      if (order.status !== 'cancelled' && status === 'cancelled') {
        stockChanged = await cancelOrder(tx, order);
      } else if (order.status === 'cancelled' && status !== 'cancelled') {
        if (await quoteMovedOn(tx, order.id)) throw new ActionError(QUOTE_MOVED_ON_MESSAGE);
        stockChanged = await takeStock(tx, order.id);
        await countOrderForCustomer(tx, order, 1);
      }
      // Reopened by hand: whatever cancelled it before no longer applies.
      const reopened = status !== 'cancelled' ? { cancelReason: null } : {};
      await tx.update(orders).set({ status, notes, ...reopened }).where(eq(orders.id, order.id));
      if (status !== order.status) await recordStageOfStatus(tx, order.id, status, admin.id);
      // After the status: money recorded on an order being reopened is not late money.
      const paymentStatus = await applyPaymentStatusChoice(tx, order, chosenPaymentStatus, admin.id);
      // Moved on (processing, shipped, delivered) while unpaid: the admin is trusting money seen
      // elsewhere, so its reservation must never cancel it (docs/decisions/0013-payments-ledger.md).
      const movedOnUnpaid = status !== 'pending' && status !== 'cancelled' && paymentStatus === 'pending';
      if (movedOnUnpaid) await endReservation(tx, order.id);
      const previousStatus = order.status as OrderStatus;
      // To the order's account, never the email typed at checkout; none when it was deleted.
      const mailed = statusChangeIsMailed(previousStatus, status);
      const mail = mailed ? await orderStatusMail(tx, order, status, siteName) : null;
      if (mail) await queueMail(mail, tx);
      // On WhatsApp or by SMS to the order's phone, even with no account to mail.
      if (mailed) await queueOrderMessage(tx, status === 'shipped' ? 'dispatched' : 'delivered', order.id);
      const before = { status: order.status, paymentStatus: order.paymentStatus, notes: notesBefore };
      const after = { status, paymentStatus, notes };
      // Saved unchanged: nothing happened, so nothing is recorded.
      if (Object.keys(changedFields(before, after)).length > 0) {
        await recordOrderAudit(tx, order, {
          action: status !== order.status ? 'status_change' : 'update',
          before,
          after,
          details: balanceWaivedReason ? { balanceWaivedReason } : undefined,
        });
      }
      return { order, previousStatus, stockChanged, paymentStatus, movedOnUnpaid, mail: mail ? ('queued' as const) : null };
    });

    // Only stock shows on the storefront: a change of status, payment or notes alone keeps its pages.
    if (change.stockChanged === 0) refresh.unchanged();
    return {
      id,
      orderNumber: change.order.orderNumber,
      previousStatus: change.previousStatus,
      status,
      paymentStatus: change.paymentStatus,
      notes,
      mail: change.mail,
      /** Tell the admin: the order moved on with no money recorded; record it when it arrives. */
      stillUnpaid: change.movedOnUnpaid,
    };
  },
);
