'use server';
import { eq } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import { db } from '@/server/db/client';
import { orderEvents, orders } from '@/server/db/schema';
import { recordOrderAudit } from '@/server/orders/order-audit';
import { lockOrder } from '@/server/orders/order-stock';
import { queueMail } from '@/server/mail/mail-jobs';
import { deliveryWindowMail } from '@/server/orders/order-status-mail';
import { accountEmailOfOrder } from '@/server/orders/order-recipient';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { updateDeliveryWindowSchema } from '@/lib/schemas/order-admin';

/**
 * Moves an order's estimated delivery (or pickup) window, e.g. when the workshop runs late,
 * and mails the shopper's account the new dates: the mail is queued with the change, in one transaction
 * (docs/decisions/0014-durable-jobs.md), with a 'window' row on the order's timeline (docs/product.md,
 * "Following an order"). Saving the same dates again changes and mails nothing.
 */
export const updateDeliveryWindowAction = defineAction(
  { name: 'updateDeliveryWindow', schema: updateDeliveryWindowSchema, authorize: permitted('orders.update'), fallbackError: 'Failed to update the delivery date' },
  async ({ id, start, end }, admin) => {
    const [order] = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        deliveryMethod: orders.deliveryMethod,
        deliveryWindowStart: orders.deliveryWindowStart,
        deliveryWindowEnd: orders.deliveryWindowEnd,
      })
      .from(orders)
      .where(eq(orders.id, id));
    if (!order) throw new ActionError('This order no longer exists.');
    if (order.deliveryWindowStart === start && order.deliveryWindowEnd === end) {
      return { orderNumber: order.orderNumber, moved: false, mail: null };
    }
    const { siteName } = await getSiteSettings();
    const mailed = await db.transaction(async (tx) => {
      if (!(await lockOrder(tx, id))) throw new ActionError('This order no longer exists.');
      await tx.insert(orderEvents).values({ orderId: id, kind: 'window', windowStart: start, windowEnd: end, createdBy: admin.id });
      await tx.update(orders).set({ deliveryWindowStart: start, deliveryWindowEnd: end }).where(eq(orders.id, id));
      await recordOrderAudit(tx, order, {
        action: 'update',
        before: { deliveryWindowStart: order.deliveryWindowStart, deliveryWindowEnd: order.deliveryWindowEnd },
        after: { deliveryWindowStart: start, deliveryWindowEnd: end },
      });
      // To the account that placed the order, never the email typed at checkout; nobody when the
      // account was deleted (src/server/orders/order-recipient.ts).
      const to = await accountEmailOfOrder(tx, order.id);
      if (to) await queueMail(deliveryWindowMail({ ...order, deliveryWindowStart: start, deliveryWindowEnd: end }, to, siteName), tx);
      return to !== null;
    });
    return { orderNumber: order.orderNumber, moved: true, mail: mailed ? ('queued' as const) : null };
  },
);
