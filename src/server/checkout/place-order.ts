import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { db, type Transaction } from '@/server/db/client';
import { uniqueViolation } from '@/server/db/errors';
import { orders, products, productVariants } from '@/server/db/schema';
import { colourOf, colourOptionPositions, labelOf, lineVariantKey, liveVariantsOf, variantsByLineKey } from '@/server/catalog/variant-reads';
import { unitPrice, variantLeadTime, variantPrice } from '@/lib/catalog/variant-rules';
import { priceMeasuredLine, type MeasuredParts } from '@/lib/catalog/measured-price';
import { measuredRulesOf } from '@/server/catalog/measured-reads';
import { formatShippingAddress, type PlaceOrderRequest } from '@/lib/schemas/checkout';
import { formatNaira } from '@/lib/money';
import type { CheckoutPaymentMethod, DeliveryClass } from '@/lib/constants';
import { ActionError } from '@/server/action-error';
import { countOrderFromAddress, refuseIfAccountOverLimits, refuseIfAddressOverLimit } from './checkout-limits';
import { deliveryForCart, deliveryRefusal, isSampleOrder } from '@/server/delivery/cart-delivery';
import { loadSwatchSettings, offeredSwatch, swatchesOf } from '@/server/catalog/swatch-reads';
import { refuseFreeSwatchesOverLimit } from '@/server/catalog/swatch-limits';
import { SWATCH_DELIVERY, swatchCount, swatchLimitMessage, type Swatch } from '@/lib/catalog/swatch';
import { depositOffer, discountedTermsLines, loadShopDepositTerms, type DepositTermsLine } from '@/server/sales/deposit-terms';
import { discountForOrder, DiscountRefusedError } from '@/server/discounts/order-discount';
import { accountAsCustomer } from '@/server/discounts/discount-check';
import { giveGuessBack, isWrongGuess, takeGuess } from '@/server/discounts/guess-limit';
import { discountRefusalMessage } from '@/lib/discounts/discount-refusals';
import { takesDeposit } from '@/lib/payment-methods';
import { availablePaymentMethods, loadPaymentSettings, type PaymentSettings } from '@/server/payments/methods';
import { paymentDueAt } from '@/server/payments/reservations';
import type { DeliveryPrice } from '@/lib/delivery/price';
import { closeAbandonedCheckout } from '@/server/abandoned-checkouts/close-on-order';
import { inOrderTransaction, openOrder, shoppersBuyer, type OrderLine } from '@/server/sales/open-order';
import { recordConsent } from '@/server/messaging/consent';
import { ORDER_UPDATES_CONSENT_WORDS } from '@/lib/messaging/consent-words';

// The website's checkout (docs/decisions/0007-placing-an-order.md): one transaction that checks the cart
// against the shop, prices it from the database only (what the browser showed is compared, never
// charged), applies a discount code (docs/decisions/0038-discount-codes.md) and the deposit, then opens
// the order through the one door (src/server/sales/open-order.ts), which takes the stock and queues
// the mails and the unpaid order's reservation (docs/decisions/0013-payments-ledger.md), or nothing.

/** One line of the cart that no longer matches the shop; nothing is placed while any exist. */
export type CartChange = {
  productId: string;
  name: string | null;
  /**
   * 'variant': the chosen variant is no longer sold (archived or deleted), or the piece now asks for
   * options to be chosen. The line is never moved onto another variant.
   */
  change: 'unavailable' | 'price' | 'stock' | 'variant';
  /** The line's variant, so the browser knows which line of the product is meant. */
  variant?: string | null;
  /** Today's unit price (price changes). */
  unitPriceKobo?: number;
  /** What is left (stock changes). */
  stockQuantity?: number;
};

export type PlacedOrder = {
  orderId: string;
  orderNumber: string;
  totalKobo: number;
  /** Null for an order that cost nothing, and for orders placed before payments were taken online. */
  paymentMethod: CheckoutPaymentMethod | null;
  duplicate: boolean;
};

type Buyer = { id: string };

