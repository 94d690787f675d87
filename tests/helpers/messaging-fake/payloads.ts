import type { FakeSentMessage, FakeTemplate, MessagingFakeConfig } from './state';

// The webhook bodies Meta and Termii post, built from what the fake holds. Meta wraps every event in
// {object: "whatsapp_business_account", entry: [{id: <WABA id>, changes: [{field, value}]}]}.

export type WhatsAppChange = { field: string; value: Record<string, unknown> };
export type StatusState = 'sent' | 'delivered' | 'read' | 'failed';

/** The business number's display form in `metadata` (a Nigerian number of the fake's own). */
export const DISPLAY_PHONE_NUMBER = '2349120000001';

const unixNow = () => String(Math.floor(Date.now() / 1000));

// Titles and details as Meta's error-code page and logged webhooks give them.
const STATUS_ERRORS: Record<number, { title: string; details: string }> = {
  131026: { title: 'Message undeliverable', details: 'Message Undeliverable.' },
  131047: {
    title: 'Re-engagement message',
    details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  131049: { title: 'This message was not delivered to maintain healthy ecosystem engagement.', details: 'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.' },
  131050: { title: 'Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business.', details: 'The user has stopped marketing messages.' },
  131053: { title: 'Media upload error', details: 'Unable to upload the media used in the message.' },
  131000: { title: 'Something went wrong', details: 'Message failed to send due to an unknown error.' },
};

export function whatsappEnvelope(config: MessagingFakeConfig, changes: WhatsAppChange[]) {
  return { object: 'whatsapp_business_account', entry: [{ id: config.businessAccountId, changes }] };
}

const metadata = (config: MessagingFakeConfig) => ({ display_phone_number: DISPLAY_PHONE_NUMBER, phone_number_id: config.phoneNumberId });

/** One status object of a `messages` change: pricing on every state but failed, errors on failed. */
export function statusObject(message: FakeSentMessage, state: StatusState, errorCode = 131026) {
  const base = { id: message.id, status: state, timestamp: unixNow(), recipient_id: message.recipient };
  const callback = message.bizOpaqueCallbackData === null ? {} : { biz_opaque_callback_data: message.bizOpaqueCallbackData };
  if (state === 'failed') {
    const known = STATUS_ERRORS[errorCode] ?? STATUS_ERRORS[131000]!;
    const error = { code: errorCode, title: known.title, message: known.title, error_data: { details: known.details }, href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/' };
    return { ...base, errors: [error], ...callback };
  }
  return { ...base, pricing: message.pricing, ...callback };
}

export function statusesChange(config: MessagingFakeConfig, statuses: unknown[]): WhatsAppChange {
  return { field: 'messages', value: { messaging_product: 'whatsapp', metadata: metadata(config), statuses } };
}

/** Who writes: their number (wa_id), or only Meta's business-scoped user id where the number is hidden. */
export type FakeSender = { waId: string } | { userId: string };

/** A `messages` change with one inbound message of any type (`content`: {type, text | image | audio | ...}). */
export function inboundChange(config: MessagingFakeConfig, sender: FakeSender, name: string, wamid: string, content: Record<string, unknown>): WhatsAppChange {
  const from = 'waId' in sender ? { from: sender.waId } : { from_user_id: sender.userId };
  const contact = 'waId' in sender ? { wa_id: sender.waId } : { user_id: sender.userId };
  return {
    field: 'messages',
    value: {
      messaging_product: 'whatsapp',
      metadata: metadata(config),
      contacts: [{ profile: { name }, ...contact }],
      messages: [{ ...from, id: wamid, timestamp: unixNow(), ...content }],
    },
  };
}

export function userPreferencesChange(config: MessagingFakeConfig, waId: string, value: 'stop' | 'resume'): WhatsAppChange {
  return {
    field: 'user_preferences',
    value: {
      messaging_product: 'whatsapp',
      metadata: metadata(config),
      contacts: [{ wa_id: waId }],
      user_preferences: [
        { wa_id: waId, detail: value === 'stop' ? 'User requested to stop marketing messages' : 'User requested to resume marketing messages', category: 'marketing_messages', value, timestamp: Number(unixNow()) },
      ],
    },
  };
}

export function templateStatusChange(template: FakeTemplate): WhatsAppChange {
  return {
    field: 'message_template_status_update',
    value: {
      event: template.status,
      // Written as Meta writes it, a bare 16-digit number (metaWebhook): Number() would round it past 2^53.
      message_template_id: template.id,
      message_template_name: template.name,
      message_template_language: template.language,
      reason: template.rejectedReason,
    },
  };
}

/** Termii's delivery report (its events-and-reports page). */
export function termiiReport(message: FakeSentMessage, status: string, senderId: string) {
  return {
    type: 'outbound',
    message_id: message.id,
    receiver: message.recipient,
    sender: senderId,
    message: message.text,
    sent_at: message.at.toISOString().slice(0, 19).replace('T', ' '),
    cost: String(smsPages(message.text) * SMS_PAGE_COST),
    command: 'deliver',
    status,
    channel: message.route === 'dnd' ? 'DND' : 'Generic',
  };
}

/** Naira per SMS page (Termii bills per page; its Nigerian rate is near this, unconfirmed). */
export const SMS_PAGE_COST = 4;

/** Pages an SMS takes: 160 characters each, or 70 when a character is outside GSM-7's basic set. */
export function smsPages(text: string): number {
  const gsm = /^[A-Za-z0-9 \r\n@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/.test(text);
  return Math.max(1, Math.ceil(text.length / (gsm ? 160 : 70)));
}
