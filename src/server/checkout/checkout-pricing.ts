import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { isProductId } from '@/server/catalog/product-page-reads';
import { lineVariantKey, liveVariantsOf, variantsByLineKey } from '@/server/catalog/variant-reads';
import { unitPrice, variantLeadTime, variantPrice } from '@/lib/catalog/variant-rules';
import { priceMeasuredLine, type Measure } from '@/lib/catalog/measured-price';
import { measuredRulesOf } from '@/server/catalog/measured-reads';
import { loadSwatchSettings, offeredSwatch, swatchesOf } from '@/server/catalog/swatch-reads';
import { SWATCH_DELIVERY, swatchCount, swatchLimitMessage, type Swatch, type SwatchSettings } from '@/lib/catalog/swatch';
import type { DeliveryMethod } from '@/lib/constants';
import type { DeliveryPrice } from '@/lib/delivery/price';
import type { CheckoutPayment } from '@/lib/payment-methods';
import { discountRefusalMessage } from '@/lib/discounts/discount-refusals';
import type { DiscountKind } from '@/lib/discounts/discount-amount';
import { checkoutPayment, loadPaymentSettings } from '@/server/payments/methods';
import { checkDiscount, type DiscountCheck, type DiscountCustomer } from '@/server/discounts/discount-check';
import { giveGuessBack, isWrongGuess, takeGuess, type Guesser } from '@/server/discounts/guess-limit';
import { deliveryForCart, deliveryRefusal, type CartPickup, type PricedLine } from '@/server/delivery/cart-delivery';
import { depositOffer, discountedTermsLines, loadShopDepositTerms } from '@/server/sales/deposit-terms';

// What checkout shows for a cart before it is placed: the delivery fee and window for the chosen
// state (or pickup), the discount code's saving, and the ways of paying that apply to the total
// after it (pay on delivery depends on the zone and the total; a deposit on the discounted lines).
// Read-only; placeOrder works all of it out again inside its transaction and holds the order to it.

/** The code checkout was given, as the summary shows it: its saving, or exactly why it does not apply. */
export type CheckoutDiscount =
  | { applied: true; code: string; kind: DiscountKind; discountKobo: number }
  | { applied: false; code: string; message: string };

export type CheckoutPricingResult =
  /** `pickup`: the places offered for pickup and the one priced; null for delivery. */
  | { ok: true; quote: DeliveryPrice; payment: CheckoutPayment; discount: CheckoutDiscount | null; pickup: CartPickup | null }
  /** 'unpriced': delivery was chosen but no state yet: the summary keeps 'TBD' (and shows the saving on the lines). */
  | { ok: false; reason: 'unpriced' | 'refused' | 'failed'; message: string; discount?: CheckoutDiscount | null; pickup?: CartPickup | null };

export type CheckoutPricingRequest = {
  /** A line without `variant` is of the product's single variant. */
  lines: readonly { productId: string; variant?: string | null; measure?: Measure | null; swatch?: Swatch | null; quantity: number }[];
  method: DeliveryMethod;
  state: string | null;
  /** The pickup location chosen; null: the first that holds the cart. */
  pickupLocationId?: string | null;
  /** A code to try, and who is trying it (the guessing limit and the per-customer limit). */
  discount: { code: string; guesser: Guesser; customer: DiscountCustomer | null } | null;
};

