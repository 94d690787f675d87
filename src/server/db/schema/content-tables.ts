import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';
import { PUBLISH_STATUSES } from '@/lib/constants';
import { DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN, type OrderStage } from '@/lib/made-to-order-constants';
import { sqlList } from './sql-list';
import { SEARCH_SYNONYMS_DEFAULT } from '@/lib/search/synonyms';
import { SWATCH_SETTINGS_DEFAULTS } from '@/lib/catalog/swatch';
import { MEASURE_VISIT_DEFAULTS } from '@/lib/catalog/measure-visit';

const slugFormat = (column: unknown) => sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category'),
    displayOrder: integer('display_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_published_order_idx').on(t.published, t.displayOrder)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    author: text('author').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_status_published_at_idx').on(t.status, t.publishedAt.desc()),
    index('blog_posts_created_at_idx').on(t.createdAt.desc()),
    check('blog_posts_status_check', sql`${t.status} in ${sqlList(PUBLISH_STATUSES)}`),
    check('blog_posts_slug_format', slugFormat(t.slug)),
  ],
);

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category'),
    coverImageUrl: text('cover_image_url'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('portfolio_items_status_created_at_idx').on(t.status, t.createdAt.desc()),
    check('portfolio_items_status_check', sql`${t.status} in ${sqlList(PUBLISH_STATUSES)}`),
  ],
);

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    metaDescription: text('meta_description'),
    content: text('content').notNull().default(''),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cms_pages_created_at_idx').on(t.createdAt.desc()), check('cms_pages_slug_format', slugFormat(t.slug))],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt.desc())],
);

export type SocialMediaLinks = { facebook: string; instagram: string; twitter: string; linkedin: string };

