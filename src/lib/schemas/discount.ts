import '@/lib/zod-jitless';
import { z } from 'zod';
import { fromLagosDateTimeInput } from '@/lib/dates';
import { parseNairaToKobo } from '@/lib/money-input';
import { DISCOUNT_KINDS } from '@/lib/discounts/discount-kinds';
import { AMOUNT_FORMAT, firstValue, nairaAmount, oneLine, requiredText, searchParam } from './fields';
import { checkoutPriceSchema, DISCOUNT_CODE_MAX } from './checkout';

export { DISCOUNT_CODE_MAX };

// The back office's discount code dialog and list (docs/product.md, "Discount codes"), shared by the
// form, the server actions and checkout's Apply. The form holds plain strings; the percentage,
// amount and times are read by the kind chosen (a hidden field's old text is never an error), and
// saved as basis points, kobo and instants (Lagos time typed).

export const DISCOUNT_LIMITS = { search: 100, maxUses: 1_000_000, restrictions: 200 } as const;
export const ADMIN_DISCOUNTS_PAGE_SIZE = 20;
export const DISCOUNT_STATUSES = ['active', 'scheduled', 'ended', 'off'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

const CODE_FORMAT = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** '12.5' (or '12.5%') -> 1250 basis points, without floats; null unless it is more than 0% and at most 100%. */
export function parsePercentToBasisPoints(input: string): number | null {
  const match = PERCENT.exec(input.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints >= 1 && basisPoints <= 10_000 ? basisPoints : null;
}

/** A limit of uses: '' is no limit (null); otherwise a whole number of at least 1. */
const limitOfUses = (label: string) =>
  z
    .union([z.number(), oneLine().trim()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : Number(value)))
    .pipe(
      z
        .number({ error: `${label} must be a whole number` })
        .int(`${label} must be a whole number`)
        .min(1, `${label} must be at least 1 (leave it empty for no limit)`)
        .max(DISCOUNT_LIMITS.maxUses, `${label} must be at most ${DISCOUNT_LIMITS.maxUses.toLocaleString('en')}`)
        .nullable(),
    );

const dateTimeText = oneLine().trim().max(40).optional().default('');

const discountFields = {
  code: requiredText('Code', DISCOUNT_CODE_MAX).regex(CODE_FORMAT, 'Use letters, digits, - and _ only, e.g. DETTY25'),
  kind: z.enum(DISCOUNT_KINDS, { error: 'Choose a kind of discount' }),
  /** Percentage codes: '12.5' (up to 2 decimals). */
  percent: oneLine().trim().max(10).optional().default(''),
  /** Fixed codes: naira, e.g. '5000'. */
  amount: oneLine().trim().max(20).optional().default(''),
  minSubtotal: nairaAmount('Minimum subtotal', 'optional').transform((kobo) => kobo ?? 0),
  /** datetime-local text in Lagos time; '' for none. */
  startsAt: dateTimeText,
  endsAt: dateTimeText,
  usageLimit: limitOfUses('Total use limit'),
  perCustomerLimit: limitOfUses('Uses per customer'),
  productIds: z
    .array(z.uuid('Choose products from the list'))
    .max(DISCOUNT_LIMITS.restrictions, 'Choose fewer products')
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  /**
   * Variants of the ticked products the code is narrowed to: a ticked product with none of its
   * variants here counts whichever variant is bought (src/server/discounts/actions/discount-writes.ts).
   */
  variantIds: z
    .array(z.uuid('Choose variants from the list'))
    .max(DISCOUNT_LIMITS.restrictions, 'Choose fewer variants')
    .optional()
    .default([])
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  categorySlugs: z
    .array(oneLine().trim().min(1).max(100))
    .max(DISCOUNT_LIMITS.restrictions, 'Choose fewer categories')
    .optional()
    .default([])
    .transform((slugs) => [...new Set(slugs)]),
  active: z.boolean({ error: 'Choose whether the code is active' }).optional().default(true),
};

type DiscountFields = z.output<z.ZodObject<typeof discountFields>>;

/** The rules across fields: the kind's value, and a window that ends after it starts. */
function checkAcrossFields(code: DiscountFields, ctx: z.RefinementCtx) {
  if (code.kind === 'percentage' && parsePercentToBasisPoints(code.percent) === null) {
    ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Enter a percentage from 0.01 to 100, e.g. 12.5' });
  }
  if (code.kind === 'fixed') {
    const kobo = parseNairaToKobo(code.amount);
    if (!code.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Amount off is required' });
    else if (kobo === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_FORMAT });
    else if (kobo <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'The amount off must be more than ₦0' });
  }
  const starts = code.startsAt ? fromLagosDateTimeInput(code.startsAt) : null;
  const ends = code.endsAt ? fromLagosDateTimeInput(code.endsAt) : null;
  if (code.startsAt && !starts) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'Enter a date and time' });
  if (code.endsAt && !ends) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Enter a date and time' });
  if (starts && ends && ends <= starts) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
}

// Checked even while other fields are not valid (zod skips an object's refinements then by default),
// so the form shows every mistake at once; the rules only read fields that parsed.
const CROSS_FIELDS: readonly PropertyKey[] = ['kind', 'percent', 'amount', 'startsAt', 'endsAt'];
const crossFieldsParsed = { when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => CROSS_FIELDS.includes(issue.path?.[0] ?? '')) };

export const discountFormSchema = z.object(discountFields).superRefine(checkAcrossFields, crossFieldsParsed);
export const updateDiscountSchema = z.object({ id: z.uuid('Unknown discount code'), ...discountFields }).superRefine(checkAcrossFields, crossFieldsParsed);
export const deleteDiscountSchema = z.object({ id: z.uuid('Unknown discount code') });

/** What the dialog holds: plain strings, '' for empty. */
export type DiscountFormInput = z.input<typeof discountFormSchema>;
export type DiscountFormValues = z.output<typeof discountFormSchema>;

/** Why a used code cannot be deleted, and what to do instead. */
export const DISCOUNT_IN_USE = 'This code has been used on orders, so it is kept for their records. Switch it off instead: it then no longer applies at checkout.';

/** A save refused at a field (a code another discount has, a variant no longer sold). */
export type DiscountRefusal = { fieldErrors: Partial<Record<'code' | 'variantIds', string[]>> };

/** Checkout's Apply: the code and the cart it is for (as the delivery price asks). */
export const applyDiscountSchema = checkoutPriceSchema.omit({ discountCode: true }).extend({
  code: oneLine().trim().min(1, 'Enter a discount code').max(DISCOUNT_CODE_MAX, 'That is not a discount code'),
});

/** The list's URL: ?q=DETTY&status=active&kind=percentage&page=2. Anything malformed falls back to its default. */
export const adminDiscountListParamsSchema = z.object({
  q: searchParam(DISCOUNT_LIMITS.search),
  status: z.preprocess(firstValue, z.enum(DISCOUNT_STATUSES).optional()).catch(undefined),
  kind: z.preprocess(firstValue, z.enum(DISCOUNT_KINDS).optional()).catch(undefined),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
});

export type AdminDiscountListParams = z.output<typeof adminDiscountListParamsSchema>;
