import '@/lib/zod-jitless';
import { z } from 'zod';
import { DELIVERY_CLASSES, MAX_ADDITIONAL_IMAGES, PRODUCT_STATUSES } from '@/lib/constants';
import { DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN, PAYMENT_TERMS } from '@/lib/made-to-order-constants';
import { firstValue, oneLine, searchParam } from './fields';
import { imageUrl, leadTimeDays, optionalImageUrl, optionalText, money, PRODUCT_LIMITS, readStockCount, stockCount, tooLong } from './product-fields';
import { VARIANT_LIMITS, variantFields, variantRules } from './product-variants';
import { measuredFields, measuredRules } from './product-measured';
import { optionalHsCode, optionalProductCategory } from './einvoice-line-codes';

// The back office's product form (docs/product.md section 5, Product form), shared by the form in the
// browser and the create/update actions; plus the list's URL parameters and the small inputs
// of the row actions. The form holds plain strings; what is saved is kobo, integers, trimmed
// text with null for every empty optional field, and arrays for tags and images; options and
// variants are product-variants.ts's.


const DEPOSIT_MESSAGE = `Deposit must be a whole percentage from ${DEPOSIT_PERCENT_MIN} to ${DEPOSIT_PERCENT_MAX}`;

/** The product's own deposit percentage: '' is none, else a whole number in the allowed range. */
const depositPercent = oneLine()
  .trim()
  .optional()
  .transform((value, ctx): number | null => {
    if (!value) return null;
    const percent = /^\d{1,2}$/.test(value) ? Number(value) : NaN;
    if (!(percent >= DEPOSIT_PERCENT_MIN && percent <= DEPOSIT_PERCENT_MAX)) {
      ctx.addIssue({ code: 'custom', message: DEPOSIT_MESSAGE });
      return null;
    }
    return percent;
  });

/** Unique values, compared without regard to case; the first spelling wins. */
export function uniqueIgnoringCase(values: readonly string[]) {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLocaleLowerCase('en');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "sofa, velvet , ,living room" -> ['sofa', 'velvet', 'living room']. */
export function splitTags(text: string) {
  return uniqueIgnoringCase(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  );
}

const productFields = {
  name: oneLine().trim().min(1, 'Name is required').max(PRODUCT_LIMITS.name, tooLong('Name', PRODUCT_LIMITS.name)),
  sku: optionalText('SKU', PRODUCT_LIMITS.sku),
  description: optionalText('Description', PRODUCT_LIMITS.description, 'lines'),
  category: oneLine().trim().min(1, 'Category is required').max(100, 'Choose a category from the list'),
  subcategory: optionalText('Subcategory', PRODUCT_LIMITS.subcategory),
  price: money('Price is required').transform((kobo) => kobo ?? 0),
  discountPrice: money(null),
  stockQuantity: stockCount,
  /** The single variant's stock when the form opened (a product without options); none on a new product. */
  stockQuantityRead: readStockCount,
  /** The single variant's cost per item (a product without options); '' is not known. */
  cost: money(null),
  imageUrl: optionalImageUrl,
  thumbnailUrl: optionalImageUrl,
  additionalImages: z
    .array(imageUrl)
    .max(MAX_ADDITIONAL_IMAGES, `At most ${MAX_ADDITIONAL_IMAGES} additional images`)
    .optional()
    .transform((urls) => [...new Set(urls ?? [])]),
  tags: oneLine()
    .max(PRODUCT_LIMITS.tagsText, tooLong('Tags', PRODUCT_LIMITS.tagsText))
    .optional()
    .transform((text) => splitTags(text ?? ''))
    .pipe(
      z
        .array(oneLine().max(PRODUCT_LIMITS.tag, `Each tag must be ${PRODUCT_LIMITS.tag} characters at most`))
        .max(PRODUCT_LIMITS.tags, `At most ${PRODUCT_LIMITS.tags} tags`),
    ),
  status: z.enum(PRODUCT_STATUSES, { error: 'Choose a status' }),
  featured: z.boolean(),
  deliveryClass: z.enum(DELIVERY_CLASSES, { error: 'Choose a delivery class' }),
  leadTimeMinDays: leadTimeDays,
  leadTimeMaxDays: leadTimeDays,
  // How it is paid for (docs/decisions/0035-deposits-and-balances.md); the percentage only with 'deposit'.
  paymentTerms: z.enum(PAYMENT_TERMS, { error: 'Choose how this piece is paid for' }).optional().default('shop_default'),
  depositPercent,
  // This piece's own e-invoice codes (docs/decisions/0070-e-invoicing.md, "HS codes"); empty: its category's.
  hsCode: optionalHsCode,
  taxProductCategory: optionalProductCategory,
  ...variantFields,
  ...measuredFields,
};

type ProductFields = z.output<z.ZodObject<typeof productFields>>;

function discountBelowPrice(values: Pick<ProductFields, 'price' | 'discountPrice'>, ctx: z.RefinementCtx) {
  const { price, discountPrice } = values;
  if (typeof price === 'number' && typeof discountPrice === 'number' && discountPrice >= price) {
    ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: 'Discount price must be lower than the price' });
  }
}

