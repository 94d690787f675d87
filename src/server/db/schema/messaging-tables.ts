import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './auth-tables';
import { orders } from './order-tables';
import { sqlList } from './sql-list';
import { CONSENT_SOURCES, MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_PURPOSES } from '@/lib/messaging/message-events';
import { MESSAGE_STATES, TEMPLATE_CATEGORIES, TEMPLATE_STATES } from '@/lib/messaging/message-states';

// Order updates on WhatsApp and by SMS (docs/decisions/0080-whatsapp-and-sms-order-updates.md).

/** Every message to a customer on WhatsApp or by SMS: what was sent, and every state the provider reported. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event', { enum: MESSAGE_EVENTS }).notNull(),
    purpose: text('purpose', { enum: MESSAGE_PURPOSES }).notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** +234… (src/lib/messaging/phone.ts); null once the person was erased. */
    phone: text('phone'),
    template: text('template'),
    /** The template's named variables, as queued. */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** The text as sent, or as the template renders: what staff read on the order. */
    body: text('body').notNull(),
    state: text('state', { enum: MESSAGE_STATES }).notNull().default('queued'),
    /** WhatsApp's wamid or Termii's message_id. */
    providerMessageId: text('provider_message_id').unique(),
    errorCode: text('error_code'),
    errorReason: text('error_reason'),
    /** Why it went another way, or not at all ("Template not approved: sent by SMS"). */
    note: text('note'),
    billable: boolean('billable'),
    pricingCategory: text('pricing_category'),
    pricingModel: text('pricing_model'),
    /** The message this one stands in for: an SMS sent because WhatsApp could not deliver. */
    replacesId: uuid('replaces_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    /** A send job is calling the provider for it until then: another job for the same message waits (send-message-job.ts). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the latest state was reached. */
    stateAt: timestamp('state_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_order_id_idx').on(t.orderId, t.createdAt),
    index('messages_user_id_idx').on(t.userId, t.createdAt),
    index('messages_phone_idx').on(t.phone),
    index('messages_created_at_idx').on(t.createdAt),
    check('messages_state_check', sql`${t.state} in ${sqlList(MESSAGE_STATES)}`),
    check('messages_channel_check', sql`${t.channel} in ${sqlList(MESSAGE_CHANNELS)}`),
    check('messages_purpose_check', sql`${t.purpose} in ${sqlList(MESSAGE_PURPOSES)}`),
  ],
);

/** The consent log (NDPA): appended to, never changed; the latest row per (phone, purpose) is the consent in force. */
export const messagingConsents = pgTable(
  'messaging_consents',
  {
    id: id(),
    phone: text('phone').notNull(),
    userId: text('user_id'),
    email: text('email'),
    purpose: text('purpose', { enum: MESSAGE_PURPOSES }).notNull(),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    /** The exact words the person was shown (src/lib/messaging/consent-words.ts), or what they wrote. */
    wordsShown: text('words_shown').notNull(),
    /** The staff member who asked (Sell screen, drafts); null when the shopper gave it. */
    recordedBy: text('recorded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messaging_consents_phone_purpose_idx').on(t.phone, t.purpose, t.createdAt),
    index('messaging_consents_user_id_idx').on(t.userId),
    check('messaging_consents_purpose_check', sql`${t.purpose} in ${sqlList(MESSAGE_PURPOSES)}`),
    check('messaging_consents_source_check', sql`${t.source} in ${sqlList(CONSENT_SOURCES)}`),
  ],
);

/** A phone that wrote to the shop on WhatsApp: the last message opens the 24-hour window for free-form text. */
export const messagingContacts = pgTable('messaging_contacts', {
  phone: text('phone').primaryKey(),
  waId: text('wa_id'),
  lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** The shop's WhatsApp templates and their state at Meta. */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    name: text('name').primaryKey(),
    language: text('language').notNull().default('en'),
    category: text('category', { enum: TEMPLATE_CATEGORIES }).notNull(),
    state: text('state', { enum: TEMPLATE_STATES }).notNull().default('not_submitted'),
    /** Meta's reason for a rejection or a pause. */
    reason: text('reason'),
    metaId: text('meta_id'),
    updatedAt: updatedAt(),
  },
  (t) => [check('whatsapp_templates_state_check', sql`${t.state} in ${sqlList(TEMPLATE_STATES)}`)],
);

/** Every webhook received, kept until processed; the id (provider and event id) makes a repeat a no-op. */
export const messagingWebhookEvents = pgTable(
  'messaging_webhook_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['whatsapp', 'termii'] }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('messaging_webhook_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);

// What the owners set on Settings → Messaging; one row. The WHATSAPP_* and TERMII_* environment variables
// win over it. Secrets are sealed (src/server/settings/sealed-secret.ts) and never read back to a screen.
export const messagingSettings = pgTable(
  'messaging_settings',
  {
    id: integer('id').primaryKey().default(1),
    whatsappEnabled: boolean('whatsapp_enabled').notNull().default(false),
    whatsappApiUrl: text('whatsapp_api_url'),
    whatsappApiVersion: text('whatsapp_api_version'),
    whatsappPhoneNumberId: text('whatsapp_phone_number_id'),
    whatsappBusinessAccountId: text('whatsapp_business_account_id'),
    whatsappAccessTokenSealed: text('whatsapp_access_token_sealed'),
    whatsappAppSecretSealed: text('whatsapp_app_secret_sealed'),
    whatsappVerifyTokenSealed: text('whatsapp_verify_token_sealed'),
    smsEnabled: boolean('sms_enabled').notNull().default(false),
    termiiApiUrl: text('termii_api_url'),
    termiiSenderId: text('termii_sender_id'),
    termiiApiKeySealed: text('termii_api_key_sealed'),
    termiiSecretSealed: text('termii_secret_sealed'),
    /** Meta refused the access token (190): sending waits until a token with another fingerprint is in force. */
    whatsappTokenRefusedAt: timestamp('whatsapp_token_refused_at', { withTimezone: true }),
    /** SHA-256 (first 16 hex) of the refused token: not the token, enough to know it was replaced. */
    whatsappTokenRefusedFingerprint: text('whatsapp_token_refused_fingerprint'),
    updatedAt: updatedAt(),
  },
  (t) => [check('messaging_settings_one_row', sql`${t.id} = 1`)],
);
