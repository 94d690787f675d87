'use server';
import { defineAction } from '@/server/action';
import { applyDiscountSchema } from '@/lib/schemas/discount';
import { priceCheckout, type CheckoutDiscount } from '@/server/checkout/checkout-pricing';
import { shopperTrying } from '@/server/discounts/shopper-trying';

/**
 * Checkout's Apply: whether the code applies to this cart and what it takes off, or exactly why
 * not. Open to visitors (the per-customer limit is checked again when a signed-in shopper places
 * the order); every unknown code counts against the account and the client address
 * (src/server/discounts/guess-limit.ts). Writes nothing: the use is counted only when the order is placed.
 */
export const applyDiscountAction = defineAction<typeof applyDiscountSchema, null, CheckoutDiscount>(
  { name: 'applyDiscount', schema: applyDiscountSchema, authorize: async () => null, fallbackError: 'Could not check that code right now. Please try again.' },
  async ({ code, ...cart }) => {
    const priced = await priceCheckout({ ...cart, discount: await shopperTrying(code) });
    // Every priced answer carries the code's verdict; an unpriced cart still has its lines to judge.
    return priced.discount ?? { applied: false, code, message: 'Could not check that code right now. Please try again.' };
  },
);
