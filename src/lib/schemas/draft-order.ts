import '@/lib/zod-jitless';
import { z } from 'zod';
import { consentTickSchema } from './messaging-consent';
import { NIGERIAN_PHONE_MESSAGE, NIGERIAN_STATES, isNigerianPhone, storedPhone } from '@/lib/nigeria';
import { DRAFT_LINK_DAYS } from '@/lib/draft-orders';
import { nairaAmount, oneLine, optionalEmail, optionalText, requiredText, wholeNumber } from './fields';
import { lineMeasureSchema, MAX_LINE_QUANTITY, shippingDetailsSchema } from './checkout';
import { businessBuyerSchema } from './business-buyer';

// Draft orders (docs/decisions/0066-draft-orders.md): what staff send from the Drafts screen, and what
// the customer sends from the link. The server prices every line again and holds staff's prices to
// their role's discount limit.

export const DRAFT_LIMITS = { lines: 30, name: 120, reason: 200, note: 1000 } as const;

const phone = oneLine()
  .trim()
  .max(40, NIGERIAN_PHONE_MESSAGE)
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || isNigerianPhone(value), NIGERIAN_PHONE_MESSAGE)
  .transform((value) => (value === null ? null : storedPhone(value)));

const email = optionalEmail();

export const draftLineSchema = z.object({
  variantId: z.uuid(),
  quantity: wholeNumber('Quantity', 1, MAX_LINE_QUANTITY),
  /** What staff charge for one, in naira, never above the list price; empty: the list price. */
  price: nairaAmount('Price', 'optional'),
  /** The size of a piece made to measure; null for every other piece. */
  measure: lineMeasureSchema,
});

const pricedFields = {
  lines: z.array(draftLineSchema).min(1, 'Add a piece').max(DRAFT_LIMITS.lines, `A draft holds at most ${DRAFT_LIMITS.lines} pieces`),
  delivery: z.discriminatedUnion('method', [
    z.object({ method: z.literal('delivery'), state: z.enum(NIGERIAN_STATES, { error: 'Choose a state' }) }),
    z.object({ method: z.literal('pickup'), locationId: z.uuid('Choose where to collect') }),
  ]),
  /** Taken off the whole, with its reason; line prices below the list price count against the same limit. */
  discount: nairaAmount('Discount', 'optional').transform((kobo) => kobo ?? 0),
  discountReason: optionalText('Reason', DRAFT_LIMITS.reason),
};

/** What the new draft's screen asks the server to price as staff build it. */
export const draftPriceSchema = z.object(pricedFields);
export type DraftPrice = z.output<typeof draftPriceSchema>;

const { lines: draftLines, ...placeAndDiscount } = pricedFields;

/**
 * The new draft's form (src/app/admin/drafts/new): everything staff type in it, without the lines its
 * line editor builds (each with the piece found and its size as typed); the save adds them.
 */
export const draftDetailsSchema = z.object({
  customer: z
    .object({ name: requiredText('Customer name', DRAFT_LIMITS.name), phone, email })
    .refine((customer) => customer.phone !== null || customer.email !== null, { path: ['phone'], message: 'Give a phone number or an email address' }),
  /** A business buying for a VAT invoice, carried onto the order the link places (B2B); absent or null: a person. */
  business: businessBuyerSchema,
  ...placeAndDiscount,
  linkDays: wholeNumber('Link works for', 1, DRAFT_LINK_DAYS.max, DRAFT_LINK_DAYS.default),
  note: optionalText('Note to the customer', DRAFT_LIMITS.note, 'lines'),
  /** Staff asked and the customer agreed to order updates on WhatsApp or SMS (src/lib/messaging/consent-words.ts). */
  orderUpdatesConsent: consentTickSchema,
});
export type DraftDetailsInput = z.input<typeof draftDetailsSchema>;

export const draftOrderSchema = draftDetailsSchema.extend({ lines: draftLines });
export type DraftOrderInput = z.input<typeof draftOrderSchema>;
export type DraftOrder = z.output<typeof draftOrderSchema>;

export const draftIdSchema = z.object({ draftId: z.uuid() });
export const renewDraftLinkSchema = z.object({ draftId: z.uuid(), linkDays: wholeNumber('Link works for', 1, DRAFT_LINK_DAYS.max, DRAFT_LINK_DAYS.default) });
/** The link's token comes back from the screen that was shown it: the server keeps only its hash. */
export const mailDraftLinkSchema = z.object({ draftId: z.uuid(), token: oneLine().min(20).max(100) });
/** The same link sent on WhatsApp or SMS from the request (src/server/messaging/send-now.ts). */
export const messageDraftLinkSchema = mailDraftLinkSchema;

/** The customer's answer on the link's page. */
export const payDraftSchema = z.object({
  token: oneLine().min(20).max(100),
  shipping: shippingDetailsSchema,
  paymentMethod: z.enum(['paystack', 'bank_transfer'], { error: 'Choose how you would like to pay.' }),
  deposit: z.boolean(),
});
export type PayDraftInput = z.input<typeof payDraftSchema>;
