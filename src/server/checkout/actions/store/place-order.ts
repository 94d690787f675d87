'use server';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { requestHeaders } from '@/server/request-context';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import type { AfterPlacing } from '@/lib/payment-methods';
import { nextStepAfterPlacing } from '@/server/checkout/after-placing';
import { placeOrder, type CartChange } from '@/server/checkout/place-order';

/**
 * Checkout's one action. Failures carry the product's fallback message, or the cart lines that
 * changed (`details`) so the page can show them; code 'signed-out' means: sign in first.
 * A placed order says where the shopper goes next (`next`, src/server/checkout/after-placing.ts).
 */
export const placeOrderAction = defineAction<
  typeof placeOrderSchema,
  Awaited<ReturnType<typeof requireUser>>,
  { orderNumber: string; next: AfterPlacing },
  CartChange[]
>(
  {
    name: 'placeOrder',
    schema: placeOrderSchema,
    authorize: requireUser,
    fallbackError: 'Failed to place order. Please try again.',
    refreshes: 'storefront',
  },
  async (request, user, refresh) => {
    const clientAddress = (await requestHeaders()).get(CLIENT_IP_HEADER) ?? undefined;
    const placed = await placeOrder(user, request, { clientAddress });
    // Stock changed: product pages must not show the old count (the same submit again changed
    // nothing). The order's mails were queued with it (src/server/sales/order-placed-mails.ts); the job
    // worker sends them.
    if (placed.duplicate) refresh.unchanged();
    return { orderNumber: placed.orderNumber, next: await nextStepAfterPlacing(placed) };
  },
);
