'use server';
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { isProductId } from '@/server/catalog/product';
import { NIGERIAN_STATES } from '@/lib/nigeria';
import { DELIVERY_METHODS } from '@/lib/constants';
import type { DeliveryQuote } from '@/lib/delivery/quote';
import type { CheckoutPayment } from '@/lib/payment-methods';
import { checkoutPayment, loadPaymentSettings } from '@/server/payments/methods';
import { deliveryForCart, deliveryRefusal } from './checkout-delivery';
import { depositOffer, loadShopDepositTerms } from './checkout-deposit';

// Checkout asks what delivery costs for its cart and the chosen state (or pickup), and with it
// which ways of paying apply to that order (pay on delivery depends on the zone and the total).
// Public and read-only like the cart check: it writes nothing and reveals only the shop's
// published fees and methods. placeOrder computes both again and holds the order to them.

const quoteRequestSchema = z.object({
  lines: z
    .array(z.object({ productId: z.string().min(1).max(100), quantity: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(100),
  method: z.enum(DELIVERY_METHODS),
  state: z.enum(NIGERIAN_STATES).nullable(),
});

export type DeliveryQuoteResult =
  | { ok: true; quote: DeliveryQuote; payment: CheckoutPayment }
  /** 'unpriced': delivery was chosen but no state yet: the summary keeps 'TBD'. */
  | { ok: false; reason: 'unpriced' | 'refused' | 'failed'; message: string };

export async function quoteDeliveryAction(input: unknown): Promise<DeliveryQuoteResult> {
  const parsed = quoteRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'failed', message: 'Could not price delivery for this cart.' };
  const { lines, method, state } = parsed.data;
  try {
    const ids = [...new Set(lines.map((line) => line.productId.toLowerCase()).filter(isProductId))];
    const rows =
      ids.length === 0
        ? []
        : await db
            .select({
              id: products.id,
              priceKobo: products.priceKobo,
              discountPriceKobo: products.discountPriceKobo,
              deliveryClass: products.deliveryClass,
              leadTimeMinDays: products.leadTimeMinDays,
              leadTimeMaxDays: products.leadTimeMaxDays,
              paymentTerms: products.paymentTerms,
              depositPercent: products.depositPercent,
            })
            .from(products)
            .where(and(inArray(products.id, ids), eq(products.status, 'active')));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Lines whose product is gone are left out: the cart check tells the shopper about them.
    const priced = lines.flatMap((line) => {
      const product = byId.get(line.productId.toLowerCase());
      return product ? [{ ...product, unitPriceKobo: product.discountPriceKobo ?? product.priceKobo, quantity: line.quantity }] : [];
    });
    if (method === 'delivery' && state === null) return { ok: false, reason: 'unpriced', message: 'Choose your state to see the delivery fee.' };
    const [delivery, settings, shopDeposit] = await Promise.all([
      deliveryForCart(priced, method === 'pickup' ? { method } : { method, state: state ?? '' }),
      loadPaymentSettings(),
      loadShopDepositTerms(),
    ]);
    if (!delivery.result.ok) {
      return { ok: false, reason: 'refused', message: deliveryRefusal(delivery.result.reason, state, delivery.pickupEnabled) };
    }
    const { quote } = delivery.result;
    const totalKobo = delivery.subtotalKobo + quote.feeKobo;
    const deposit = depositOffer(
      priced.map((line) => ({ ...line, totalKobo: line.unitPriceKobo * line.quantity })),
      totalKobo,
      shopDeposit,
    );
    const payment = checkoutPayment({ settings, delivery: quote, totalKobo }, deposit);
    return { ok: true, quote, payment };
  } catch (error) {
    logger.error({ err: error }, 'Delivery quote failed');
    return { ok: false, reason: 'failed', message: 'Could not price delivery right now. Please try again.' };
  }
}
