import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';

// The codes the shop gives out (docs/product.md, "Discount codes"), kept apart from the rest of
// marketing.ts because an order names its code (orders.ts) while a code's uses name their order
// (marketing-tables.ts): with the table here, the schema files import each other in one direction only.

export const DISCOUNT_KINDS = ['percentage', 'fixed', 'free_delivery'] as const;

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    // Shown as typed; matched case-insensitively (the unique index is on lower(code)).
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    // A percentage in basis points (1250 = 12.5%); a fixed amount in kobo.
    percentBasisPoints: integer('percent_basis_points'),
    amountKobo: kobo('amount_kobo'),
    minSubtotalKobo: kobo('min_subtotal_kobo').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    // Empty: every piece. Otherwise only lines of these products (any of their variants), these
    // variants (a product narrowed to some of its variants is named by them alone) or these
    // categories are discounted.
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    variantIds: uuid('variant_ids').array().notNull().default(sql`'{}'::uuid[]`),
    categorySlugs: text('category_slugs').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    // Kept by the order transactions that use (or release) the code.
    usesCount: integer('uses_count').notNull().default(0),
    givenAwayKobo: kobo('given_away_kobo').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(sql`lower(${t.code})`),
    index('discount_codes_created_at_idx').on(t.createdAt.desc()),
    check('discount_codes_kind_check', sql`${t.kind} in ('percentage', 'fixed', 'free_delivery')`),
    check(
      'discount_codes_value_check',
      sql`(${t.kind} = 'percentage' and ${t.percentBasisPoints} between 1 and 10000 and ${t.amountKobo} is null)
        or (${t.kind} = 'fixed' and ${t.amountKobo} > 0 and ${t.percentBasisPoints} is null)
        or (${t.kind} = 'free_delivery' and ${t.amountKobo} is null and ${t.percentBasisPoints} is null)`,
    ),
    check('discount_codes_limits_check', sql`coalesce(${t.usageLimit}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0 and ${t.minSubtotalKobo} >= 0`),
    check('discount_codes_window_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('discount_codes_counts_check', sql`${t.usesCount} >= 0 and ${t.givenAwayKobo} >= 0`),
  ],
);
