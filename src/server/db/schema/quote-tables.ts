import 'server-only';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';
import { DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN, QUOTE_BUDGETS, QUOTE_CONTACT_CHANNELS, QUOTE_KINDS, QUOTE_MESSAGE_AUTHORS, QUOTE_STATUSES } from '@/lib/made-to-order-constants';
import { sqlList } from './sql-list';
import { users } from './auth-tables';
import { products } from './catalog-tables';
import { orders } from './order-tables';

// Quotes for custom pieces and rooms (docs/product.md, "Quotes"): a request from anyone (with or
// without an account), the shop's priced answer as lines, the conversation, and the order that
// accepting it placed. Whose it is: src/server/quotes/customer-quotes.ts.
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    quoteNumber: text('quote_number').notNull().unique(),
    // The account signed in when it was asked; else set once the request's address is proved
    // (src/server/quotes/customer-quotes.ts).
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    contactVia: text('contact_via', { enum: QUOTE_CONTACT_CHANNELS }).notNull(),
    kind: text('kind', { enum: QUOTE_KINDS }).notNull(),
    // "Request a custom version" of this product (kept by name when the product is deleted).
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name'),
    description: text('description').notNull(),
    widthCm: integer('width_cm'),
    depthCm: integer('depth_cm'),
    heightCm: integer('height_cm'),
    fabric: text('fabric'),
    finish: text('finish'),
    quantity: integer('quantity').notNull().default(1),
    deliveryState: text('delivery_state'),
    budget: text('budget', { enum: QUOTE_BUDGETS }),
    wantedBy: date('wanted_by', { mode: 'string' }),
    // 'expired' is never stored: a quoted quote past valid_until reads as expired.
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('new'),
    // The shop's answer, fixed when it is sent: delivery (a zone's fee or a custom one), lead
    // time, deposit and how long the prices hold. The lines are quote_lines.
    deliveryFeeKobo: kobo('delivery_fee_kobo'),
    deliveryZoneName: text('delivery_zone_name'),
    leadTimeMinDays: integer('lead_time_min_days'),
    leadTimeMaxDays: integer('lead_time_max_days'),
    // Null: pay in full.
    depositPercent: integer('deposit_percent'),
    validUntil: date('valid_until', { mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    // The order accepting it placed.
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotes_created_at_id_idx').on(t.createdAt, t.id),
    index('quotes_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('quotes_email_idx').on(sql`lower(${t.email})`),
    index('quotes_user_id_idx').on(t.userId),
    index('quotes_search_trgm_idx').using('gin', sql`(${t.quoteNumber} || ' ' || ${t.name} || ' ' || ${t.email}) gin_trgm_ops`),
    check('quotes_status_check', sql`${t.status} in ${sqlList(QUOTE_STATUSES)} and ${t.status} <> 'expired'`),
    check('quotes_kind_check', sql`${t.kind} in ${sqlList(QUOTE_KINDS)}`),
    check('quotes_contact_via_check', sql`${t.contactVia} in ${sqlList(QUOTE_CONTACT_CHANNELS)}`),
    check('quotes_budget_check', sql`${t.budget} is null or ${t.budget} in ${sqlList(QUOTE_BUDGETS)}`),
    check('quotes_quantity_check', sql`${t.quantity} between 1 and 1000`),
    check('quotes_delivery_fee_check', sql`${t.deliveryFeeKobo} is null or ${t.deliveryFeeKobo} >= 0`),
    check(
      'quotes_deposit_percent_check',
      sql`${t.depositPercent} is null or ${t.depositPercent} between ${sql.raw(String(DEPOSIT_PERCENT_MIN))} and ${sql.raw(String(DEPOSIT_PERCENT_MAX))}`,
    ),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: kobo('unit_price_kobo').notNull(),
  },
  (t) => [
    index('quote_lines_quote_id_idx').on(t.quoteId, t.position),
    check('quote_lines_quantity_check', sql`${t.quantity} between 1 and 1000`),
    check('quote_lines_price_check', sql`${t.unitPriceKobo} >= 0`),
  ],
);

// Photos and sketches sent with the request: private storage keys, like proofs of transfer.
export const quoteFiles = pgTable(
  'quote_files',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_files_quote_id_idx').on(t.quoteId)],
);

// The conversation between the customer and the shop; each message is mailed to the other side.
export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    author: text('author', { enum: QUOTE_MESSAGE_AUTHORS }).notNull(),
    // The staff member or the customer who wrote it; null once that account is deleted.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_messages_quote_id_idx').on(t.quoteId, t.createdAt),
    index('quote_messages_user_id_idx').on(t.userId).where(sql`${t.userId} is not null`),
    check('quote_messages_author_check', sql`${t.author} in ${sqlList(QUOTE_MESSAGE_AUTHORS)}`),
  ],
);
