import '@/lib/zod-jitless';
import { z } from 'zod';
import { consentTickSchema } from './messaging-consent';
import { NIGERIAN_PHONE_MESSAGE, isNigerianPhone, storedPhone } from '@/lib/nigeria';
import { nairaAmount, oneLine, optionalEmail, optionalText, requiredText, wholeNumber } from './fields';
import { DISCOUNT_CODE_MAX, lineMeasureSchema, MAX_LINE_QUANTITY } from './checkout';
import { businessBuyerSchema, type BusinessBuyer } from './business-buyer';
import type { Measure } from '@/lib/catalog/measured-price';
import { STAFF_ROLES } from '@/lib/staff-roles';

// A sale on the showroom's Sell screen (docs/decisions/0065-selling-in-the-showroom.md), shared by the
// screen and the server action. The server prices every line again; what the screen showed is compared.

export const SHOWROOM_PAYMENT_METHODS = ['cash', 'pos', 'bank_transfer'] as const;
export type ShowroomPaymentMethod = (typeof SHOWROOM_PAYMENT_METHODS)[number];
export const SHOWROOM_PAYMENT_LABELS: Record<ShowroomPaymentMethod, string> = { cash: 'Cash', pos: 'POS terminal', bank_transfer: 'Bank transfer' };

export const SHOWROOM_LIMITS = { lines: 50, payments: 5, name: 120, reason: 200, reference: 100, note: 500 } as const;

const phone = oneLine()
  .trim()
  .min(1, 'Phone number is required')
  .max(40, NIGERIAN_PHONE_MESSAGE)
  .refine(isNigerianPhone, NIGERIAN_PHONE_MESSAGE)
  .transform(storedPhone);

const email = optionalEmail();

/**
 * Who is buying: a walk-in, a customer the shop knows, or one added on the spot with a name and phone; asked,
 * a customer who agrees to order updates on WhatsApp or SMS (`orderUpdatesConsent`, ticked by staff).
 */
export const saleCustomerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('walk_in') }),
  z.object({ kind: z.literal('customer'), customerId: z.uuid('Choose a customer'), orderUpdatesConsent: consentTickSchema }),
  z.object({ kind: z.literal('new'), name: requiredText('Name', SHOWROOM_LIMITS.name), phone, email, orderUpdatesConsent: consentTickSchema }),
]);

const positiveAmount = (label: string) =>
  nairaAmount(label, 'required')
    .refine((kobo) => kobo === null || kobo > 0, `${label} must be above ₦0`)
    .transform((kobo) => kobo ?? 0);

/** A line's key: its piece and, made to measure, its size (two windows' curtains are two lines). */
export const saleLineKey = (line: { variantId: string; measure: Measure | null }) =>
  line.measure ? `${line.variantId.toLowerCase()}|${line.measure.widthCm}x${line.measure.dropCm}|${line.measure.lined ? 'lined' : 'unlined'}` : line.variantId.toLowerCase();

const saleLineSchema = z.object({
  variantId: z.uuid(),
  quantity: wholeNumber('Quantity', 1, MAX_LINE_QUANTITY),
  unitPriceKobo: z.number().int().nonnegative(),
  /** The size of a piece made to measure (docs/decisions/0058-made-to-measure.md); null for every other piece. */
  measure: lineMeasureSchema,
});

const saleFields = {
  lines: z
    .array(saleLineSchema)
    .min(1, 'Add a piece to sell')
    .max(SHOWROOM_LIMITS.lines, `A sale holds at most ${SHOWROOM_LIMITS.lines} pieces`)
    .refine((lines) => new Set(lines.map(saleLineKey)).size === lines.length, 'A piece is listed twice'),
  discountCode: oneLine().trim().max(DISCOUNT_CODE_MAX).optional().transform((value) => value || null),
  manualDiscount: z.object({ amount: positiveAmount('Discount'), reason: requiredText('Reason', SHOWROOM_LIMITS.reason) }).nullish().transform((value) => value ?? null),
};

const oneDiscount: [(sale: { discountCode: string | null; manualDiscount: unknown }) => boolean, { path: string[]; message: string }] = [
  (sale) => !(sale.discountCode && sale.manualDiscount),
  { path: ['manualDiscount'], message: 'Use a discount code or a manual discount, not both' },
];

/**
 * The buyer as the price needs them, while staff may still be typing a new customer: a code limited per
 * customer counts the uses of a customer the shop knows, or of a new customer's email. That email is
 * taken as typed so far (the total stays on screen meanwhile); the sale itself requires an address.
 */
const quoteCustomerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('walk_in') }),
  z.object({ kind: z.literal('customer'), customerId: z.uuid('Choose a customer') }),
  z.object({ kind: z.literal('new'), email: oneLine().trim().max(200).optional().transform((value) => value || null) }),
]);
export type QuoteCustomer = z.output<typeof quoteCustomerSchema>;

type SaleCustomer = z.output<typeof saleCustomerSchema>;

/**
 * A business's invoice names it with an email, as MBS takes a buyer (docs/decisions/0070-e-invoicing.md):
 * a business buys as a customer the shop knows, or a new one with an email, never as a walk-in.
 */
function businessHasEmail(sale: { business: BusinessBuyer | null; customer: SaleCustomer }, ctx: z.RefinementCtx) {
  if (!sale.business) return;
  if (sale.customer.kind === 'walk_in') ctx.addIssue({ code: 'custom', path: ['business', 'name'], message: 'A business buys as a customer with an email: choose Find customer or New customer' });
  if (sale.customer.kind === 'new' && !sale.customer.email) ctx.addIssue({ code: 'custom', path: ['customer', 'email'], message: 'Add the email the business’s invoice goes to' });
}

/** 'POS terminal', 'cash', 'bank transfer': a method inside a sentence. */
export const paymentMethodInText = (method: ShowroomPaymentMethod) => (method === 'pos' ? SHOWROOM_PAYMENT_LABELS.pos : SHOWROOM_PAYMENT_LABELS[method].toLowerCase());

/** A reference as staff may retype it from a slip: without case or spaces. */
const referenceKey = (reference: string) => reference.toLowerCase().replace(/\s+/g, '');

/**
 * A reference names one payment: the ledger keeps one row per method and reference, so a second payment
 * with the same one would be dropped as already recorded (docs/decisions/0065-selling-in-the-showroom.md,
 * amendment "each payment its own reference").
 */
function eachReferenceOnce(payments: { method: ShowroomPaymentMethod; reference: string | null }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  for (const [index, { method, reference }] of payments.entries()) {
    if (!reference) continue;
    const key = `${method}|${referenceKey(reference)}`;
    if (seen.has(key)) {
      const message = `Two ${paymentMethodInText(method)} payments have the reference ${reference}: give each its own (the slip’s transaction number, not the terminal’s id), or leave it empty.`;
      ctx.addIssue({ code: 'custom', path: [index, 'reference'], message });
    }
    seen.add(key);
  }
}

/** The sale as the screen asks its price, before payment. */
export const showroomSaleQuoteSchema = z.object({ ...saleFields, customer: quoteCustomerSchema }).refine(...oneDiscount);

export const showroomSaleSchema = z
  .object({
    locationId: z.uuid('Choose the showroom'),
    ...saleFields,
    customer: saleCustomerSchema,
    /** A business buying for a VAT invoice (B2B); absent or null: a consumer. */
    business: businessBuyerSchema,
    /** Pay a deposit now (made-to-order pieces, as online) rather than the whole total. */
    deposit: z.boolean().optional().default(false),
    payments: z
      .array(z.object({ method: z.enum(SHOWROOM_PAYMENT_METHODS, { error: 'Choose how it was paid' }), amount: positiveAmount('Amount'), reference: optionalText('Reference', SHOWROOM_LIMITS.reference) }))
      .max(SHOWROOM_LIMITS.payments, `At most ${SHOWROOM_LIMITS.payments} payments`)
      .superRefine(eachReferenceOnce),
    /** Handed over now (a piece from the floor): the order is delivered once it is paid. */
    handedOver: z.boolean().optional().default(true),
    idempotencyKey: z.uuid(),
  })
  .refine(...oneDiscount)
  .superRefine(businessHasEmail);
export type ShowroomSaleInput = z.input<typeof showroomSaleSchema>;
export type ShowroomSale = z.output<typeof showroomSaleSchema>;

/** The owner's manual-discount limit per role, in percent of a sale. */
export const discountLimitsSchema = z.object({
  limits: z.array(z.object({ role: z.enum(STAFF_ROLES), maxPercent: wholeNumber('Limit', 0, 100, 0) })).min(1).max(5),
});

/** The day's cash-up at a location: the cash counted in the drawer. */
export const cashUpSchema = z.object({
  locationId: z.uuid('Choose the showroom'),
  businessDay: z.iso.date('Choose the day'),
  countedCash: nairaAmount('Cash counted', 'required').transform((kobo) => kobo ?? 0),
  note: optionalText('Note', SHOWROOM_LIMITS.note, 'lines'),
});
