'use server';
import { headers } from 'next/headers';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { defineAction } from '@/server/action';
import { requireUser } from '@/server/auth/session';
import { placeOrderSchema } from '@/lib/schemas/checkout';
import { invalidateStorefront } from '@/lib/page-cache-version';
import type { AfterPlacing } from '@/lib/payment-methods';
import { logger } from '@/server/logger';
import { openPaystackPage, startPaystackAttempt } from '@/server/payments/paystack/start-attempt';
import { placeOrder, type CartChange, type PlacedOrder } from './place-order';

/**
 * Checkout's one action. Failures carry the product's fallback message, or the cart lines that
 * changed (`details`) so the page can show them; code 'signed-out' means: sign in first.
 * A placed order says where the shopper goes next (`next`): Paystack's page, their order page
 * (bank transfer, or a Paystack payment that could not start), or home (pay on delivery).
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
  },
  async (request, user) => {
    const clientAddress = (await headers()).get(CLIENT_IP_HEADER) ?? undefined;
    const placed = await placeOrder(user, request, { clientAddress });
    // Stock changed: product pages must not show the old count. The order's mails were queued
    // with it (src/server/orders/order-mails.ts); the job worker sends them.
    if (!placed.duplicate) invalidateStorefront();
    return { orderNumber: placed.orderNumber, next: await nextStep(placed) };
  },
);

async function nextStep(placed: PlacedOrder): Promise<AfterPlacing> {
  if (placed.paymentMethod === 'bank_transfer') return { kind: 'order-page', notice: 'placed' };
  if (placed.paymentMethod !== 'paystack') return { kind: 'home' };
  // The same submit again: the page it already has, never one more attempt at Paystack.
  if (placed.duplicate) {
    const authorizationUrl = await openPaystackPage(placed.orderId);
    return authorizationUrl ? { kind: 'paystack', authorizationUrl } : { kind: 'order-page' };
  }
  // The order stands whatever happens here: a payment that cannot start now can from the order
  // page ("Pay now") while the order is reserved.
  try {
    const { authorizationUrl } = await startPaystackAttempt(placed.orderId);
    return { kind: 'paystack', authorizationUrl };
  } catch (error) {
    logger.warn({ err: error, orderId: placed.orderId }, 'Paystack payment not started at checkout');
    return { kind: 'order-page', notice: 'not-started' };
  }
}
