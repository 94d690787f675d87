import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';
import { products } from './catalog-tables';
import { MAX_PRODUCT_OPTIONS } from '@/lib/catalog/variant-rules';
import { LOW_STOCK_MAX } from '@/lib/catalog/low-stock';

// How a piece is offered (docs/decisions/0053-variants-are-the-unit-of-sale.md): up to three options
// (Size, Fabric, Colour), each with ordered values, and the variants sold, one combination each, with
// their own SKU, price, stock and picture. A product without options has one variant with no values.
// The product's stock_quantity is the sum of its variants' stock, kept by a trigger (migration 0027).

export const productOptions = pgTable(
  'product_options',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 1, 2 or 3: which of a variant's option columns holds this option's value. */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('product_options_position_unique').on(t.productId, t.position),
    check('product_options_position_check', sql`${t.position} between 1 and ${sql.raw(String(MAX_PRODUCT_OPTIONS))}`),
  ],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: id(),
    optionId: uuid('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    value: text('value').notNull(),
    /** A picture of the fabric or finish, shown as the value's swatch. */
    swatchImageUrl: text('swatch_image_url'),
  },
  (t) => [
    uniqueIndex('product_option_values_value_unique').on(t.optionId, sql`lower(${t.value})`),
    index('product_option_values_option_position_idx').on(t.optionId, t.position),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    // The values of options 1-3, spelled as the option's value is (null past the product's options).
    option1: text('option1'),
    option2: text('option2'),
    option3: text('option3'),
    sku: text('sku'),
    /** Null: the product's price (and sale price) apply. */
    priceKobo: kobo('price_kobo'),
    discountPriceKobo: kobo('discount_price_kobo'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** What one unit cost the shop (Shopify's "Cost per item"); null: not known. Each change is in variant_costs. */
    costKobo: kobo('cost_kobo'),
    imageUrl: text('image_url'),
    /** Made to order: calendar days before it can leave; both null: the product's lead time applies. */
    leadTimeMinDays: integer('lead_time_min_days'),
    leadTimeMaxDays: integer('lead_time_max_days'),
    /** A variant with orders is never deleted: it is archived and no longer sold. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_unique').on(t.sku),
    uniqueIndex('product_variants_combination_unique')
      .on(t.productId, sql`coalesce(lower(${t.option1}), '')`, sql`coalesce(lower(${t.option2}), '')`, sql`coalesce(lower(${t.option3}), '')`)
      .where(sql`${t.archivedAt} is null`),
    index('product_variants_product_position_idx').on(t.productId, t.position),
    // The dashboard's low stock (LOW_STOCK_MAX, src/lib/catalog/low-stock.ts, is 10): a few variants.
    index('product_variants_low_stock_idx')
      .on(t.stockQuantity, t.productId)
      .where(sql`${t.archivedAt} is null and ${t.stockQuantity} <= ${sql.raw(String(LOW_STOCK_MAX))}`),
    // Reports → Stock's variants with stock and no cost read these alone, not every variant.
    index('product_variants_no_cost_idx').on(t.id).where(sql`${t.costKobo} is null`),
    check('product_variants_stock_check', sql`${t.stockQuantity} >= 0`),
    check(
      'product_variants_lead_time_check',
      sql`(${t.leadTimeMinDays} is null and ${t.leadTimeMaxDays} is null) or (${t.leadTimeMinDays} >= 1 and ${t.leadTimeMaxDays} >= ${t.leadTimeMinDays} and ${t.leadTimeMaxDays} <= 365)`,
    ),
    check('product_variants_price_check', sql`${t.priceKobo} is null or ${t.priceKobo} >= 0`),
    check('product_variants_cost_check', sql`${t.costKobo} is null or ${t.costKobo} >= 0`),
    check(
      'product_variants_discount_check',
      sql`${t.discountPriceKobo} is null or (${t.discountPriceKobo} >= 0 and (${t.priceKobo} is null or ${t.discountPriceKobo} < ${t.priceKobo}))`,
    ),
  ],
);

/**
 * Every cost a variant has had (docs/decisions/0082-what-each-figure-counts.md, "Stock and cost"): written in
 * the transaction that changes product_variants.cost_kobo, so a sale's margin reads the cost of its day.
 */
export const variantCosts = pgTable(
  'variant_costs',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Null: from then on the cost is not known. */
    costKobo: kobo('cost_kobo'),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member (or command) who set it; null for the shop's own writes. */
    actorName: text('actor_name'),
  },
  (t) => [
    index('variant_costs_variant_from_idx').on(t.variantId, t.effectiveFrom.desc()),
    check('variant_costs_cost_check', sql`${t.costKobo} is null or ${t.costKobo} >= 0`),
  ],
);
