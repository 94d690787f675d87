import 'server-only';
import type { Database, Transaction } from '@/server/db/client';
import { messages } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { purposeOf, type MessageEvent, type MessagePurpose } from '@/lib/messaging/message-events';
import { toE164Nigeria } from '@/lib/messaging/phone';
import { messagingConfig, type MessagingConfig } from './messaging-config';
import { missingVariables, renderTemplate, templateFor } from './message-templates';

// Queues an update to a customer on WhatsApp (or SMS when only SMS is on), beside the mail it goes with
// (docs/decisions/0080-whatsapp-and-sms-order-updates.md): a `messages` row and its 'send-message' job in
// the transaction that makes the update necessary, so both commit or neither. Consent, the template's
// state and the 24-hour window are decided when the job runs (send-message-job.ts): they may change meanwhile.

export const SEND_MESSAGE_JOB = 'send-message';

export type CustomerMessage = {
  event: MessageEvent;
  orderId?: string | null;
  userId?: string | null;
  /** As the customer typed it; kept as +234…. */
  phone: string | null;
  /** Where the same update is mailed (by its own job); not written to a message. */
  email?: string | null;
  /** The template's named variables (message-templates.ts): first_name, order_number, amount, link… */
  params: Record<string, string>;
};

/** The event's template; throws when `params` lacks a variable it needs: a mistake in the caller. */
function requireVariables(message: CustomerMessage) {
  const template = templateFor(message.event);
  const missing = missingVariables(template, message.params);
  if (missing.length > 0) throw new Error(`The ${message.event} message needs ${missing.join(', ')}`);
  return template;
}

/** WhatsApp when it is on, else SMS for order updates; null when the message cannot go at all. */
export function channelFor(config: Pick<MessagingConfig, 'whatsapp' | 'sms'>, purpose: MessagePurpose): 'whatsapp' | 'sms' | null {
  // Marketing is asked for on WhatsApp only (src/lib/messaging/consent-words.ts): never by SMS.
  return config.whatsapp ? 'whatsapp' : config.sms && purpose === 'order_updates' ? 'sms' : null;
}

/** The `messages` row for `message` on `channel`, its body rendered from the template. */
export function messageRow(message: CustomerMessage, phone: string, channel: 'whatsapp' | 'sms') {
  const template = requireVariables(message);
  return {
    orderId: message.orderId ?? null,
    userId: message.userId ?? null,
    event: message.event,
    purpose: purposeOf(message.event),
    channel,
    phone,
    template: template.name,
    params: message.params,
    body: renderTemplate(template, message.params),
  } satisfies typeof messages.$inferInsert;
}

/**
 * Nothing happens when neither WhatsApp nor SMS is configured, or the phone is missing or not a Nigerian
 * mobile number. Throws when `params` lacks a variable the event's template needs: a mistake in the caller.
 */
export async function queueCustomerMessage(tx: Database | Transaction, message: CustomerMessage): Promise<void> {
  requireVariables(message);
  const phone = message.phone ? toE164Nigeria(message.phone) : null;
  if (!phone) return;
  const channel = channelFor(await messagingConfig(tx), purposeOf(message.event));
  if (!channel) return;
  const [row] = await tx.insert(messages).values(messageRow(message, phone, channel)).returning({ id: messages.id });
  await enqueueJob(SEND_MESSAGE_JOB, { messageId: row!.id }, { dedupeKey: `${SEND_MESSAGE_JOB}:${row!.id}` }, tx);
}