/** An order line as written: what was charged, and what delivery needs to know of it. */
type ChargedLine = OrderLine & { productId: string; totalKobo: number; deliveryClass: DeliveryClass; swatch: Swatch | null };

/** Where the checkout came from: the client address our HTTP server saw (per-address limit). */
type Origin = { clientAddress?: string };

export async function placeOrder(buyer: Buyer, request: PlaceOrderRequest, { clientAddress }: Origin = {}): Promise<PlacedOrder> {
  const earlier = await findByIdempotencyKey(buyer, request.idempotencyKey);
  if (earlier) return earlier;
  if (clientAddress) await refuseIfAddressOverLimit(clientAddress);
  if (!request.discountCode) return placeWithRetries(buyer, request, clientAddress);

  // A code sent with the order is looked up within the guessing limit, as checkout's Apply is.
  const guesser = { userId: buyer.id, clientAddress: clientAddress ?? null };
  const locked = await takeGuess(guesser);
  if (locked) throw new ActionError(discountRefusalMessage(locked, request.discountCode));
  try {
    const placed = await placeWithRetries(buyer, request, clientAddress);
    await giveGuessBack(guesser);
    return placed;
  } catch (error) {
    if (!(error instanceof DiscountRefusedError && isWrongGuess(error.refusal))) await giveGuessBack(guesser);
    throw error;
  }
}

async function placeWithRetries(buyer: Buyer, request: PlaceOrderRequest, clientAddress: string | undefined): Promise<PlacedOrder> {
  try {
    const placed = await inOrderTransaction((tx) => writeOrder(tx, buyer, request));
    if (clientAddress) await countOrderFromAddress(clientAddress);
    return placed;
  } catch (error) {
    // The same checkout sent twice at once: the other request placed it.
    if (uniqueViolation(error) === 'orders_idempotency_key_unique') {
      const placed = await findByIdempotencyKey(buyer, request.idempotencyKey);
      if (placed) return placed;
    }
    throw error;
  }
}