export const websiteSettings = pgTable(
  'website_settings',
  {
    // One row only: the id is pinned to 1.
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    siteDescription: text('site_description'),
    logoUrl: text('logo_url'),
    socialMediaLinks: jsonb('social_media_links')
      .$type<SocialMediaLinks>()
      .notNull()
      .default({ facebook: '', instagram: '', twitter: '', linkedin: '' }),
    contactAddress: text('contact_address'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    footerText: text('footer_text'),
    // The floating chat button opens https://wa.me/<number>; digits with country code.
    whatsappNumber: text('whatsapp_number'),
    // Staff must sign in with two-factor before any admin screen opens. Null: decided by the
    // shop's public URL (on for https, off for a local http try-out); see docs/security.md.
    staffTwoFactorRequired: boolean('staff_two_factor_required'),
    // Checkout limits against one account emptying the shop (docs/security.md).
    maxLineQuantity: integer('max_line_quantity').notNull().default(20),
    maxOpenUnpaidOrders: integer('max_open_unpaid_orders').notNull().default(3),
    // What a receipt (a Nigerian tax invoice) must show of the supplier. Prices are VAT
    // inclusive; the rate is in basis points (750 = 7.5%) so no float ever touches it.
    legalName: text('legal_name'),
    businessAddress: text('business_address'),
    taxId: text('tax_id'),
    vatRegistered: boolean('vat_registered').notNull().default(false),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(750),
    // Payments (docs/decisions/0013-payments-ledger.md): which checkout methods are offered. Paystack
    // is offered only when PAYSTACK_SECRET_KEY is set as well.
    paystackEnabled: boolean('paystack_enabled').notNull().default(true),
    bankTransferEnabled: boolean('bank_transfer_enabled').notNull().default(false),
    payOnDeliveryEnabled: boolean('pay_on_delivery_enabled').notNull().default(true),
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    payOnDeliveryMaxKobo: kobo('pay_on_delivery_max_kobo').notNull().default(50_000_000),
    // How long an unpaid order holds its stock, per method.
    paystackReservationMinutes: integer('paystack_reservation_minutes').notNull().default(60),
    bankTransferReservationHours: integer('bank_transfer_reservation_hours').notNull().default(48),
    // Made to order (docs/decisions/0035-deposits-and-balances.md): the deposit a made-to-order
    // piece takes unless its product says otherwise, how many days the balance is due in once the
    // order is ready for delivery, and when a deposit is refundable (shown at checkout and on the
    // deposit receipt).
    depositPercent: integer('deposit_percent').notNull().default(50),
    balanceDueDays: integer('balance_due_days').notNull().default(7),
    depositPolicy: text('deposit_policy'),
    // Which stage changes mail the customer; a stage left out is mailed.
    stageMails: jsonb('stage_mails').$type<Partial<Record<OrderStage, boolean>>>().notNull().default({}),
    // How long the activity log keeps a row; the log's trigger refuses deleting anything younger.
    auditRetentionDays: integer('audit_retention_days').notNull().default(730),
    // Bringing shoppers back: after how many days of delivery a buyer is asked for a review, and how
    // many approved 4- and 5-star reviews the home page needs before it shows them instead of the
    // fixed testimonials.
    reviewRequestDays: integer('review_request_days').notNull().default(7),
    homeReviewsMinimum: integer('home_reviews_minimum').notNull().default(3),
    // Abandoned checkouts: the first reminder this many minutes after checkout was reached, the second
    // this many hours after it.
    abandonedFirstDelayMinutes: integer('abandoned_first_delay_minutes').notNull().default(60),
    abandonedSecondDelayHours: integer('abandoned_second_delay_hours').notNull().default(24),
    // The options /shop offers as filters, in order, as staff type them (docs/decisions/0056-shop-filters.md).
    shopFilterOptions: text('shop_filter_options').notNull().default('Fabric, Colour, Size'),
    // Words search treats as the same, a group per line ("sofa, couch, settee"), as staff keep them
    // (docs/decisions/0057-forgiving-search.md); a new shop starts with the trade's common ones.
    searchSynonyms: text('search_synonyms').notNull().default(SEARCH_SYNONYMS_DEFAULT),
    // Fabric and finish samples (docs/decisions/0059-fabric-samples.md): the options a swatch is offered of,
    // as staff type them, what one costs (0: free), how many one order holds, and the parcel fee of an
    // order of swatches alone (in place of its zone's fee).
    swatchOptions: text('swatch_options').notNull().default(SWATCH_SETTINGS_DEFAULTS.options),
    swatchPriceKobo: kobo('swatch_price_kobo').notNull().default(SWATCH_SETTINGS_DEFAULTS.priceKobo),
    swatchesPerOrder: integer('swatches_per_order').notNull().default(SWATCH_SETTINGS_DEFAULTS.perOrder),
    swatchParcelFeeKobo: kobo('swatch_parcel_fee_kobo').notNull().default(SWATCH_SETTINGS_DEFAULTS.parcelFeeKobo),
    // How many orders of free swatches sent free one account, or one address, may place in 7 days.
    swatchFreeOrdersPerWeek: integer('swatch_free_orders_per_week').notNull().default(SWATCH_SETTINGS_DEFAULTS.freeOrdersPerWeek),
    // "We measure for you" (docs/decisions/0062-we-measure-for-you.md): the states a fitter visits, as staff
    // type them (empty: no visits), and the fee of a visit.
    measureVisitStates: text('measure_visit_states').notNull().default(MEASURE_VISIT_DEFAULTS.states),
    measureVisitFeeKobo: kobo('measure_visit_fee_kobo').notNull().default(MEASURE_VISIT_DEFAULTS.feeKobo),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('website_settings_single_row', sql`${t.id} = 1`),
    check('website_settings_max_line_quantity', sql`${t.maxLineQuantity} between 1 and 1000`),
    check('website_settings_max_open_unpaid_orders', sql`${t.maxOpenUnpaidOrders} between 1 and 100`),
    check('website_settings_pay_on_delivery_max', sql`${t.payOnDeliveryMaxKobo} >= 0`),
    check('website_settings_reservations', sql`${t.paystackReservationMinutes} between 15 and 1440 and ${t.bankTransferReservationHours} between 1 and 336`),
    check('website_settings_deposit_percent', sql`${t.depositPercent} between ${sql.raw(String(DEPOSIT_PERCENT_MIN))} and ${sql.raw(String(DEPOSIT_PERCENT_MAX))}`),
    check('website_settings_balance_due_days', sql`${t.balanceDueDays} between 1 and 60`),
    check('website_settings_abandoned_delays', sql`${t.abandonedFirstDelayMinutes} between 15 and 1440 and ${t.abandonedSecondDelayHours} between 2 and 168`),
    check('website_settings_reviews', sql`${t.reviewRequestDays} between 1 and 60 and ${t.homeReviewsMinimum} between 1 and 12`),
    check('website_settings_audit_retention', sql`${t.auditRetentionDays} between 365 and 3650`),
    check('website_settings_swatches', sql`${t.swatchPriceKobo} >= 0 and ${t.swatchParcelFeeKobo} >= 0 and ${t.swatchesPerOrder} between 1 and 20 and ${t.swatchFreeOrdersPerWeek} between 1 and 50`),
    check('website_settings_measure_visit_fee', sql`${t.measureVisitFeeKobo} between 0 and 100000000`),
    check('website_settings_vat_rate', sql`${t.vatRateBasisPoints} between 0 and 5000`),
  ],
);
