import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './auth-tables';
import { products } from './catalog-tables';
import { contactMessages } from './content-tables';
import { messages } from './messaging-tables';
import { sqlList } from './sql-list';
import { CONVERSATION_CHANNELS, CONVERSATION_MESSAGE_KINDS, CONVERSATION_SOURCES, CONVERSATION_STATES, MEDIA_STATES } from '@/lib/inbox/conversations';

// The team's inbox (docs/decisions/0081-one-inbox.md).

/** One person's conversation with the shop: by phone (WhatsApp), by Meta's user id where the number is hidden, or by email. */
/**
 * What the inbox's search reads of a conversation: its name, number and email in one text, which a
 * trigram index answers `ilike '%…%'` from (src/server/inbox/reads/admin-inbox-reads.ts).
 */
export function conversationSearchText(t: Record<'name' | 'phone' | 'email', AnyPgColumn | SQL>) {
  return sql`(coalesce(${t.name}, '') || ' ' || coalesce(${t.phone}, '') || ' ' || coalesce(${t.email}, ''))`;
}

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    channel: text('channel', { enum: CONVERSATION_CHANNELS }).notNull(),
    /** +234… (src/lib/messaging/phone.ts). */
    phone: text('phone'),
    /** Meta's business-scoped user id, for a customer whose number WhatsApp hides. */
    waUserId: text('wa_user_id'),
    email: text('email'),
    name: text('name'),
    /** The customer it is matched to, by phone or email, or linked by hand. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member of staff who linked it by hand; null when matched by phone or email. */
    linkedBy: text('linked_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: CONVERSATION_STATES }).notNull().default('open'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    /** Messages from the customer since a member of staff last opened it. */
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The customer's last WhatsApp message: free-form replies are allowed for 24 hours after it. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    /** The last message's first words, for the list. */
    preview: text('preview').notNull().default(''),
    /** "Ada is replying": who is writing a reply, until when (renewed while they type). */
    replyingId: text('replying_id').references(() => users.id, { onDelete: 'set null' }),
    replyingUntil: timestamp('replying_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_phone_key').on(t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('conversations_wa_user_id_key').on(t.waUserId).where(sql`${t.phone} is null and ${t.waUserId} is not null`),
    uniqueIndex('conversations_email_key').on(t.email).where(sql`${t.phone} is null and ${t.waUserId} is null and ${t.email} is not null`),
    index('conversations_last_message_idx').on(t.lastMessageAt.desc(), t.id),
    index('conversations_state_idx').on(t.state, t.lastMessageAt.desc()),
    index('conversations_assignee_idx').on(t.assigneeId, t.lastMessageAt.desc()),
    index('conversations_user_id_idx').on(t.userId),
    index('conversations_search_trgm_idx').using('gin', sql`${conversationSearchText(t)} gin_trgm_ops`),
    index('conversations_email_lower_idx').on(sql`lower(${t.email})`),
    check('conversations_state_check', sql`${t.state} in ${sqlList(CONVERSATION_STATES)}`),
    check('conversations_channel_check', sql`${t.channel} in ${sqlList(CONVERSATION_CHANNELS)}`),
    check('conversations_has_address', sql`${t.phone} is not null or ${t.waUserId} is not null or ${t.email} is not null`),
  ],
);

/** One message in a conversation: the customer's, or a reply from the team. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    source: text('source', { enum: CONVERSATION_SOURCES }).notNull(),
    kind: text('kind', { enum: CONVERSATION_MESSAGE_KINDS }).notNull().default('text'),
    body: text('body').notNull().default(''),
    /** A picture or voice note in the shop's storage (its key), once fetched from Meta. */
    mediaKey: text('media_key'),
    mediaType: text('media_type'),
    mediaState: text('media_state', { enum: MEDIA_STATES }),
    /** Why a picture or voice note was not kept ("larger than 5 MB", "not a picture"). */
    mediaNote: text('media_note'),
    /** Meta's media id, to fetch it (inbound pictures and voice notes). */
    providerMediaId: text('provider_media_id'),
    /** An inbound WhatsApp message's wamid: a repeated webhook adds it once. */
    providerMessageId: text('provider_message_id').unique(),
    /** A reply on WhatsApp: the sent message, whose delivery states the webhooks keep (messages.state). */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** The member of staff who replied (never shown to the customer unless the shop signs replies). */
    staffId: text('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** The piece a question or a reply is about. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    /** The reply box's key for one press: a double-click or a retry sends the reply once. */
    replyKey: text('reply_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('conversation_messages_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
    check('conversation_messages_kind_check', sql`${t.kind} in ${sqlList(CONVERSATION_MESSAGE_KINDS)}`),
    check('conversation_messages_source_check', sql`${t.source} in ${sqlList(CONVERSATION_SOURCES)}`),
  ],
);

/** The shop's saved replies, with its own values filled in when used ({delivery_fees}, {showroom_address}, …). */
export const savedReplies = pgTable('saved_replies', {
  id: id(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The inbox's settings, one row: whether a reply carries the name of the member of staff who wrote it. */
export const inboxSettings = pgTable(
  'inbox_settings',
  {
    id: integer('id').primaryKey().default(1),
    signReplies: boolean('sign_replies').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('inbox_settings_one_row', sql`${t.id} = 1`)],
);
