import '@/lib/zod-jitless';
import { z } from 'zod';
import { NIGERIAN_PHONE_MESSAGE, NIGERIAN_STATES, isNigerianPhone, storedPhone } from '@/lib/nigeria';
import { CHECKOUT_PAYMENT_METHODS, DELIVERY_METHODS } from '@/lib/constants';
import { multiLine, oneLine } from './fields';
import { measureKey, type Measure, type Swatch } from '@/lib/cart/cart';
import { MEASURED_AVAILABLE } from '@/lib/catalog/measured-price';
import { businessBuyerSchema } from './business-buyer';
import { consentTickSchema } from './messaging-consent';

// The checkout form (browser and server) and the order request the server receives.

/** The most lines a cart holds, and pieces of one line: at checkout and in the cart kept on the server. */
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = MEASURED_AVAILABLE;
/** The longest discount code the shop makes (src/lib/schemas/discount.ts). */
export const DISCOUNT_CODE_MAX = 40;

const optionalText = (max: number, tooLong: string, lines?: 'lines') =>
  (lines ? multiLine : oneLine)()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || null);

export const shippingDetailsSchema = z.object({
  fullName: oneLine().trim().min(1, 'Full name is required').max(120, 'Full name is too long'),
  email: oneLine().trim().min(1, 'Email is required').max(200, 'Email is too long').pipe(z.email('Enter a valid email address')),
  phone: oneLine()
    .trim()
    .min(1, 'Phone number is required')
    .max(40, NIGERIAN_PHONE_MESSAGE)
    .refine(isNigerianPhone, NIGERIAN_PHONE_MESSAGE)
    .transform(storedPhone),
  address: multiLine().trim().min(1, 'Shipping address is required').max(500, 'Shipping address is too long'),
  state: z.enum(NIGERIAN_STATES, { error: 'Choose a state' }),
  notes: optionalText(2000, 'Order notes are too long (2,000 characters at most)', 'lines'),
});

export type ShippingDetailsInput = z.input<typeof shippingDetailsSchema>;
export type ShippingDetails = z.output<typeof shippingDetailsSchema>;

/**
 * Checkout's form: the shipping details, asked only of a business buyer its name and TIN, and the box
 * "Send me updates about my orders on WhatsApp or SMS" (src/lib/messaging/consent-words.ts).
 */
export const checkoutFormSchema = shippingDetailsSchema.extend({ business: businessBuyerSchema, orderUpdatesConsent: consentTickSchema });
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/**
 * A cart line's variant, by its options' values ("3-seater / Velvet"); absent or null for a product
 * without options. Up to three values of up to 60 characters each, and their separators.
 */
export const variantLabelField = oneLine().trim().min(1).max(200).nullish().transform((v) => v ?? null);

/**
 * A line's variant as sent: `variant`, or from a page loaded before variants `color`, the colour that
 * is its variant's label (docs/decisions/0053-variants-are-the-unit-of-sale.md).
 */
export const withVariant = <Line extends { variant: string | null; color: string | null }>({ color, variant, ...line }: Line) => ({ ...line, variant: variant ?? color });

/**
 * The size of a piece made to measure (docs/decisions/0058-made-to-measure.md), absent or null for every
 * other line. The product's rule sets the limits; the server checks them and prices the line again.
 */
const wholeCm = (what: string) => z.number(`Enter the ${what} in centimetres.`).int(`Enter the ${what} in whole centimetres.`).min(1).max(100_000);
export const lineMeasureSchema = z
  .object({ widthCm: wholeCm('width'), dropCm: wholeCm('drop'), lined: z.boolean() })
  .nullish()
  .transform((value) => value ?? null);

/**
 * A swatch of one of the piece's fabrics or finishes (docs/decisions/0059-fabric-samples.md), absent or null for
 * every other line. The server checks the piece offers it and prices it from the shop's setting.
 */
const swatchPart = (what: string) => oneLine().trim().min(1, `Name the swatch's ${what}.`).max(100, `The swatch's ${what} is too long.`);
export const lineSwatchSchema = z
  .object({ option: swatchPart('option'), value: swatchPart('value') })
  .nullish()
  .transform((value) => value ?? null);

/** A swatch is one unit: its line's quantity is 1. */
const oneSwatch = { check: (line: { swatch: Swatch | null; quantity: number }) => !line.swatch || line.quantity === 1, message: 'A swatch is ordered one at a time.' };

