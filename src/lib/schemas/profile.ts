import '@/lib/zod-jitless';
import { z } from 'zod';
import { NIGERIAN_PHONE_MESSAGE, NIGERIAN_STATES, isNigerianPhone, storedPhone } from '@/lib/nigeria';
import { multiLine, oneLine } from './fields';

// The shopper's profile in My Account, shared by the form in the browser and the server
// action. Everything but the name is optional; an empty field is saved as null.

export const PROFILE_LIMITS = { name: 120, phone: 40, address: 500 } as const;

const emptyToNull = <T extends string>(value: T | undefined): Exclude<T, ''> | null => (value ? (value as Exclude<T, ''>) : null);

export const profileSchema = z.object({
  name: oneLine().trim().min(1, 'Full name is required').max(PROFILE_LIMITS.name, 'Full name is too long'),
  phone: oneLine()
    .trim()
    .max(PROFILE_LIMITS.phone, NIGERIAN_PHONE_MESSAGE)
    .refine((value) => value === '' || isNigerianPhone(value), NIGERIAN_PHONE_MESSAGE)
    .optional()
    .transform((value) => storedPhone(emptyToNull(value))),
  address: multiLine()
    .trim()
    .max(PROFILE_LIMITS.address, `Address is too long (${PROFILE_LIMITS.address} characters at most)`)
    .optional()
    .transform(emptyToNull),
  state: z
    .union([z.literal(''), z.enum(NIGERIAN_STATES)], { error: 'Choose a state from the list' })
    .optional()
    .transform(emptyToNull),
});

/** What the form holds: plain strings, '' for an empty field. */
export type ProfileInput = z.input<typeof profileSchema>;
/** What is saved: trimmed, with null for each empty optional field. */
export type ProfileValues = z.output<typeof profileSchema>;
