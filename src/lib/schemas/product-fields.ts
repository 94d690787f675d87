import '@/lib/zod-jitless';
import { z } from 'zod';
import { parseNairaToKobo } from '@/lib/money-input';
import { multiLine, oneLine } from './fields';

// The product form's field rules, shared by the product's own fields (product.ts) and its options
// and variants (product-variants.ts): amounts in naira read as kobo, stock counts, picture addresses.

export const PRODUCT_LIMITS = {
  name: 200,
  sku: 64,
  description: 5000,
  subcategory: 80,
  tagsText: 1000,
  tag: 40,
  tags: 30,
  url: 500,
  search: 100,
} as const;

export const tooLong = (label: string, max: number) => `${label} is too long (${max.toLocaleString('en')} characters at most)`;

export const optionalText = (label: string, max: number, lines?: 'lines') =>
  (lines ? multiLine : oneLine)()
    .trim()
    .max(max, tooLong(label, max))
    .optional()
    .transform((value) => value || null);

/** Our own stored files (/media/…, /images/…) or an http(s) address; never `javascript:` or `//host`. */
export function isImageUrl(value: string) {
  return /^\/(?!\/)[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value);
}

export const imageUrl = oneLine().trim().max(PRODUCT_LIMITS.url, 'That image address is too long').refine(isImageUrl, 'That is not an image address');
export const optionalImageUrl = z.union([z.literal(''), imageUrl]).optional().transform((value) => value || null);

const PRICE_FORMAT = 'Enter an amount in naira, e.g. 45000 or 45000.50';

export const money = (required: string | null) =>
  oneLine()
    .trim()
    .optional()
    .transform((value, ctx): number | null => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return null;
      }
      const kobo = parseNairaToKobo(value);
      if (kobo === null) ctx.addIssue({ code: 'custom', message: PRICE_FORMAT });
      return kobo;
    });

const STOCK_MESSAGE = 'Stock must be a whole number, 0 or more';

/** Units in stock: '' is 0, else a whole number. */
export const stockCount = oneLine()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return 0;
    if (!/^\d{1,9}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: STOCK_MESSAGE });
      return 0;
    }
    return Number(value);
  });

/**
 * The count a screen showed when it opened, sent with the one it wants: the server moves the stock by
 * the difference, and refuses when the count has moved since (docs/decisions/0068-stock-changes-by-difference.md).
 * Null (or left out): a count the screen did not read, as for a variant it adds.
 */
export const readStockCount = z.int('The stock read must be a whole number').min(0).max(999_999_999).nullable().optional().transform((count) => count ?? null);

export const LEAD_TIME_MAX_DAYS = 365;
const LEAD_TIME_MESSAGE = `Lead time must be a whole number of days from 1 to ${LEAD_TIME_MAX_DAYS}`;

/** One end of a made-to-order lead time: '' is none, else whole calendar days 1-365. */
export const leadTimeDays = oneLine()
  .trim()
  .optional()
  .transform((value, ctx): number | null => {
    if (!value) return null;
    const days = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
    if (!(days >= 1 && days <= LEAD_TIME_MAX_DAYS)) {
      ctx.addIssue({ code: 'custom', message: LEAD_TIME_MESSAGE });
      return null;
    }
    return days;
  });
