import 'server-only';
import type { MessageState } from '@/lib/messaging/message-states';

// One event of a messaging webhook, as it is stored (messaging_webhook_events.payload) and processed
// (docs/decisions/0080-whatsapp-and-sms-order-updates.md). A provider's POST may carry many; each is
// kept on its own row, its id the dedupe key, so a repeat of any of them is a no-op.

export type WebhookProvider = 'whatsapp' | 'termii';

/** A state a provider reports for a message it accepted. */
export type ReportedState = Extract<MessageState, 'sent' | 'delivered' | 'read' | 'failed'>;

export type StatusEvent = {
  kind: 'status';
  providerMessageId: string;
  state: ReportedState;
  /** When the provider says the state was reached (ISO). */
  at: string;
  error: { code: string; reason: string } | null;
  pricing: { billable: boolean | null; category: string | null; model: string | null } | null;
  /** What the shop sent as biz_opaque_callback_data (its message's id); WhatsApp only. */
  callbackData?: string | null;
};

/** What an inbound WhatsApp message holds; anything else is 'unsupported', described in words. */
export type InboundKind = 'text' | 'image' | 'audio' | 'button' | 'location' | 'unsupported';

/** A place the customer shared. */
export type InboundLocation = { latitude: number; longitude: number; name: string | null; address: string | null };

/**
 * A message the customer wrote: it opens the 24-hour window, STOP or START changes their marketing consent,
 * and the inbox keeps it (src/server/messaging/webhooks/inbound-listener.ts).
 */
export type InboundEvent = {
  kind: 'inbound';
  messageId: string;
  phone: string | null;
  waId: string | null;
  /** Meta's business-scoped user id: the only address of a customer whose number WhatsApp hides. */
  waUserId?: string | null;
  /** Their WhatsApp profile name. */
  name?: string | null;
  /** The words STOP and START are read from: a text's body or a template button's. */
  text: string | null;
  at: string;
  /** Marketing consent the text gives (START) or withdraws (STOP); null for any other text. */
  consent: boolean | null;
  /** Absent on events stored before the inbox (read as a text). */
  messageKind?: InboundKind;
  /** A picture's caption, a button's or a list reply's title, or what an unsupported message was. */
  caption?: string | null;
  /** A picture or voice note at Meta, fetched by the inbox. */
  media?: { id: string; mimeType: string | null } | null;
  location?: InboundLocation | null;
};

/** Meta's user_preferences: the customer stopped or resumed marketing messages in WhatsApp itself. */
export type PreferenceEvent = {
  kind: 'preference';
  phone: string | null;
  waId: string;
  category: string;
  value: 'stop' | 'resume';
  detail: string | null;
  at: string;
  /** Marketing consent resumed or stopped; null for a category other than marketing. */
  consent: boolean | null;
};

/** message_template_status_update: a template approved, rejected, paused… at Meta. */
export type TemplateEvent = { kind: 'template'; templateId: string | null; name: string; language: string | null; event: string; reason: string | null; at: string };

export type WebhookEvent = StatusEvent | InboundEvent | PreferenceEvent | TemplateEvent;

/** A row to store: `id` is the provider and the event's own identity, so the same event twice is one row. */
export type ReceivedEvent = { id: string; event: WebhookEvent };

const STOP_WORDS = ['STOP', 'UNSUBSCRIBE'];
const START_WORDS = ['START'];

/** What a customer's text says of marketing messages: STOP or UNSUBSCRIBE (any case, spaces around) withdraws, START gives. */
export function consentInText(text: string | null): boolean | null {
  const word = text?.trim().toUpperCase() ?? '';
  if (STOP_WORDS.includes(word)) return false;
  if (START_WORDS.includes(word)) return true;
  return null;
}

/**
 * A provider's time (Unix seconds, as text or a number) as ISO; when it was `received` if it has none. A whole
 * second is read as late in that second as its receipt allows: a customer's message sent in the same second
 * as the shop's reply, after it, is not put before it (the reply's time has milliseconds).
 */
export function isoFromUnixSeconds(seconds: string | number | undefined, received: Date): string {
  const value = Number(seconds);
  if (!(Number.isFinite(value) && value > 0)) return received.toISOString();
  const start = value * 1000;
  return new Date(Math.max(start, Math.min(start + 999, received.getTime()))).toISOString();
}
