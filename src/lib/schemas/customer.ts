import '@/lib/zod-jitless';
import { z } from 'zod';
import { NIGERIAN_PHONE_MESSAGE, isNigerianPhone, storedPhone } from '@/lib/nigeria';
import { closeConfirmation } from '@/lib/privacy';
import { firstValue, multiLine, oneLine, searchParam } from './fields';

// The admin's customer dialog (docs/product.md sections 2 and 5), shared by the form and the actions,
// and the list's URL parameters. Totals are not here: they come from the customer's orders.

export const CUSTOMER_REQUIRED_MESSAGE = 'Name and email are required';
export const CUSTOMER_LIMITS = { name: 120, email: 200, phone: 40, address: 500, search: 100 } as const;
export const ADMIN_CUSTOMERS_PAGE_SIZE = 20;
/** At most this many orders are listed in a customer's orders dialog; the totals still count them all. */
export const CUSTOMER_ORDERS_SHOWN = 100;

const optionalText = (max: number, tooLong: string, lines?: 'lines') =>
  (lines ? multiLine : oneLine)()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

const customerFields = {
  name: oneLine().trim().min(1, CUSTOMER_REQUIRED_MESSAGE).max(CUSTOMER_LIMITS.name, `Name is too long (${CUSTOMER_LIMITS.name} characters at most)`),
  email: oneLine()
    .trim()
    .min(1, CUSTOMER_REQUIRED_MESSAGE)
    .max(CUSTOMER_LIMITS.email, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
  // Optional, but when given it must be a Nigerian number (spaces and dashes allowed).
  phone: optionalText(CUSTOMER_LIMITS.phone, NIGERIAN_PHONE_MESSAGE).refine((phone) => phone === null || isNigerianPhone(phone), NIGERIAN_PHONE_MESSAGE).transform(storedPhone),
  address: optionalText(CUSTOMER_LIMITS.address, `Address is too long (${CUSTOMER_LIMITS.address} characters at most)`, 'lines'),
};

export const customerFormSchema = z.object(customerFields);
export const updateCustomerSchema = z.object({ id: z.uuid('Unknown customer'), ...customerFields });
export const deleteCustomerSchema = z.object({ id: z.uuid('Unknown customer') });

/** What the dialog holds: plain strings, '' for an empty field. */
export type CustomerFormInput = z.input<typeof customerFormSchema>;
/** What is saved: trimmed, null for an empty phone or address. */
export type CustomerFormValues = z.output<typeof customerFormSchema>;

/** A refusal tied to a field (an email another customer has), carried in the action's `details`. */
export type CustomerFieldRefusal = { fieldErrors: Partial<Record<'email', string[]>> };

// The list's URL: ?q=amaka&page=2&customer=<id> (the last opens that customer's orders).
// Anything malformed falls back to its default rather than failing the page.
export const adminCustomerListParamsSchema = z.object({
  q: searchParam(CUSTOMER_LIMITS.search),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
  customer: z.preprocess(firstValue, z.uuid()).optional().catch(undefined),
});

export type AdminCustomerListParams = z.output<typeof adminCustomerListParamsSchema>;

/** An admin closing a customer's account for a request received by mail (NDPA 2023), or erasing what a phone number holds. */
export const closeCustomerAccountSchema = z.object({
  id: z.uuid(),
  reason: multiLine().trim().min(5, 'Say why, e.g. "Request by email from the customer on 3 March"').max(500, 'Keep the reason under 500 characters'),
  confirmation: closeConfirmation,
});