export async function priceCheckout({ lines, method, state, pickupLocationId = null, discount }: CheckoutPricingRequest): Promise<CheckoutPricingResult> {
  const swatchSettings = await loadSwatchSettings();
  if (swatchCount(lines) > swatchSettings.perOrder) return { ok: false, reason: 'refused', message: swatchLimitMessage(swatchSettings.perOrder) };
  const priced = await priceLines(lines, swatchSettings);
  const delivery =
    method === 'delivery' && state === null ? null : await deliveryForCart(priced, method === 'pickup' ? { method, locationId: pickupLocationId } : { method, state: state ?? '' });
  const price = delivery?.result.ok ? delivery.result.quote : null;
  const checked = discount ? await checkGuarded(discount, priced, price?.feeKobo ?? 0) : null;
  const shown = discount && checked ? checkoutDiscount(discount.code, checked) : null;
  // A cart without a code gets the answer it always got.
  const withCode = shown ? { discount: shown } : {};
  if (!delivery) return { ok: false, reason: 'unpriced', message: 'Choose your state to see the delivery fee.', ...withCode };
  if (!delivery.result.ok) {
    return { ok: false, reason: 'refused', message: deliveryRefusal(delivery.result.reason, state, delivery.pickupEnabled), ...withCode, ...(delivery.pickup ? { pickup: delivery.pickup } : {}) };
  }
  const { quote: served } = delivery.result;
  const applied = checked?.ok ? checked.discount : null;
  const totalKobo = delivery.subtotalKobo + served.feeKobo - (applied?.discountKobo ?? 0);
  const [settings, shopDeposit] = await Promise.all([loadPaymentSettings(), loadShopDepositTerms()]);
  const deposit = depositOffer(discountedTermsLines(priced, applied), totalKobo, shopDeposit);
  return { ok: true, quote: served, payment: checkoutPayment({ settings, delivery: served, totalKobo }, deposit), discount: shown, pickup: delivery.pickup };
}

/**
 * The cart's lines at their variants' prices today; lines whose product or variant is gone are left out
 * (the cart check tells the shopper).
 */
async function priceLines(lines: CheckoutPricingRequest['lines'], swatchSettings: SwatchSettings) {
  const ids = [...new Set(lines.map((line) => line.productId.toLowerCase()).filter(isProductId))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            category: products.category,
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
  const variants = variantsByLineKey(await liveVariantsOf(db, [...byId.keys()]));
  const rules = await measuredRulesOf(db, [...byId.keys()]);
  const swatches = await swatchesOf(db, [...byId.keys()], swatchSettings);
  type Priced = (typeof rows)[number] & PricedLine & { productId: string; variantId: string | null; totalKobo: number };
  return lines.flatMap((line): Priced[] => {
    const product = byId.get(line.productId.toLowerCase());
    // A swatch the piece offers, at the shop's swatch price: a parcel, ready at once (docs/decisions/0059-fabric-samples.md).
    if (line.swatch) {
      if (!product || !offeredSwatch(swatches.get(product.id), line.swatch)) return [];
      const unitPriceKobo = swatchSettings.priceKobo;
      return [{ ...product, ...SWATCH_DELIVERY, productId: product.id, variantId: null, stockedVariantId: null, swatch: line.swatch, unitPriceKobo, quantity: 1, totalKobo: unitPriceKobo }];
    }
    const variant = variants.get(lineVariantKey(line.productId, line.variant ?? null));
    if (!product || !variant) return [];
    // A size made to measure is priced by its rule; one the rule refuses is left for placing the order to explain.
    const sized = priceMeasuredLine('', rules.get(product.id), unitPrice(variantPrice(product, variant)), line.measure ?? null);
    if (!sized.ok) return [];
    const unitPriceKobo = sized.parts?.totalKobo ?? unitPrice(variantPrice(product, variant));
    return [
      {
        ...product, ...variantLeadTime(product, variant), productId: product.id, variantId: variant.id, stockedVariantId: sized.parts ? null : variant.id,
        unitPriceKobo, quantity: line.quantity, totalKobo: unitPriceKobo * line.quantity,
      },
    ];
  });
}

/** The code checked behind the guessing limit: an unknown code counts as a wrong guess. */
async function checkGuarded(
  discount: NonNullable<CheckoutPricingRequest['discount']>,
  lines: Awaited<ReturnType<typeof priceLines>>,
  deliveryFeeKobo: number,
): Promise<DiscountCheck> {
  const locked = await takeGuess(discount.guesser);
  if (locked) return { ok: false, refusal: locked };
  const checked = await checkDiscount(db, { code: discount.code, lines, deliveryFeeKobo, customer: discount.customer });
  if (checked.ok || !isWrongGuess(checked.refusal)) await giveGuessBack(discount.guesser);
  return checked;
}

function checkoutDiscount(typed: string, checked: DiscountCheck): CheckoutDiscount {
  const code = typed.trim();
  if (!checked.ok) return { applied: false, code, message: discountRefusalMessage(checked.refusal, code) };
  return { applied: true, code: checked.discount.code, kind: checked.discount.kind, discountKobo: checked.discount.discountKobo };
}
