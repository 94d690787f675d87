'use server';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { requireUser } from '@/server/auth/session';
import { isOrderNumber } from '@/server/orders/order-number';
import { loadPaymentSettings } from '../../methods';
import { canPayNow, startPaystackAttempt } from '../../paystack/start-attempt';
import { oneLine } from '@/lib/schemas/fields';

// "Pay now" on a Paystack order in My Account, or "Pay balance" on an order whose deposit is in:
// a new attempt (a new reference) while the order is unpaid and still reserved, for its owner only, within the attempt caps startPaystackAttempt
// counts. The browser then goes to the returned page.

const payNowSchema = z.object({ orderNumber: oneLine().refine(isOrderNumber, 'This order does not exist.') });

export const payNowAction = defineAction<typeof payNowSchema, Awaited<ReturnType<typeof requireUser>>, { authorizationUrl: string }>(
  {
    name: 'payNow',
    schema: payNowSchema,
    authorize: requireUser,
    fallbackError: 'We could not start the payment. Please try again.',
  },
  async ({ orderNumber }, user) => {
    const [order] = await db
      .select({
        id: orders.id,
        userId: orders.userId,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        paymentDueAt: orders.paymentDueAt,
      })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    // Someone else's order reads like one that does not exist.
    if (!order || order.userId !== user.id) throw new ActionError('This order does not exist.');
    // A Paystack order, or the balance of any order whose deposit is in ("Pay balance").
    const payable = order.paymentMethod === 'paystack' || order.paymentStatus === 'deposit_paid';
    if (!payable || !canPayNow(order)) throw new ActionError('This order can no longer be paid online.');
    if (!(await loadPaymentSettings()).paystackEnabled) {
      throw new ActionError('Online payment is not available right now. Please contact us to pay for this order.');
    }
    const { authorizationUrl } = await startPaystackAttempt(order.id);
    return { authorizationUrl };
  },
);
