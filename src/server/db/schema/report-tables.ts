import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// The sums Back office → Reports reads instead of the orders (docs/decisions/0086-kept-sales-sums.md):
// kept by triggers on orders, order_items, refunds and payments in the writing transaction (migration
// 0061), spread over a few slots so that concurrent orders of one day rarely wait on the same row, and
// rebuilt and proved equal to the orders by `npm run reports:rebuild`.

const sum = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The counted orders placed on a Lagos day and the refunds processed on it, by what the reports break
 * them down by. An order deleted since leaves its refunds under channel '' (and '' for each other key);
 * '' is also "none" for a location or a member of staff.
 */
export const salesDays = pgTable(
  'sales_days',
  {
    day: date('day').notNull(),
    channel: text('channel').notNull(),
    locationId: text('location_id').notNull(),
    soldBy: text('sold_by').notNull(),
    delivery: text('delivery').notNull(),
    slot: smallint('slot').notNull(),
    orders: sum('orders'),
    units: sum('units'),
    grossKobo: sum('gross_kobo'),
    discountsKobo: sum('discounts_kobo'),
    deliveryKobo: sum('delivery_kobo'),
    chargedKobo: sum('charged_kobo'),
    vatKobo: sum('vat_kobo'),
    refundsKobo: sum('refunds_kobo'),
    refundVatKobo: sum('refund_vat_kobo'),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.locationId, t.soldBy, t.delivery, t.slot] })],
);

/** Money received ('in': succeeded payments on the day received) and given back ('out': processed refunds) by method, a Lagos day each. */
export const moneyDays = pgTable(
  'money_days',
  {
    day: date('day').notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    method: text('method').notNull(),
    slot: smallint('slot').notNull(),
    amountKobo: sum('amount_kobo'),
  },
  (t) => [primaryKey({ columns: [t.day, t.direction, t.method, t.slot] })],
);

/**
 * What the line sums are kept by: a piece (its product, '' once deleted, and the name on the line) and its
 * variant as the reports name it ('Made to measure' for a measured line, else its variant's name, colour or
 * 'One variant'), numbered so that a year of line sums is grouped by a number rather than by three texts.
 */
export const lineKeys = pgTable(
  'line_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: text('product_id').notNull(),
    piece: text('piece').notNull(),
    variant: text('variant').notNull(),
    // What the reports' line tables group by, as numbers (migration 0070): the piece's name, the piece's and the
    // variant's names as the tables show them, and the product (a deleted one's lines by their piece's name).
    // 64-bit hashes of those texts: two different names share one with odds of about one in 10^10 at 100,000 names.
    pieceGroup: bigint('piece_group', { mode: 'bigint' }).notNull().generatedAlwaysAs(sql`hashtextextended(piece, 0)`),
    variantGroup: bigint('variant_group', { mode: 'bigint' }).notNull().generatedAlwaysAs(sql`hashtextextended(piece || ' — ' || variant, 0)`),
    productGroup: bigint('product_group', { mode: 'bigint' })
      .notNull()
      .generatedAlwaysAs(sql`hashtextextended(CASE WHEN product_id = '' THEN 'line:' || piece ELSE product_id END, 0)`),
    // The product's category now (its slug's hash, '' once the product is gone): kept by a trigger on products when
    // a piece moves to another category, with the sums rows' copies (line_category_group, migration 0070).
    categoryGroup: bigint('category_group', { mode: 'bigint' }).notNull(),
  },
  (t) => [uniqueIndex('line_keys_product_piece_variant_idx').on(t.productId, t.piece, t.variant)],
);

/**
 * A line sums row's key's groups, copied from line_keys as the row is written: a period's table is grouped and ranked
 * by them without joining its keys, and only the rows shown are named.
 */
const lineGroups = {
  categoryGroup: bigint('category_group', { mode: 'bigint' }).notNull(),
  pieceGroup: bigint('piece_group', { mode: 'bigint' }).notNull(),
  variantGroup: bigint('variant_group', { mode: 'bigint' }).notNull(),
  productGroup: bigint('product_group', { mode: 'bigint' }).notNull(),
};

/** What the line sums add up per key, per day, per month and per year. */
const lineSums = {
  orders: sum('orders'),
  pieceOrders: sum('piece_orders'),
  units: sum('units'),
  salesKobo: sum('sales_kobo'),
  swatchUnits: sum('swatch_units'),
  swatchSalesKobo: sum('swatch_sales_kobo'),
  costKobo: sum('cost_kobo'),
  costUnknown: sum('cost_unknown'),
};

/**
 * The lines of the counted orders placed on a Lagos day, by line key: units, sales, and the orders with such a
 * line (`orders`), and of them those for which it is the piece's first variant on the order (`piece_orders`),
 * so an order is counted once per piece. For the stock report: the swatches among them (samples, no stock),
 * and the other lines' cost where known (`cost_kobo`) and how many lines have none (`cost_unknown`).
 */