async function writeOrder(tx: Transaction, buyer: Buyer, request: PlaceOrderRequest): Promise<PlacedOrder> {
  const lines = [...request.lines].sort((a, b) => a.productId.localeCompare(b.productId) || (a.variant ?? '').localeCompare(b.variant ?? ''));
  const catalogue = await refuseIfCartChanged(tx, lines);
  await refuseIfAccountOverLimits(tx, buyer.id, lines, (productId) => catalogue.products.get(productId.toLowerCase())?.name ?? 'one product');

  const charged: ChargedLine[] = [];
  const terms: DepositTermsLine[] = [];
  // Which lines a code limited to categories applies to (products and variants are on the charged lines).
  const categories: (string | null)[] = [];
  for (const line of lines) {
    const product = catalogue.products.get(line.productId.toLowerCase())!;
    const swatch = catalogue.swatches.get(line);
    // A swatch is cut from the roll for this order: no stock, no variant, the shop's price (docs/decisions/0059-fabric-samples.md).
    if (swatch) {
      const { priceKobo } = catalogue.swatchSettings;
      charged.push({
        productId: product.id, productName: product.name, quantity: 1, priceKobo, totalKobo: priceKobo,
        color: null, variantId: null, variantLabel: null, sku: null, ...SWATCH_DELIVERY, measurements: null, swatch,
      });
      terms.push({ totalKobo: priceKobo, paymentTerms: product.paymentTerms, depositPercent: product.depositPercent, leadTimeMinDays: null });
      categories.push(product.category);
      continue;
    }
    const variant = catalogue.variants.get(lineVariantKey(line.productId, line.variant))!;
    const measured = catalogue.measured.get(line);
    const priceKobo = measured?.totalKobo ?? unitPrice(variantPrice(product, variant));
    const leadTime = variantLeadTime(product, variant);
    charged.push({
      productId: product.id,
      productName: product.name,
      quantity: line.quantity,
      priceKobo,
      totalKobo: priceKobo * line.quantity,
      // The colour apart, as orders always named it: the value of the piece's Colour option.
      color: colourOf(variant, catalogue.colourPositions.get(product.id)),
      variantId: variant.id,
      variantLabel: labelOf(variant),
      sku: variant.sku,
      deliveryClass: product.deliveryClass,
      ...leadTime,
      measurements: measured ?? null,
      swatch: null,
    });
    terms.push({ totalKobo: priceKobo * line.quantity, paymentTerms: product.paymentTerms, depositPercent: product.depositPercent, leadTimeMinDays: leadTime.leadTimeMinDays });
    categories.push(product.category);
  }

  const { shipping, delivery: choice } = request;
  const delivery = await deliveryForCart(
    charged.map((line) => ({ ...line, unitPriceKobo: line.priceKobo, stockedVariantId: line.measurements || line.swatch ? null : line.variantId })),
    choice.method === 'pickup' ? { method: 'pickup', locationId: choice.pickupLocationId } : { method: 'delivery', state: shipping.state },
    tx,
  );
  if (!delivery.result.ok) throw new ActionError(deliveryRefusal(delivery.result.reason, shipping.state, delivery.pickupEnabled));
  const { quote: price } = delivery.result;
  // Like a changed price: nothing is placed at a fee the shopper did not see.
  if (price.feeKobo !== choice.feeKobo) {
    throw new ActionError(`The delivery fee is now ${formatNaira(price.feeKobo)}. Please check your order and place it again.`);
  }

  const subtotalKobo = delivery.subtotalKobo;
  if (!Number.isSafeInteger(subtotalKobo + price.feeKobo)) throw new ActionError('That order is too large to place online. Please contact us.');
  // After the product rows (locked first, in id order, by every checkout), the code's row, then the
  // stock's rows at their locations, as the Sell screen does. Its per-customer limit counts the
  // account and its confirmed address, never the form's email.
  const customer = await accountAsCustomer(tx, buyer.id);
  const discount = request.discountCode
    ? await discountForOrder(tx, {
        code: request.discountCode,
        shownKobo: request.discountKobo,
        lines: charged.map((line, index) => ({ productId: line.productId, variantId: line.variantId, category: categories[index] ?? null, totalKobo: line.totalKobo })),
        deliveryFeeKobo: price.feeKobo,
        customer,
      })
    : null;
  const totalKobo = subtotalKobo + price.feeKobo - (discount?.discountKobo ?? 0);
  // Swatches that cost nothing, posted for nothing: a few a week (src/server/catalog/swatch-limits.ts).
  if (totalKobo === 0 && isSampleOrder(charged)) {
    await refuseFreeSwatchesOverLimit(tx, { userId: buyer.id, shippingAddress: formatShippingAddress(shipping) }, catalogue.swatchSettings);
  }

  // An order that costs nothing (a code covers it all) is paid as it is placed, whatever method was
  // chosen: it keeps none, holds its stock with no due time, and no payment step follows.
  const depositKobo = await chosenDeposit(tx, request, discountedTermsLines(terms, discount), totalKobo);
  const paymentSettings = await loadPaymentSettings(tx);
  const paymentMethod = totalKobo === 0 ? null : offeredMethod(request.paymentMethod, paymentSettings, price, totalKobo);
  const placedAt = new Date();
  const dueAt = paymentMethod ? paymentDueAt(paymentMethod, paymentSettings, placedAt) : null;

  // Delivery was priced on the stock before this order (a pickup location's readiness); the door takes it now.
  const order = await openOrder(tx, {
    channel: 'website',
    userId: buyer.id,
    ...shoppersBuyer(shipping),
    business: request.business,
    lines: charged,
    delivery: {
      method: price.method,
      state: price.state,
      zoneName: price.zoneName,
      pickupLocationId: delivery.pickup?.chosen?.id ?? null,
      windowStart: price.window.start,
      windowEnd: price.window.end,
      feeKobo: price.feeKobo,
    },
    money: {
      subtotalKobo,
      discountKobo: discount?.discountKobo ?? 0,
      discountCode: discount ? { id: discount.id, code: discount.code, userId: buyer.id, email: customer.email } : null,
      manualDiscountReason: null,
      totalKobo,
      depositKobo,
      paymentMethod,
      paymentDueAt: dueAt,
    },
    placedAt,
    idempotencyKey: request.idempotencyKey,
    samples: isSampleOrder(charged),
    whenShort: (line) => shortMessage(tx, line),
  });
  await closeAbandonedCheckout(tx, buyer.id, order.id);
  // The box is never ticked for the shopper: only their tick is recorded, with the order, for the phone they typed.
  if (request.orderUpdatesConsent) {
    await recordConsent(tx, {
      phone: shipping.phone,
      purpose: 'order_updates',
      granted: true,
      source: 'checkout',
      wordsShown: ORDER_UPDATES_CONSENT_WORDS,
      userId: buyer.id,
      email: shipping.email,
    });
  }

  return { orderId: order.id, orderNumber: order.orderNumber, totalKobo, paymentMethod, duplicate: false };
}

