import '@/lib/zod-jitless';
import { z } from 'zod';
import { toE164Nigeria } from '@/lib/messaging/phone';
import { oneLine } from './fields';

// The back office's messaging actions besides the settings' save (docs/decisions/0080-whatsapp-and-sms-order-updates.md):
// an order's or a customer's messages, a test message, and the WhatsApp templates' submission and sync.

export const orderMessagesSchema = z.object({ orderId: z.uuid() });
export const customerMessagingSchema = z.object({ customerId: z.uuid() });

/**
 * What a test message sends: a shipped template with its example values, free text on WhatsApp (it reaches
 * a phone only inside the 24-hour window the phone opened by writing to the shop), or an SMS.
 */
export const TEST_MESSAGE_KINDS = {
  whatsapp_template: 'WhatsApp: the order placed template',
  whatsapp_text: 'WhatsApp: a free-form text (only after the phone wrote to the shop)',
  sms: 'SMS on the DND route',
} as const;
export type TestMessageKind = keyof typeof TEST_MESSAGE_KINDS;

export const testMessageSchema = z.object({
  phone: oneLine()
    .trim()
    .min(1, 'Enter the phone number to send the test to')
    .max(40, 'Enter a Nigerian mobile number, e.g. 0803 123 4567')
    .refine((phone) => toE164Nigeria(phone) !== null, 'Enter a Nigerian mobile number, e.g. 0803 123 4567'),
  kind: z.enum(Object.keys(TEST_MESSAGE_KINDS) as [TestMessageKind, ...TestMessageKind[]]),
});
export type TestMessageInput = z.input<typeof testMessageSchema>;

export const templatesActionSchema = z.object({});
