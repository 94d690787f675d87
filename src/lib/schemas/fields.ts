import '@/lib/zod-jitless';
import { z } from 'zod';
import { parseNairaToKobo } from '@/lib/money-input';
import { cleanLine, cleanMultiline } from '@/lib/text';

// Field rules the forms share, with the same messages everywhere:
// 'Title is required', 'Title is too long (150 characters at most)'.

type StringParams = Parameters<typeof z.string>[0];

/**
 * Every text that enters the shop starts from one of these two, never from a bare z.string() (a
 * password, kept exactly as typed, is the one exception): control characters are cleaned out
 * before any other rule sees the text (src/lib/text.ts). `oneLine` for a name, a code, a search;
 * `multiLine` for what a textarea takes (a description, a message, an address), keeping its line
 * breaks.
 */
export const oneLine = (params?: StringParams) => z.string(params).overwrite(cleanLine);
export const multiLine = (params?: StringParams) => z.string(params).overwrite(cleanMultiline);

/** A URL parameter's first value: `?q=a&q=b` reads 'a'. */
export const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A list's search box in its URL (docs/decisions/0017): cleaned and trimmed; '' when missing or too long. */
export const searchParam = (max: number) => z.preprocess(firstValue, oneLine().trim().max(max)).catch('');

const tooLong = (label: string, max: number) => `${label} is too long (${max.toLocaleString('en')} characters at most)`;

/** Trimmed text that must be given; `lines` keeps its line breaks. */
export const requiredText = (label: string, max: number, lines?: 'lines') =>
  (lines ? multiLine : oneLine)({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, tooLong(label, max));

/** Trimmed text that may be left empty: '' and missing become null; `lines` keeps its line breaks. */
export const optionalText = (label: string, max: number, lines?: 'lines') =>
  (lines ? multiLine : oneLine)()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

export const AMOUNT_FORMAT = 'Enter an amount in naira, e.g. 5000 or 5000.50';

/**
 * Naira typed in a text box, as kobo (docs/decisions/0001-money-as-integer-kobo.md); '' is
 * `empty` (its message, or null when the field may be left empty).
 */
export function nairaAmount(label: string, empty: 'required' | 'optional') {
  return oneLine()
    .trim()
    .optional()
    .transform((text, ctx): number | null => {
      if (!text) {
        if (empty === 'required') ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return null;
      }
      // parseNairaToKobo reads no sign: a minus gets its own message rather than the format's.
      if (text.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
        return null;
      }
      const kobo = parseNairaToKobo(text);
      if (kobo === null) ctx.addIssue({ code: 'custom', message: AMOUNT_FORMAT });
      return kobo;
    });
}

/** A whole number typed in a text box (or sent as a number); '' is `fallback`, or required when there is none. */
export function wholeNumber(label: string, min: number, max: number, fallback?: number) {
  return z
    .union([z.number(), oneLine().trim()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? fallback : Number(value)))
    .pipe(
      z
        .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a whole number`) })
        .int(`${label} must be a whole number`)
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max.toLocaleString('en')}`),
    );
}

// A list's display order typed by an admin: a whole number from 0 to `max`.
const typedOrder = z.union([z.number(), oneLine().trim()]).optional();
const orderNumber = (max: number) =>
  z
    .number({ error: 'Display order must be a whole number' })
    .int('Display order must be a whole number')
    .min(0, 'Display order cannot be negative')
    .max(max, 'Display order is too large');
const emptyOrder = (value: number | string | undefined) => value === '' || value === undefined;

/** A display order that is 0 when left empty. */
export const displayOrderOrZero = (max: number) =>
  typedOrder.transform((value) => (emptyOrder(value) ? 0 : Number(value))).pipe(orderNumber(max));

/** A display order left undefined when empty: the server then puts the row last. */
export const displayOrderOrLast = (max: number) =>
  typedOrder.transform((value) => (emptyOrder(value) ? undefined : Number(value))).pipe(orderNumber(max).optional());

/** An email address that may be left empty: '' and missing become null. */
export const optionalEmail = () =>
  oneLine()
    .trim()
    .max(200, 'Email is too long')
    .optional()
    .transform((value) => value || null)
    .pipe(z.email('Enter a valid email address').nullable());
