import 'server-only';
import { logger } from '@/server/logger';
import { openPaystackPage, startPaystackAttempt } from '@/server/payments/paystack/start-attempt';
import type { AfterPlacing } from '@/lib/payment-methods';
import type { PlacedOrder } from './place-order';

/**
 * Where the shopper goes once checkout has placed (or found again) their order: Paystack's page,
 * their order page (bank transfer, an order with nothing to pay, or a Paystack payment that could
 * not start), or home (pay on delivery). Kept apart from the checkout action's module, so it is no
 * endpoint of its own.
 */
export async function nextStepAfterPlacing(placed: PlacedOrder): Promise<AfterPlacing> {
  if (placed.paymentMethod === 'bank_transfer' || placed.totalKobo === 0) return { kind: 'order-page', notice: 'placed' };
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
