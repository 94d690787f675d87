import '@/lib/zod-jitless';
import { z } from 'zod';
import { oneLine } from './fields';
import { isNigerianPhone, NIGERIAN_PHONE_MESSAGE, storedPhone } from '@/lib/nigeria';
import { closeCustomerAccountSchema } from '@/lib/privacy';

// The owner's requests for a phone number on the Customers screen (src/server/privacy/phone-records.ts):
// the number however it is written, compared in the one form the shop stores.

export const phoneRequestSchema = z.object({
  phone: oneLine().trim().max(40, NIGERIAN_PHONE_MESSAGE).refine(isNigerianPhone, NIGERIAN_PHONE_MESSAGE).transform(storedPhone),
});

/** Erasing: the reason and the typed confirmation, as closing a customer's account asks. */
export const erasePhoneRecordsSchema = closeCustomerAccountSchema.omit({ id: true }).extend(phoneRequestSchema.shape);
