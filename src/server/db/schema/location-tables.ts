import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { productVariants } from './variant-tables';

// Where the stock is (docs/decisions/0064-stock-locations.md): the warehouse and the showrooms, each
// holding its own count of every variant. A variant's stock_quantity is what the website may sell: the
// sum over the locations that sell online, kept by a trigger (migration 0042). A direct write to
// stock_quantity (the product form, the list's stock editor, the import) lands on the first location
// that sells online, so those screens keep meaning what they did with one location.

export const stockLocations = pgTable(
  'stock_locations',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    /** Shoppers may choose to collect their order here. */
    pickup: boolean('pickup').notNull().default(false),
    /** Its stock counts towards what the website sells; false: a showroom-only location. */
    sellsOnline: boolean('sells_online').notNull().default(true),
    /** Business days to bring a piece here from another location, for pickup of what is not here yet. */
    restockBusinessDays: integer('restock_business_days').notNull().default(3),
    /** The order online orders take stock in: the lowest first. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_locations_name_unique').on(sql`lower(${t.name})`),
    check('stock_locations_restock_days_check', sql`${t.restockBusinessDays} between 0 and 60`),
  ],
);

/**
 * The shop's order of its locations (position, then age): online orders take stock in it, and every list
 * of locations shows it. The same order in the migrations' triggers (migration 0042).
 */
export const locationOrder = () => [asc(stockLocations.position), asc(stockLocations.createdAt), asc(stockLocations.id)];

/** One variant's count at one location; the units on their way between two are in stock_transfer_lines. */
export const locationStock = pgTable(
  'location_stock',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.variantId] }),
    index('location_stock_variant_idx').on(t.variantId),
    check('location_stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);
