import '@/lib/zod-jitless';
import { z } from 'zod';
import { MESSAGE_PURPOSES } from '@/lib/messaging/message-events';
import { oneLine } from './fields';

// Consent to messages on WhatsApp or SMS (src/server/messaging/consent.ts): My Account's switches, and the
// box a staff member ticks when the customer agrees (Sell screen, drafts).

/** One of My Account's switches: a phone of the account's, which consent, and on or off. */
export const accountConsentSchema = z.object({
  phone: oneLine().trim().min(1).max(40),
  purpose: z.enum(MESSAGE_PURPOSES),
  granted: z.boolean(),
});
export type AccountConsentInput = z.input<typeof accountConsentSchema>;

/**
 * A box a person (or staff for them) ticks to agree: only a tick is a yes; absent or anything else is no,
 * never a default yes.
 */
export const consentTickSchema = z.boolean().optional().transform((ticked) => ticked === true);
