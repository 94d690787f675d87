import 'server-only';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { kobo, updatedAt } from './columns';
import { products } from './catalog-tables';

// A product priced by measurement (docs/decisions/0058-made-to-measure.md): one rule per product, the
// fabric price per metre being the chosen variant's price (src/lib/catalog/measured-price.ts).
export const measuredPricing = pgTable(
  'measured_pricing',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    fabricWidthCm: integer('fabric_width_cm').notNull(),
    /** Hundredths: 175 is 1.75x the width. */
    fullnessPct: integer('fullness_pct').notNull(),
    allowanceCm: integer('allowance_cm').notNull().default(0),
    makingPerWidthKobo: kobo('making_per_width_kobo').notNull().default(0),
    /** Null: not offered lined. */
    liningPerMetreKobo: kobo('lining_per_metre_kobo'),
    minWidthCm: integer('min_width_cm').notNull(),
    maxWidthCm: integer('max_width_cm').notNull(),
    minDropCm: integer('min_drop_cm').notNull(),
    maxDropCm: integer('max_drop_cm').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('measured_pricing_sizes_check', sql`${t.fabricWidthCm} > 0 and ${t.fullnessPct} >= 100 and ${t.allowanceCm} >= 0 and ${t.minWidthCm} > 0 and ${t.minWidthCm} <= ${t.maxWidthCm} and ${t.minDropCm} > 0 and ${t.minDropCm} <= ${t.maxDropCm}`),
    check('measured_pricing_money_check', sql`${t.makingPerWidthKobo} >= 0 and coalesce(${t.liningPerMetreKobo}, 0) >= 0`),
  ],
);