export const orderLineSchema = z
  .object({
    productId: z.uuid('A product in your cart is no longer available.'),
    quantity: z
      .number('Quantities must be whole numbers of at least 1.')
      .int('Quantities must be whole numbers of at least 1.')
      .min(1, 'Quantities must be whole numbers of at least 1.')
      .max(MAX_LINE_QUANTITY, 'That quantity is more than we can take in one order.'),
    /** What the shopper was shown for one unit; only compared with the current price, never charged. */
    unitPriceKobo: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    /** The variant chosen on the product page; absent or null when the product has no options. */
    variant: variantLabelField,
    color: variantLabelField,
    measure: lineMeasureSchema,
    swatch: lineSwatchSchema,
  })
  .refine(oneSwatch.check, oneSwatch.message)
  .transform(withVariant);

const kobo = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** Delivery to the shipping address (priced by its state's zone) or showroom pickup. */
export const deliveryChoiceSchema = z.object({
  method: z.enum(DELIVERY_METHODS, { error: 'Choose delivery or showroom pickup' }),
  /** The fee the shopper was shown; the server recomputes it and refuses if it changed. */
  feeKobo: kobo,
  /** Where to collect a pickup; null or missing: the first location that holds the cart. */
  pickupLocationId: z.uuid().nullish().transform((value) => value ?? null),
});

/** One line per product, variant, size made to measure and swatch, as the cart keys them. */
const lineKey = (line: { productId: string; variant: string | null; measure: Measure | null; swatch: Swatch | null }) =>
  `${line.productId.toLowerCase()}:${line.variant ?? ''}${line.measure ? `@${measureKey(line.measure)}` : ''}${line.swatch ? `~${line.swatch.option}=${line.swatch.value}`.toLowerCase() : ''}`;

export const placeOrderSchema = z.object({
  shipping: shippingDetailsSchema,
  /** A business buying for a VAT invoice (B2B); absent or null: a consumer. */
  business: businessBuyerSchema,
  lines: z
    .array(orderLineSchema)
    .min(1, 'Your cart is empty.')
    .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`)
    .refine((lines) => new Set(lines.map(lineKey)).size === lines.length, 'Your cart lists a product twice.'),
  delivery: deliveryChoiceSchema,
  /**
   * How the shopper chose to pay; the server checks again that it applies to this order. Null when
   * checkout showed nothing to pay (a code covers the whole order): the server refuses it otherwise.
   */
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Choose how you would like to pay.' }).nullable(),
  /**
   * The deposit the shopper chose to pay now, as checkout showed it; null or missing: pay in full.
   * The server works it out again and refuses if it changed (docs/decisions/0035-deposits-and-balances.md).
   */
  depositKobo: kobo.nullish().transform((value) => value ?? null),
  /**
   * The discount code applied at checkout and the saving it showed; the server applies the code
   * again and refuses the order, saying why, when it no longer applies or its saving changed.
   */
  discountCode: oneLine().trim().min(1).max(DISCOUNT_CODE_MAX).nullish().transform((value) => value ?? null),
  discountKobo: kobo.nullish().transform((value) => value ?? null),
  /** The shopper ticked the order updates box, recorded with the order (src/server/messaging/consent.ts). */
  orderUpdatesConsent: consentTickSchema,
  /** Made once per checkout visit, so a double submit places one order. */
  idempotencyKey: z.uuid('Invalid checkout session. Please reload the page.'),
});

/**
 * Checkout asks what delivery costs for its cart, method and state (null: not chosen yet), and what
 * its discount code takes off (src/server/checkout/checkout-pricing.ts).
 */
export const checkoutPriceSchema = z.object({
  lines: z
    .array(
      z
        .object({
          productId: oneLine().min(1).max(100),
          quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
          variant: variantLabelField,
          color: variantLabelField,
          measure: lineMeasureSchema,
          swatch: lineSwatchSchema,
        })
        .refine(oneSwatch.check, oneSwatch.message)
        .transform(withVariant),
    )
    .min(1)
    .max(MAX_CART_LINES),
  method: z.enum(DELIVERY_METHODS),
  state: z.enum(NIGERIAN_STATES).nullable(),
  /** The pickup location chosen, if any. */
  pickupLocationId: z.uuid().nullish(),
  /** The code the shopper applied, if any. */
  discountCode: oneLine().trim().min(1).max(DISCOUNT_CODE_MAX).nullish(),
});

export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

/** The address as stored on the order: the street lines, then the state. */
export function formatShippingAddress(details: Pick<ShippingDetails, 'address' | 'state'>) {
  return `${details.address}\n${details.state}`;
}
