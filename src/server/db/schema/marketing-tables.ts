import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';
import { users } from './auth-tables';
import { orders } from './order-tables';
import { products } from './catalog-tables';
import { discountCodes } from './discount-code-tables';
import { productVariants } from './variant-tables';
import type { Measure, Swatch } from '@/lib/cart/cart';

// Bringing shoppers back (docs/product.md, "Discount codes"): codes the shop gives out, and each
// order's use of one. A code's use is counted in the transaction that places the order, so its limits
// hold under concurrent checkouts.

/** One order's use of a code: what it took off, and whose use it counts as. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The confirmed address the use counts against, lower-cased (src/server/discounts/discount-check.ts):
    // the account's own once confirmed, never an address typed at checkout; null when there is none.
    // Once the account is closed, a keyed hash of the address instead (src/server/discounts/redemption-email.ts).
    customerEmail: text('customer_email'),
    amountKobo: kobo('amount_kobo').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('discount_redemptions_discount_email_idx').on(t.discountId, t.customerEmail),
    check('discount_redemptions_amount_check', sql`${t.amountKobo} >= 0`),
  ],
);

// Reviews from real buyers (docs/product.md, "Reviews"): one per product per customer, from a
// delivered order, shown once approved. A product keeps its approved reviews' count and star sum
// (products.review_count / review_rating_sum), changed in the moderation transactions.
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The delivered order that makes the reviewer a verified buyer.
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // Up to 3 photos, stored like other uploads (public media URLs once approved).
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    // As shown: the buyer's first name and state when they wrote it.
    reviewerName: text('reviewer_name').notNull(),
    reviewerState: text('reviewer_state'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_unique').on(t.productId, t.userId),
    index('reviews_product_approved_idx').on(t.productId, t.createdAt.desc()).where(sql`${t.status} = 'approved'`),
    index('reviews_status_created_idx').on(t.status, t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_photos_check', sql`coalesce(array_length(${t.photos}, 1), 0) <= 3`),
    check('reviews_status_check', sql`${t.status} in ('pending', 'approved', 'hidden')`),
  ],
);

/** Who found a review helpful: one vote per account. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

// Saved pieces: a signed-in shopper's hearts (a visitor's live in the browser until they sign in).
export const savedPieces = pgTable(
  'saved_pieces',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('saved_pieces_product_idx').on(t.productId)],
);

/** Stands for "no variant" in stock_alerts' unique index: one waiting row for the piece itself. */
export const NO_VARIANT = '00000000-0000-0000-0000-000000000000';

/**
 * "Tell me when it's back": one waiting address per sold-out piece, or per sold-out variant of it
 * (migration 0031: its own trigger on the variant's stock). A visitor's address counts once
 * confirmed by its link (only the link's hash is kept). When the piece's stock goes from 0 to more,
 * a database trigger queues one 'back-in-stock' job (migration 0018), which mails the confirmed
 * waiting addresses once each, oldest first, and sets notified_at.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant waited for ("the emerald one"); null: the piece, in any variant. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One waiting row per piece (or variant of it) and address; stock-alerts.ts's ON CONFLICT names the same expressions.
    uniqueIndex('stock_alerts_waiting_unique')
      .on(t.productId, sql`coalesce(${t.variantId}, ${sql.raw(`'${NO_VARIANT}'::uuid`)})`, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_waiting_idx').on(t.productId, t.createdAt).where(sql`${t.notifiedAt} is null and ${t.confirmedAt} is not null`),
    index('stock_alerts_variant_idx').on(t.variantId, t.createdAt).where(sql`${t.variantId} is not null`),
  ],
);

/**
 * One line of a cart kept on the server: as the browser's `cart` storage holds it (src/lib/cart), its
 * variant by label ("3-seater / Velvet"). Carts saved before variants name a `color` instead, the label
 * of that colour's variant: read them with storedLineVariant (src/server/abandoned-checkouts/cart-lines.ts).
 */
export type ServerCartLine = { productId: string; quantity: number; variant?: string | null; color?: string | null; measure?: Measure | null; swatch?: Swatch | null };

/**
 * A signed-in shopper's cart, kept on the server too (docs/product.md, "Abandoned checkouts"): it
 * follows them between devices, and when they reach checkout and do not order, they are reminded
 * at the settings' delays with a link that restores it (only the link's hash is kept). A cart is
 * recovered when an order is placed after a reminder went out.
 */
export const serverCarts = pgTable(
  'server_carts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<ServerCartLine[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the shopper opens checkout with this cart; cleared when they order.
    checkoutReachedAt: timestamp('checkout_reached_at', { withTimezone: true }),
    firstReminderAt: timestamp('first_reminder_at', { withTimezone: true }),
    secondReminderAt: timestamp('second_reminder_at', { withTimezone: true }),
    restoreTokenHash: text('restore_token_hash').unique(),
    restoreTokenExpiresAt: timestamp('restore_token_expires_at', { withTimezone: true }),
    // The order placed after a reminder, for the dashboard's "recovered".
    recoveredOrderId: uuid('recovered_order_id').references(() => orders.id, { onDelete: 'set null' }),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
  },
  (t) => [index('server_carts_checkout_reached_idx').on(t.checkoutReachedAt).where(sql`${t.checkoutReachedAt} is not null`)],
);

/**
 * Each abandoned-checkout reminder sent, kept after the cart forgets it (an order or an emptied cart clears
 * server_carts' stamps), so Reports → Marketing counts the checkouts reminded in a period and those that
 * became an order (docs/decisions/0082-what-each-figure-counts.md). One row per reminder; `order_id` is the
 * order placed after it, set by closeAbandonedCheckout.
 */
export const checkoutReminders = pgTable(
  'checkout_reminders',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the shopper reached checkout: with the user, which abandoned checkout this reminds of. */
    checkoutReachedAt: timestamp('checkout_reached_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['first', 'second'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('checkout_reminders_sent_at_idx').on(t.sentAt),
    index('checkout_reminders_user_idx').on(t.userId, t.checkoutReachedAt),
    check('checkout_reminders_kind_check', sql`${t.kind} in ('first', 'second')`),
  ],
);
