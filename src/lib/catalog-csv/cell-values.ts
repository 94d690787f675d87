import type { ProductStatus } from '@/lib/constants';
import { parseNairaToKobo } from '@/lib/money-input';
import { isImageUrl } from '@/lib/schemas/product-fields';

// The typed values in a row's cleaned cells (shopify-row.ts), each either read or refused with the
// reason in the file's own words: `label` is the column's name as the file spells it.

export type Parsed<T> = { value: T } | { problem: string };

/** How a file writes the decimals of its amounts. */
export type DecimalMark = '.' | ',';

/**
 * Naira with up to two decimals ("450000", "450,000.00", "₦450000.5") as kobo; '' is null. With decimal
 * commas, "450.000,50" and "450000,5" are read as such too.
 */
export function amountCell(label: string, text: string, decimalMark: DecimalMark): Parsed<number | null> {
  if (text === '') return { value: null };
  const kobo = parseNairaToKobo(decimalMark === ',' ? withDecimalPoint(text) : text);
  return kobo === null ? { problem: `${label} "${text}" is not an amount in naira` } : { value: kobo };
}

/** Whole naira, dots (or spaces) between its thousands, then a comma and one or two decimals. */
const DECIMAL_COMMA = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * A decimal-comma amount in the form parseNairaToKobo reads ("1.250,5" -> "1250.5"). Anything else is
 * left as written: "85,000.00" cannot be a decimal comma, and "1,250" (three decimals) neither.
 */
function withDecimalPoint(text: string): string {
  const match = DECIMAL_COMMA.exec(text.replace(/[₦\s]/g, ''));
  if (!match) return text;
  const [, whole = '', decimals] = match;
  return decimals === undefined ? whole.replaceAll('.', '') : `${whole.replaceAll('.', '')}.${decimals}`;
}

/** A stock count: a whole number, 0 or more; '' is null (the file gives none). */
export function quantityCell(label: string, text: string): Parsed<number | null> {
  if (text === '') return { value: null };
  // Nine digits at most, as the product form takes (src/lib/schemas/product.ts).
  return /^\d{1,9}$/.test(text) ? { value: Number(text) } : { problem: `${label} "${text}" must be a whole number, 0 or more` };
}

/** An image's address: an http(s) URL or one of the shop's own files, as the product form takes; '' is null. */
export function imageUrlCell(label: string, text: string): Parsed<string | null> {
  if (text === '') return { value: null };
  return isImageUrl(text) ? { value: text } : { problem: `${label} "${text}" is not a web address (http:// or https://)` };
}

/** Image Position: a whole number from 1; anything else leaves the image in file order. */
export function positionCell(text: string): number | null {
  return /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

// A Map, not an object: a Status of "constructor" must not find Object's own properties.
const STATUS_FROM_SHOPIFY = new Map<string, ProductStatus>([
  ['active', 'active'],
  ['draft', 'draft'],
  ['archived', 'hidden'],
  ['unlisted', 'hidden'],
]);

/** Status wins; without one, Published FALSE is a draft (Shopify's own reading), anything else active. */
export function statusCells(label: string, status: string, published: string): Parsed<ProductStatus> {
  if (status === '') return { value: published.toLowerCase() === 'false' ? 'draft' : 'active' };
  const value = STATUS_FROM_SHOPIFY.get(status.toLowerCase());
  return value ? { value } : { problem: `${label} "${status}" is not one of active, draft, archived or unlisted` };
}

/** Type alone, or else Product Category's levels ("Furniture > Sofas" -> ["Furniture", "Sofas"]); [] for neither. */
export function categoryCells(type: string, productCategory: string): string[] {
  if (type !== '') return [type];
  return categoryPathCell(productCategory);
}

/** "Home & Garden > Outdoor" -> ["Home & Garden", "Outdoor"], empty levels dropped. */
export function categoryPathCell(text: string): string[] {
  return text
    .split('>')
    .map((level) => level.trim())
    .filter((level) => level !== '');
}
