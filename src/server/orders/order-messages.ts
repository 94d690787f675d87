import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { queueCustomerMessage } from '@/server/messaging/queue-message';
import { siteUrl } from '@/server/site-url';
import type { MessageEvent } from '@/lib/messaging/message-events';
import type { OrderStage } from '@/lib/made-to-order-constants';
import { stageLabel } from '@/lib/order-stage';
import { orderPagePath } from '@/lib/payment-methods';
import { firstNameOf } from '@/lib/reviews';

// An order's update on WhatsApp or by SMS, queued beside its mail in the same transaction
// (docs/decisions/0080-whatsapp-and-sms-order-updates.md). It goes to the phone the order was placed
// with, whether or not an account is there to mail (a showroom sale has none); consent is checked
// when it is sent, and nothing is queued while messaging is off.

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  totalAmountKobo: orders.totalAmountKobo,
};

type OrderForMessage = { orderNumber: string; totalAmountKobo: number };

/**
 * Queues `event` about the order, with the shopper's first name, the order number and the order's page,
 * plus what `more` adds from the order (the amount, the stage) as the event's template names it.
 */
export async function queueOrderMessage(
  tx: Database | Transaction,
  event: MessageEvent,
  orderId: string,
  more: (order: OrderForMessage) => Record<string, string> = () => ({}),
) {
  const [order] = await tx.select(orderColumns).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await queueCustomerMessage(tx, {
    event,
    orderId: order.id,
    userId: order.userId,
    phone: order.customerPhone,
    params: {
      first_name: firstNameOf(order.customerName),
      order_number: order.orderNumber,
      link: siteUrl(orderPagePath(order.orderNumber)),
      ...more(order),
    },
  });
}

/** A stage reached: Out for delivery and Delivered are the dispatched and delivered updates, the others a production stage. */
export async function queueStageMessage(tx: Database | Transaction, orderId: string, stage: OrderStage) {
  if (stage === 'out_for_delivery') return queueOrderMessage(tx, 'dispatched', orderId);
  if (stage === 'delivered') return queueOrderMessage(tx, 'delivered', orderId);
  return queueOrderMessage(tx, 'production_stage', orderId, () => ({ stage: stageLabel(stage) }));
}
