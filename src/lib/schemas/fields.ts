import '@/lib/zod-jitless';
import { z } from 'zod';
import { parseNairaToKobo } from '@/lib/money';

// Field rules the admin forms share, with the same messages everywhere:
// 'Title is required', 'Title is too long (150 characters at most)'.

const tooLong = (label: string, max: number) => `${label} is too long (${max.toLocaleString('en')} characters at most)`;

/** Trimmed text that must be given. */
export const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, tooLong(label, max));

/** Trimmed text that may be left empty: '' and missing become null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
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
  return z
    .string()
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
    .union([z.number(), z.string().trim()])
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
const typedOrder = z.union([z.number(), z.string().trim()]).optional();
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