/**
 * The method checkout offered must still apply: the shop may have switched it off, and pay on
 * delivery depends on the zone and the total, both known only now.
 */
function offeredMethod(method: CheckoutPaymentMethod | null, settings: PaymentSettings, delivery: DeliveryPrice, totalKobo: number): CheckoutPaymentMethod {
  if (!method) throw new ActionError('Choose how you would like to pay.');
  const payment = availablePaymentMethods({ settings, delivery, totalKobo }).find((option) => option.method === method);
  if (!payment?.offered) throw new ActionError(payment?.reason ?? 'Please choose another way to pay.');
  return method;
}

/**
 * The deposit the shopper chose, held to what the shop offers this order now: like a changed
 * price, nothing is placed at a deposit the shopper did not see. Null: paid in full.
 */
async function chosenDeposit(tx: Transaction, request: PlaceOrderRequest, terms: DepositTermsLine[], totalKobo: number): Promise<number | null> {
  if (request.depositKobo === null) return null;
  if (request.paymentMethod && !takesDeposit(request.paymentMethod)) throw new ActionError('A deposit is paid with Paystack or a bank transfer, not on delivery.');
  const offer = depositOffer(terms, totalKobo, await loadShopDepositTerms(tx));
  if (!offer) throw new ActionError('This order is now paid in full. Please check your order and place it again.');
  if (offer.depositKobo !== request.depositKobo) {
    throw new ActionError(`The deposit for this order is now ${formatNaira(offer.depositKobo)}. Please check your order and place it again.`);
  }
  return offer.depositKobo;
}

/**
 * Locks the cart's products (in id order, as every writer of a product's stock does: placing, cancelling,
 * reopening and the product form lock the product before its variants, so none waits on another in a
 * circle), then reads every line, so the shopper hears about all changes at once, not one per try.
 */
