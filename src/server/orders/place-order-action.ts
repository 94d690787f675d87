'use server';
import { after } from 'next/server';
import { headers } from 'next/headers';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { invalidateStorefront } from '@/lib/page-cache-version';
import { placeOrder, type CartChange } from './place-order';
import { sendOrderMails } from './order-mails';

/**
 * Checkout's one action. Failures carry the spec's fallback message, or the cart lines that
 * changed (`details`) so the page can show them; code 'signed-out' means: sign in first.
 */
export const placeOrderAction = defineAction<typeof placeOrderSchema, Awaited<ReturnType<typeof requireUser>>, { orderNumber: string }, CartChange[]>(
  {
    name: 'placeOrder',
    schema: placeOrderSchema,
    authorize: requireUser,
    fallbackError: 'Failed to place order. Please try again.',
  },
  async (request, user) => {
    const clientAddress = (await headers()).get(CLIENT_IP_HEADER) ?? undefined;
    const placed = await placeOrder(user, request, { clientAddress });
    if (!placed.duplicate) {
      invalidateStorefront(); // stock changed: product pages must not show the old count
      // Mail goes out after the response: a slow or broken mail server never holds up or loses the order.
      after(() => sendOrderMails(placed.orderId));
    }
    return { orderNumber: placed.orderNumber };
  },
);
