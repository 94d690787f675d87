import '@/lib/zod-jitless';
import { z } from 'zod';
import { oneLine } from './fields';
import { NIGERIAN_PHONE_MESSAGE, normaliseRecordedPhone } from '@/lib/nigeria';
import { closeCustomerAccountSchema } from './customer';

// The owner's requests for a phone number on the Customers screen (src/server/privacy/phone-records.ts):
// the number however it is written, compared in the one form the shop stores. A number of the ranges
// the shop took before it took libphonenumber's is looked up too: records made then keep it
// (normaliseRecordedPhone, src/lib/nigeria.ts).

export const phoneRequestSchema = z.object({
  phone: oneLine()
    .trim()
    .max(40, NIGERIAN_PHONE_MESSAGE)
    .refine((phone) => normaliseRecordedPhone(phone) !== null, NIGERIAN_PHONE_MESSAGE)
    .transform((phone) => normaliseRecordedPhone(phone)!),
});

/** Erasing: the reason and the typed confirmation, as closing a customer's account asks. */
export const erasePhoneRecordsSchema = closeCustomerAccountSchema.omit({ id: true }).extend(phoneRequestSchema.shape);
