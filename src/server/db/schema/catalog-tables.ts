import 'server-only';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';
import { DELIVERY_CLASSES, PRODUCT_STATUSES, HERO_SECTIONS, HERO_MEDIA_TYPES, MAX_ADDITIONAL_IMAGES } from '@/lib/constants';
import { DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN, PAYMENT_TERMS } from '@/lib/made-to-order-constants';
import { sqlList } from './sql-list';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    bannerImageUrl: text('banner_image_url'),
    displayOrder: integer('display_order').notNull().default(0),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    // What an e-invoice line of this category reports to the NRS (docs/decisions/0070-e-invoicing.md):
    // an HS code and MBS's product category, from the lists MBS gives; null: the shop's default.
    hsCode: text('hs_code'),
    taxProductCategory: text('tax_product_category'),
    createdAt: createdAt(),
  },
  (t) => [
    index('categories_display_order_idx').on(t.displayOrder),
    check('categories_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

type SearchableColumns = { name: AnyPgColumn; searchOptions: AnyPgColumn; description: AnyPgColumn; category: AnyPgColumn };

/** What a storefront search looks in: name, option values and SKUs, description and category, lower-cased. */
export function productSearchText(t: SearchableColumns) {
  return sql`lower(${t.name} || ' ' || ${t.searchOptions} || ' ' || coalesce(${t.description}, '') || ' ' || ${t.category})`;
}

/** The name alone, lower-cased: matches in the name are listed first. */
export function productSearchName(t: Pick<SearchableColumns, 'name'>) {
  return sql`lower(${t.name})`;
}

/** The name with the option values and SKUs: matches there come second. */
export function productSearchNameAndOptions(t: Pick<SearchableColumns, 'name' | 'searchOptions'>) {
  return sql`lower(${t.name} || ' ' || ${t.searchOptions})`;
}

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    // What a catalogue file (Shopify's product CSV) calls the product, matched by import and written by
    // export (docs/decisions/0055-catalogue-import.md). An insert that gives none has one made from the
    // name by a trigger (migration 0032), so every way of creating a product gets one; null here is
    // what asks the trigger for it.
    handle: text('handle')
      .notNull()
      .unique()
      .$defaultFn(() => sql`null`),
    sku: text('sku'),
    description: text('description'),
    category: text('category')
      .notNull()
      .references(() => categories.slug, { onUpdate: 'cascade', onDelete: 'restrict' }),
    subcategory: text('subcategory'),
    priceKobo: kobo('price_kobo').notNull(),
    discountPriceKobo: kobo('discount_price_kobo'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    // Approved reviews (src/server/db/schema/marketing-tables.ts): how many and their stars' sum, kept by
    // the moderation transactions, so a card shows the average without counting.
    reviewCount: integer('review_count').notNull().default(0),
    reviewRatingSum: integer('review_rating_sum').notNull().default(0),
    imageUrl: text('image_url'),
    thumbnailUrl: text('thumbnail_url'),
    additionalImages: text('additional_images').array().notNull().default(sql`'{}'::text[]`),
    // Code says colour; `colorVariants` and order lines' `color` keep the column's spelling because
    // action inputs, stored carts and the shapes tests build carry these keys (docs/architecture.md).
    colorVariants: text('color_variants').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    featured: boolean('featured').notNull().default(false),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    deliveryClass: text('delivery_class', { enum: DELIVERY_CLASSES }).notNull().default('parcel'),
    // Made to order: calendar days the workshop needs before the piece can leave (both null
    // when it ships from stock).
    leadTimeMinDays: integer('lead_time_min_days'),
    leadTimeMaxDays: integer('lead_time_max_days'),
    // This piece's own HS code and MBS product category on an e-invoice; null: its category's.
    hsCode: text('hs_code'),
    taxProductCategory: text('tax_product_category'),
    // How it is paid for (docs/decisions/0035-deposits-and-balances.md); deposit_percent is read
    // only when payment_terms is 'deposit' (the shop default has its own percentage in settings).
    paymentTerms: text('payment_terms', { enum: PAYMENT_TERMS }).notNull().default('shop_default'),
    depositPercent: integer('deposit_percent'),
    // What /shop's filters read (docs/decisions/0056-shop-filters.md), derived from the live variants by
    // triggers (migration 0035) whatever writes them: each variant's option values as 'fabric=velvet'
    // (option name = value, lower-cased), the cheapest price a shopper pays (sale prices counted: the
    // card's "From"), whether any variant is on sale, and the span of its variants' lead times (null:
    // every variant ships from stock).
    facetValues: text('facet_values').array().notNull().default(sql`'{}'::text[]`),
    fromPriceKobo: kobo('from_price_kobo').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(false),
    madeToOrderMinDays: integer('made_to_order_min_days'),
    madeToOrderMaxDays: integer('made_to_order_max_days'),
    // What search finds a piece by besides its name (docs/decisions/0057-forgiving-search.md): its live
    // variants' option values and SKUs and its own SKU, lower-cased, kept by the same triggers (migration 0036).
    searchOptions: text('search_options').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_status_category_idx').on(t.status, t.category),
    index('products_category_featured_idx').on(t.category, t.featured),
    index('products_created_at_id_idx').on(t.createdAt, t.id),
    // The shop's default order, featured then newest (src/server/catalog/shop-reads.ts), of active pieces:
    // a backward scan serves a page without sorting the whole catalogue.
    index('products_shop_popular_idx').on(t.featured, t.createdAt, t.id).where(sql`${t.status} = 'active'`),
    // The admin list's sorts (src/server/catalog/admin-product-reads.ts), each with the id that breaks its
    // ties, ascending so that a backward scan serves the descending sort too.
    index('products_name_sort_idx').on(sql`lower(${t.name})`, t.id),
    index('products_category_sort_idx').on(t.category, t.id),
    index('products_price_sort_idx').on(t.priceKobo, t.id),
    // /shop's filters (src/server/catalog/shop-reads.ts): option values by containment, and the price sorts.
    index('products_facet_values_idx').using('gin', t.facetValues),
    index('products_shop_price_idx').on(t.fromPriceKobo, t.id).where(sql`${t.status} = 'active'`),
    // "On sale" lists: the few live pieces on sale, so such a list never reads the whole table.
    index('products_on_sale_idx').on(t.category, t.id).where(sql`${t.status} = 'active' and ${t.onSale}`),
    index('products_stock_sort_idx').on(t.stockQuantity, t.id),
    index('products_status_sort_idx').on(t.status, t.id),
    index('products_featured_sort_idx').on(t.featured, t.id),
    // Search's typo corrections rebuild their word list when the newest change moves (src/server/catalog/search-vocabulary.ts).
    index('products_updated_at_idx').on(t.updatedAt),
    // The dashboard's low stock (LOW_STOCK_MAX, src/lib/catalog/low-stock.ts, is 10): a few active products.
    index('products_low_stock_idx').on(t.stockQuantity, t.name, t.id).where(sql`${t.status} = 'active' and ${t.stockQuantity} <= 10`),
    // Storefront search (src/server/catalog/search-reads.ts) matches these two lower-cased
    // expressions with LIKE, so the trigram indexes serve it; a lower-cased LIKE rechecks
    // a candidate row several times faster than ILIKE does.
    index('products_search_text_trgm_idx').using('gin', sql`${productSearchText(t)} gin_trgm_ops`),
    index('products_search_name_trgm_idx').using('gin', sql`${productSearchName(t)} gin_trgm_ops`),
    check('products_status_check', sql`${t.status} in ${sqlList(PRODUCT_STATUSES)}`),
    check('products_price_check', sql`${t.priceKobo} >= 0`),
    check(
      'products_discount_check',
      sql`${t.discountPriceKobo} is null or (${t.discountPriceKobo} >= 0 and ${t.discountPriceKobo} < ${t.priceKobo})`,
    ),
    check('products_stock_check', sql`${t.stockQuantity} >= 0`),
    check('products_payment_terms_check', sql`${t.paymentTerms} in ${sqlList(PAYMENT_TERMS)}`),
    check(
      'products_deposit_percent_check',
      sql`(${t.paymentTerms} = 'deposit') = (${t.depositPercent} is not null) and (${t.depositPercent} is null or ${t.depositPercent} between ${sql.raw(String(DEPOSIT_PERCENT_MIN))} and ${sql.raw(String(DEPOSIT_PERCENT_MAX))})`,
    ),
    check('products_delivery_class_check', sql`${t.deliveryClass} in ${sqlList(DELIVERY_CLASSES)}`),
    check(
      'products_lead_time_check',
      sql`(${t.leadTimeMinDays} is null and ${t.leadTimeMaxDays} is null) or (${t.leadTimeMinDays} >= 1 and ${t.leadTimeMaxDays} >= ${t.leadTimeMinDays} and ${t.leadTimeMaxDays} <= 365)`,
    ),
    check(
      'products_additional_images_max',
      sql`cardinality(${t.additionalImages}) <= ${sql.raw(String(MAX_ADDITIONAL_IMAGES))}`,
    ),
  ],
);

export const heroSlides = pgTable(
  'homepage_hero_slides',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url').notNull(),
    category: text('category')
      .notNull()
      .references(() => categories.slug, { onUpdate: 'cascade', onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('hero_slides_active_order_idx').on(t.active, t.displayOrder)],
);

export const heroMedia = pgTable(
  'hero_media_settings',
  {
    sectionName: text('section_name', { enum: HERO_SECTIONS }).primaryKey(),
    mediaType: text('media_type', { enum: HERO_MEDIA_TYPES }).notNull(),
    mediaUrl: text('media_url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hero_media_section_check', sql`${t.sectionName} in ${sqlList(HERO_SECTIONS)}`),
    check('hero_media_type_check', sql`${t.mediaType} in ${sqlList(HERO_MEDIA_TYPES)}`),
  ],
);
