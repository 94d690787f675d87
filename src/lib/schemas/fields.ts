import { z } from 'zod';

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
