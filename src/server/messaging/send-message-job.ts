import 'server-only';
import { z } from 'zod';
import type { JobContext } from '@/server/jobs/job-handler';
import type { MessagePurpose } from '@/lib/messaging/message-events';
import { consentOf } from './consent';
import { messagingConfig } from './messaging-config';
import { RunJobLater } from '@/server/jobs/job-errors';
import { claimMessage, loadMessage, releaseClaim, settleMessage, stillQueued, switchToSms, type QueuedMessage } from './message-outcome';
import { sendBySms } from './send-by-sms';
import { sendByWhatsApp } from './send-by-whatsapp';

// The 'send-message' job (docs/decisions/0080-whatsapp-and-sms-order-updates.md): one queued message,
// checked when it runs, not when it was queued: the customer's consent in force, the channel configured now.
// Two workers never send it twice: the job's lease gives the job to one worker at a time, the message is
// claimed (messages.claimed_until) before the provider is called, so a second job for it waits, and a message
// no longer queued, or already holding a provider's id, is left alone. Its id travels as biz_opaque_callback_data.

/** How long a job waits for another that holds the message: by then it has sent it, or let it go. */
const CLAIMED_RETRY_MS = 30_000;

const payloadSchema = z.object({ messageId: z.uuid() });

/** The note on a message not sent for want of consent (here and in send-now.ts). */
export const NO_CONSENT: Record<MessagePurpose, string> = {
  order_updates: 'No consent to order updates on WhatsApp or SMS',
  marketing: 'No consent to marketing messages on WhatsApp',
};

export async function sendQueuedMessage(payload: Record<string, unknown>, { signal }: JobContext) {
  const { messageId } = payloadSchema.parse(payload);
  const message = await loadMessage(messageId);
  if (!message || !stillQueued(message)) return;
  const claim = await claimMessage(message.id);
  // Held by another job: asked again later, when it is sent (and this job ends) or let go.
  if (!claim) throw new RunJobLater(new Date(Date.now() + CLAIMED_RETRY_MS));
  try {
    await send(message, signal);
  } finally {
    await releaseClaim(message.id, claim);
  }
}

async function send(message: QueuedMessage, signal: AbortSignal) {
  const { phone } = message;
  if (!phone) return settleMessage(message.id, { state: 'not_sent', note: 'No phone number (erased since it was queued)' });
  const consent = await consentOf(phone, message.purpose);
  if (!consent?.granted) return settleMessage(message.id, { state: 'not_sent', note: NO_CONSENT[message.purpose] });

  const { whatsapp, sms } = await messagingConfig();
  if (message.channel === 'whatsapp' && whatsapp) return sendByWhatsApp({ ...message, phone }, { whatsapp, sms }, signal);
  if (message.channel === 'whatsapp' && sms && message.purpose === 'order_updates') {
    const note = 'WhatsApp is off: sent by SMS';
    await switchToSms(message.id, note);
    return sendBySms({ ...message, phone, channel: 'sms', note }, sms, signal);
  }
  if (message.channel === 'whatsapp') return settleMessage(message.id, { state: 'not_sent', note: 'WhatsApp is off; the update went by email' });
  return sendBySms({ ...message, phone }, sms, signal);
}