export const lineSalesDays = pgTable(
  'line_sales_days',
  {
    day: date('day').notNull(),
    lineKey: integer('line_key').notNull(),
    slot: smallint('slot').notNull(),
    ...lineGroups,
    ...lineSums,
  },
  (t) => [
    primaryKey({ columns: [t.day, t.lineKey, t.slot] }),
    // The stock report's pieces not sold lately, and each one's last sale.
    index('line_sales_days_key_day_idx').on(t.lineKey, t.day),
  ],
);

/**
 * The same line sums per calendar year (of Lagos days): a year, or a year to date, is its row per key less the
 * months and days outside the range, instead of every day of it (`calendarParts`, src/lib/reports/periods.ts).
 */
export const lineSalesYears = pgTable(
  'line_sales_years',
  {
    year: integer('year').notNull(),
    lineKey: integer('line_key').notNull(),
    slot: smallint('slot').notNull(),
    ...lineGroups,
    ...lineSums,
  },
  // A piece moved to another category: its keys' rows are found by key.
  (t) => [primaryKey({ columns: [t.year, t.lineKey, t.slot] }), index('line_sales_years_key_idx').on(t.lineKey)],
);

/**
 * The same line sums per calendar month (of Lagos days, `month` its first): a month, or a month to date, is its
 * row per key less the days outside the range (migration 0075). A month's piece table hashed ~100,000 day rows
 * where its keys have ~66,000 month rows.
 */
export const lineSalesMonths = pgTable(
  'line_sales_months',
  {
    month: date('month').notNull(),
    lineKey: integer('line_key').notNull(),
    slot: smallint('slot').notNull(),
    ...lineGroups,
    ...lineSums,
  },
  // A piece moved to another category: its keys' rows are found by key.
  (t) => [primaryKey({ columns: [t.month, t.lineKey, t.slot] }), index('line_sales_months_key_idx').on(t.lineKey)],
);

/**
 * The same line sums per calendar month and per group of a piece, variant or product table (`grouping`: 'piece_group',
 * 'variant_group' or 'product_group', `grp` the group's number from line_keys), one row each, no slots, with the
 * group's first key (`line_key`) to name it by (migration 0078). A whole month's table reads its first rows by sales
 * from an index instead of adding up ~66,000 key rows (docs/decisions/0086-kept-sales-sums.md, amendment "groups per
 * month"). A key's piece, variant and product never change, so neither do these groups; categories do, and are not
 * kept here.
 */
export const lineGroupMonths = pgTable(
  'line_group_months',
  {
    month: date('month').notNull(),
    grouping: text('grouping').notNull(),
    grp: bigint('grp', { mode: 'bigint' }).notNull(),
    lineKey: integer('line_key').notNull(),
    ...lineSums,
  },
  (t) => [
    primaryKey({ columns: [t.month, t.grouping, t.grp] }),
    // What the tables rank by: Sales' line sales, and Stock's less the swatches'.
    index('line_group_months_sales_idx').on(t.month, t.grouping, t.salesKobo),
    index('line_group_months_stock_sales_idx').on(t.month, t.grouping, sql`(${t.salesKobo} - ${t.swatchSalesKobo})`),
  ],
);

/** A location's or a piece's stock and what it is worth now, as Reports → Stock reads it (`valueSums` in src/server/reports/stock-reads.ts). */
const stockValue = {
  units: sum('units'),
  atCostKobo: sum('at_cost_kobo'),
  atPriceKobo: sum('at_price_kobo'),
  noCostUnits: sum('no_cost_units'),
};

/**
 * Each location's stock: its units, their value at cost (the units whose variant has a cost), at today's price,
 * and the units without a cost; kept by triggers on location_stock, product_variants and products (migration
 * 0068), in slots like the sales sums (64 of them since migration 0069: every checkout takes from the website's
 * location). A location deleted since leaves rows that no report reads.
 */
export const locationStockValues = pgTable(
  'location_stock_values',
  { locationId: uuid('location_id').notNull(), slot: smallint('slot').notNull(), ...stockValue },
  (t) => [primaryKey({ columns: [t.locationId, t.slot] })],
);

/** The same per piece, every location together. */
export const productStockValues = pgTable('product_stock_values', { productId: uuid('product_id').primaryKey(), ...stockValue }, (t) => [
  // Reports → Stock counts the pieces with units but no cost per item (piecesWithoutCost) from this alone.
  index('product_stock_values_no_cost_idx').on(t.productId).where(sql`${t.noCostUnits} > 0`),
]);

/**
 * Each piece's last Lagos day with a counted sale (its line keys' orders that day add up to more than none), for
 * Reports → Stock's pieces not sold lately; kept with the line sums (migration 0069). Not a sum: taking a day's
 * sale off looks the last day up again in line_sales_days. Every piece has a row from its creation, its day null
 * until it sells (migration 0076), so the unsold lists read the few pieces sold long ago or never by their day.
 */
export const pieceLastSales = pgTable('piece_last_sales', { productId: uuid('product_id').primaryKey(), day: date('day') }, (t) => [
  index('piece_last_sales_day_idx').on(t.day),
]);
