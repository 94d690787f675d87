import '@/lib/zod-jitless';
import { z } from 'zod';
import { DELIVERY_CLASSES } from '@/lib/constants';
import { DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN, MAX_QUOTE_LINES, QUOTE_BUDGETS, QUOTE_CONTACT_CHANNELS, QUOTE_KINDS, QUOTE_STATUSES } from '@/lib/made-to-order-constants';
import { NIGERIAN_STATES, isNigerianPhone, storedPhone } from '@/lib/nigeria';
import { parseNairaToKobo } from '@/lib/money-input';
import { QUOTE_DIMENSION_MAX_CM, QUOTE_QUANTITY_MAX, QUOTE_TEXT_LIMITS, quoteRequestMessages as m } from '@/lib/quote-fields';
import { shippingDetailsSchema } from './checkout';
import { firstValue, multiLine, oneLine, searchParam } from './fields';

// Quotes (docs/product.md, "Quotes for custom pieces"): the visitor's request (POST /api/quotes,
// checked in the browser by src/lib/quote-fields.ts in the same words), the back office's list URL
// and quote builder, and the customer's question, decline and accept.

const optional = (max: number, tooLong: string) =>
  oneLine()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || null);

const dimension = oneLine()
  .trim()
  .optional()
  .transform((text, ctx) => {
    if (!text) return null;
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(value >= 1 && value <= QUOTE_DIMENSION_MAX_CM)) ctx.addIssue({ code: 'custom', message: m.dimension });
    return value;
  });

const day = oneLine().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date');

/** The request as the form sends it (multipart text fields); `today` is checked by the server. */
export const quoteRequestSchema = z
  .object({
    kind: z.enum(QUOTE_KINDS, { error: m.kind }),
    productId: oneLine()
      .trim()
      .optional()
      .transform((v) => v || null)
      .pipe(z.uuid('Unknown product').nullable()),
    description: multiLine().trim().min(1, m.description).max(QUOTE_TEXT_LIMITS.description, m.descriptionLong),
    widthCm: dimension,
    depthCm: dimension,
    heightCm: dimension,
    fabric: optional(QUOTE_TEXT_LIMITS.fabric, m.textLong),
    finish: optional(QUOTE_TEXT_LIMITS.finish, m.textLong),
    quantity: z.coerce.number({ error: m.quantity }).int(m.quantity).min(1, m.quantity).max(QUOTE_QUANTITY_MAX, m.quantity),
    deliveryState: oneLine()
      .trim()
      .optional()
      .transform((v) => v || null)
      .pipe(z.enum(NIGERIAN_STATES, { error: m.state }).nullable()),
    budget: oneLine()
      .trim()
      .optional()
      .transform((v) => v || null)
      .pipe(z.enum(QUOTE_BUDGETS, { error: m.budget }).nullable()),
    wantedBy: oneLine()
      .trim()
      .optional()
      .transform((v) => v || null)
      .pipe(day.nullable()),
    name: oneLine().trim().min(1, m.name).max(QUOTE_TEXT_LIMITS.name, m.nameLong),
    email: oneLine().trim().min(1, m.email).max(QUOTE_TEXT_LIMITS.email, m.emailInvalid).pipe(z.email(m.emailInvalid)),
    phone: oneLine()
      .trim()
      .max(QUOTE_TEXT_LIMITS.phone, m.phone)
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || isNigerianPhone(v), m.phone)
      .transform(storedPhone),
    contactVia: z.enum(QUOTE_CONTACT_CHANNELS, { error: m.contactVia }),
    /** The box "Send me updates about my orders on WhatsApp or SMS", sent as 'on' when ticked; absent is no. */
    orderUpdatesConsent: oneLine()
      .optional()
      .transform((value) => value === 'on'),
  })
  .superRefine((value, ctx) => {
    if (value.phone === null && value.contactVia !== 'email') ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phoneNeeded });
  });

export type QuoteRequest = z.output<typeof quoteRequestSchema>;

// ---- the back office ------------------------------------------------------------------------