/** A lead time is both ends or neither (the database refuses half of one), the longest not below the shortest. */
function leadTimeRange(values: Pick<ProductFields, 'leadTimeMinDays' | 'leadTimeMaxDays'>, ctx: z.RefinementCtx) {
  const { leadTimeMinDays: min, leadTimeMaxDays: max } = values;
  if (min !== null && max === null) {
    ctx.addIssue({ code: 'custom', path: ['leadTimeMaxDays'], message: 'Enter the longest lead time too, or leave both empty' });
  } else if (min === null && max !== null) {
    ctx.addIssue({ code: 'custom', path: ['leadTimeMinDays'], message: 'Enter the shortest lead time too, or leave both empty' });
  } else if (min !== null && max !== null && max < min) {
    ctx.addIssue({ code: 'custom', path: ['leadTimeMaxDays'], message: 'The longest lead time cannot be shorter than the shortest' });
  }
}

/** A deposit of its own needs its percentage; other terms keep none (the database checks the same). */
function depositTerms(values: Pick<ProductFields, 'paymentTerms' | 'depositPercent'>, ctx: z.RefinementCtx) {
  if (values.paymentTerms === 'deposit' && values.depositPercent === null) {
    ctx.addIssue({ code: 'custom', path: ['depositPercent'], message: 'Enter the deposit percentage' });
  }
}

/**
 * Saved: a percentage only with the product's own deposit terms. Applied by the actions, not as
 * a transform of the schema: the admin form reads its fields from the schema's object shape
 * (src/components/admin/form/schema-rules.ts), which a transform would hide.
 */
export function keepDepositWithTerms<Values extends Pick<ProductFields, 'paymentTerms' | 'depositPercent'>>(values: Values): Values {
  return values.paymentTerms === 'deposit' ? values : { ...values, depositPercent: null };
}

// Each pair is compared whenever both of its fields are readable, even if another field is
// wrong, so the admin sees every problem at once rather than one after another.
const parsedFields = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
});
const bothAmountsParsed = parsedFields('price', 'discountPrice');
const bothLeadTimesParsed = parsedFields('leadTimeMinDays', 'leadTimeMaxDays');

const bothDepositFieldsParsed = parsedFields('paymentTerms', 'depositPercent');
const variantFieldsParsed = parsedFields('options', 'variants');
const measuredFieldsParsed = parsedFields(...Object.keys(measuredFields));

export const productFormSchema = z
  .object(productFields)
  .superRefine(discountBelowPrice, bothAmountsParsed)
  .superRefine(leadTimeRange, bothLeadTimesParsed)
  .superRefine(depositTerms, bothDepositFieldsParsed)
  .superRefine(variantRules, variantFieldsParsed)
  .superRefine(measuredRules, measuredFieldsParsed);

export const updateProductSchema = z
  .object({
    id: z.uuid('Unknown product'),
    ...productFields,
    /**
     * The saved variants the form opened with (docs/decisions/0068-stock-changes-by-difference.md, amendment
     * "the variants the form read"): a save is refused when a colleague added or removed one since.
     */
    variantIdsRead: z.array(z.uuid('Reload the page and try again')).max(VARIANT_LIMITS.variants + 1).optional(),
  })
  .superRefine(discountBelowPrice, bothAmountsParsed)
  .superRefine(leadTimeRange, bothLeadTimesParsed)
  .superRefine(depositTerms, bothDepositFieldsParsed)
  .superRefine(variantRules, variantFieldsParsed)
  .superRefine(measuredRules, measuredFieldsParsed);

/** What the form holds: strings ('' for empty), the image and colour lists, the switch, the delivery class. */
export type ProductFormInput = z.input<typeof productFormSchema>;
/** What is saved: kobo, an integer stock, null for empty optional fields, split tags. */

export const deleteProductSchema = z.object({ id: z.uuid('Unknown product') });
export const setProductFeaturedSchema = z.object({ id: z.uuid('Unknown product'), featured: z.boolean() });

// The list's URL: ?q=sofa&category=beds&sort=price&dir=asc&page=2. Anything malformed falls
// back to its default rather than failing the page.

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
export const ADMIN_PRODUCT_SORTS = ['created', 'name', 'sku', 'category', 'price', 'stock', 'status', 'featured'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export const adminProductListParamsSchema = z.object({
  q: searchParam(PRODUCT_LIMITS.search),
  category: z.preprocess(firstValue, oneLine().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100)).optional().catch(undefined),
  sort: z.preprocess(firstValue, z.enum(ADMIN_PRODUCT_SORTS)).catch('created'),
  dir: z.preprocess(firstValue, z.enum(['asc', 'desc'])).optional().catch(undefined),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
});

export type AdminProductListParams = z.output<typeof adminProductListParamsSchema>;

/** The direction a column sorts in when first clicked: newest, most stock, featured first; names A to Z. */
export function defaultDirection(sort: AdminProductSort): SortDirection {
  return sort === 'created' || sort === 'featured' || sort === 'stock' ? 'desc' : 'asc';
}

/** The products list's stock editor: each variant's stock as the list showed it, and as typed. */
export const setVariantStockSchema = z.object({
  productId: z.uuid('Unknown product'),
  stock: z
    .array(z.object({ variantId: z.uuid('Unknown variant'), stockRead: readStockCount.pipe(z.int('Reload the list and try again')), stockQuantity: stockCount }))
    .min(1, 'Nothing to save')
    .max(2048, 'Too many variants at once'),
});
export type SetVariantStockInput = z.input<typeof setVariantStockSchema>;