async function refuseIfCartChanged(tx: Transaction, lines: PlaceOrderRequest['lines']) {
  const ids = [...new Set(lines.map((line) => line.productId.toLowerCase()))].sort();
  const current = await tx
    .select({
      id: products.id,
      name: products.name,
      status: products.status,
      priceKobo: products.priceKobo,
      discountPriceKobo: products.discountPriceKobo,
      deliveryClass: products.deliveryClass,
      leadTimeMinDays: products.leadTimeMinDays,
      leadTimeMaxDays: products.leadTimeMaxDays,
      paymentTerms: products.paymentTerms,
      depositPercent: products.depositPercent,
      category: products.category,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const byId = new Map(current.map((product) => [product.id, product]));
  const variants = variantsByLineKey(await liveVariantsOf(tx, ids));
  const rules = await measuredRulesOf(tx, ids);
  const measured = new Map<PlaceOrderRequest['lines'][number], MeasuredParts>();
  const swatchSettings = await loadSwatchSettings(tx);
  const offered = await swatchesOf(tx, ids, swatchSettings);
  const swatches = new Map<PlaceOrderRequest['lines'][number], Swatch>();
  if (swatchCount(lines) > swatchSettings.perOrder) throw new ActionError(swatchLimitMessage(swatchSettings.perOrder));
  // Stock is per variant: two lines that name one variant in different cases draw on the same count.
  const wanted = new Map<string, number>();
  for (const line of lines) {
    if (line.measure || line.swatch) continue;
    const key = lineVariantKey(line.productId, line.variant);
    wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
  }

  const changes: CartChange[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId.toLowerCase());
    const base = { productId: line.productId, variant: line.variant };
    if (!product || product.status !== 'active') {
      changes.push({ ...base, name: product?.name ?? null, change: 'unavailable' });
      continue;
    }
    if (line.swatch) {
      const swatch = line.variant === null && !line.measure ? offeredSwatch(offered.get(product.id), line.swatch) : undefined;
      if (!swatch) throw new ActionError(`${product.name} has no swatch of ${line.swatch.value}. Please remove it from your cart.`);
      swatches.set(line, swatch);
      if (swatchSettings.priceKobo !== line.unitPriceKobo) changes.push({ ...base, name: product.name, change: 'price', unitPriceKobo: swatchSettings.priceKobo });
      continue;
    }
    const key = lineVariantKey(line.productId, line.variant);
    const variant = variants.get(key);
    const fixedPrice = variant ? unitPrice(variantPrice(product, variant)) : null;
    // Made to measure: the price of this size by the rule today (docs/decisions/0058-made-to-measure.md).
    const sized = fixedPrice === null ? null : priceMeasuredLine(product.name, rules.get(product.id), fixedPrice, line.measure);
    if (sized && !sized.ok) throw new ActionError(sized.message);
    const measuredPrice = sized?.ok ? sized.parts : null;
    if (measuredPrice) measured.set(line, measuredPrice);
    const unitPriceKobo = measuredPrice?.totalKobo ?? fixedPrice;
    if (!variant) {
      changes.push({ ...base, name: product.name, change: 'variant' });
    } else if (unitPriceKobo !== line.unitPriceKobo) {
      changes.push({ ...base, name: product.name, change: 'price', unitPriceKobo: unitPriceKobo ?? undefined });
    } else if (!measuredPrice && variant.stockQuantity < (wanted.get(key) ?? line.quantity)) {
      changes.push({ ...base, name: product.name, change: 'stock', stockQuantity: variant.stockQuantity });
    }
  }
  if (changes.length > 0) throw new ActionError(describeChanges(changes), changes);
  return { products: byId, variants, measured, swatches, swatchSettings, colourPositions: await colourOptionPositions(tx, ids) };
}

export function describeChanges(changes: readonly CartChange[]): string {
  const [first] = changes;
  if (changes.length > 1 || !first) return 'Some items in your cart have changed. Please review them before placing your order.';
  const name = first.name ?? 'A product in your cart';
  if (first.change === 'unavailable') return `${name} is no longer available. Please remove it from your cart.`;
  if (first.change === 'variant') {
    return first.variant ? `${name} no longer comes in ${first.variant}. Please remove it and choose again.` : `Please choose the options you want for ${name}.`;
  }
  if (first.change === 'price') return `The price of ${name} is now ${formatNaira(first.unitPriceKobo ?? 0)}. Please review your cart.`;
  return stockMessage(name, first.stockQuantity ?? 0);
}

function stockMessage(name: string, left: number) {
  return left === 0 ? `${name} is out of stock.` : `Only ${left} of ${name} left in stock.`;
}

async function shortMessage(tx: Transaction, line: OrderLine) {
  const [variant] = line.variantId ? await tx.select({ stockQuantity: productVariants.stockQuantity }).from(productVariants).where(eq(productVariants.id, line.variantId)) : [];
  if (!variant) return `${line.productName} is no longer available.`;
  return variant.stockQuantity < line.quantity ? stockMessage(line.productName, variant.stockQuantity) : `${line.productName} changed while you were ordering.`;
}

async function findByIdempotencyKey(buyer: Buyer, key: string): Promise<PlacedOrder | null> {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      totalKobo: orders.totalAmountKobo,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!order) return null;
  if (order.userId !== buyer.id) throw new ActionError('Invalid checkout session. Please reload the page.');
  return { orderId: order.id, orderNumber: order.orderNumber, totalKobo: order.totalKobo, paymentMethod: order.paymentMethod, duplicate: true };
}