export const ADMIN_QUOTES_PAGE_SIZE = 20;
export const QUOTE_SEARCH_MAX = 100;
/** The list's URL: ?q=QUO-2026&status=quoted&page=2. Anything malformed falls back to its default. */
export const adminQuoteListParamsSchema = z.object({
  q: searchParam(QUOTE_SEARCH_MAX),
  status: z.preprocess(firstValue, z.enum(QUOTE_STATUSES).optional()).catch(undefined),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
});
export type AdminQuoteListParams = z.output<typeof adminQuoteListParamsSchema>;

const nairaAmount = (label: string) =>
  oneLine()
    .trim()
    .min(1, `Enter the ${label}`)
    .transform((text, ctx) => {
      const kobo = parseNairaToKobo(text);
      if (kobo === null || kobo < 0) ctx.addIssue({ code: 'custom', message: `Enter the ${label} in naira, e.g. 250000 or 250000.50` });
      return kobo ?? 0;
    });

export const quoteLineSchema = z.object({
  description: oneLine().trim().min(1, 'Describe this line').max(500, 'The description is too long (500 characters at most)'),
  quantity: z.coerce.number({ error: 'Enter a quantity' }).int('Enter a whole quantity').min(1, 'At least 1').max(QUOTE_QUANTITY_MAX, 'At most 1,000'),
  unitPrice: nairaAmount('unit price'),
});

const days = z.coerce.number({ error: 'Enter a number of days' }).int('Enter whole days').min(0, 'At least 0 days').max(730, 'At most 730 days');

/** The quote builder: what "Send quote" fixes and mails. */
export const sendQuoteSchema = z
  .object({
    id: z.uuid('Unknown quote'),
    lines: z.array(quoteLineSchema).min(1, 'Add at least one line').max(MAX_QUOTE_LINES, `A quote holds at most ${MAX_QUOTE_LINES} lines`),
    delivery: z.discriminatedUnion('mode', [
      z.object({ mode: z.literal('zone'), zoneName: oneLine().trim().min(1, 'Choose a delivery zone').max(200), deliveryClass: z.enum(DELIVERY_CLASSES) }),
      z.object({ mode: z.literal('custom'), fee: nairaAmount('delivery fee') }),
    ]),
    leadTimeMinDays: days,
    leadTimeMaxDays: days,
    depositPercent: z
      .union([z.literal(''), z.null(), z.coerce.number()])
      .transform((v) => (v === '' || v === null ? null : v))
      .pipe(
        z
          .number()
          .int('Enter a whole percentage')
          .min(DEPOSIT_PERCENT_MIN, `A deposit is ${DEPOSIT_PERCENT_MIN}–${DEPOSIT_PERCENT_MAX}%`)
          .max(DEPOSIT_PERCENT_MAX, `A deposit is ${DEPOSIT_PERCENT_MIN}–${DEPOSIT_PERCENT_MAX}%`)
          .nullable(),
      ),
    validUntil: day,
  })
  .refine((value) => value.leadTimeMaxDays >= value.leadTimeMinDays, { path: ['leadTimeMaxDays'], message: 'The longest lead time cannot be shorter than the shortest' });
export type SendQuoteInput = z.input<typeof sendQuoteSchema>;

export const extendQuoteSchema = z.object({ id: z.uuid('Unknown quote'), validUntil: day });

const messageBody = multiLine().trim().min(1, 'Write a message first').max(5000, 'The message is too long (5,000 characters at most)');
export const shopMessageSchema = z.object({ id: z.uuid('Unknown quote'), body: messageBody });

// ---- the customer ---------------------------------------------------------------------------

const quoteNumber = oneLine().trim().min(1).max(40);
export const customerMessageSchema = z.object({ quoteNumber, body: messageBody });
export const claimQuoteSchema = z.object({ quoteNumber });
export const declineQuoteSchema = z.object({
  quoteNumber,
  reason: multiLine().trim().min(1, 'Tell us why, so we can do better').max(2000, 'The reason is too long (2,000 characters at most)'),
});
/** Accepting: delivery details as at checkout, and Paystack or a transfer (never pay on delivery). */
export const acceptQuoteSchema = z.object({
  quoteNumber,
  shipping: shippingDetailsSchema,
  paymentMethod: z.enum(['paystack', 'bank_transfer'], { error: 'Choose how you would like to pay.' }),
});
export type AcceptQuoteInput = z.input<typeof acceptQuoteSchema>;
