'use server';
import { logger } from '@/server/logger';
import { checkoutPriceSchema } from '@/lib/schemas/checkout';
import { shopperTrying } from '@/server/discounts/shopper-trying';
import { priceCheckout, type CheckoutDiscount, type CheckoutPricingResult } from '@/server/checkout/checkout-pricing';

// Checkout asks what delivery costs for its cart and the chosen state (or pickup), and with it
// which ways of paying apply to that order (pay on delivery depends on the zone and the total),
// and what its discount code takes off (src/server/checkout/checkout-pricing.ts). Public and read-only like the
// cart check: it writes nothing and reveals only the shop's published fees and methods; a code is
// looked up behind the guessing limit (src/server/discounts/guess-limit.ts).

export type { CheckoutDiscount, CheckoutPricingResult };

export async function priceDeliveryAction(input: unknown): Promise<CheckoutPricingResult> {
  const parsed = checkoutPriceSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'failed', message: 'Could not price delivery for this cart.' };
  const { discountCode, ...cart } = parsed.data;
  try {
    return await priceCheckout({ ...cart, discount: discountCode ? await shopperTrying(discountCode) : null });
  } catch (error) {
    logger.error({ err: error }, 'Delivery price failed');
    return { ok: false, reason: 'failed', message: 'Could not price delivery right now. Please try again.' };
  }
}

