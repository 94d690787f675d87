import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { products } from './catalog-tables';
import { productVariants } from './variant-tables';
import { orders } from './order-tables';
import { stockLocations } from './location-tables';
import { sqlList } from './sql-list';
import { STOCK_MOVEMENT_REASONS } from '@/lib/catalog/stock-movements';

// Every change of a variant's stock with its reason and author (docs/decisions/0054-stock-history.md),
// written in the transaction that changes the stock.
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Units added (positive) or taken (negative). */
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_MOVEMENT_REASONS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The staff member who changed it by hand; null for the shop's own moves (orders, cancellations). */
    actorName: text('actor_name'),
    /** Where the units moved; null for moves made before locations, and for the online total set by hand. */
    locationId: uuid('location_id').references(() => stockLocations.id, { onDelete: 'set null' }),
    /** The count at that location after the move (a stock count's counted number). */
    locationStockAfter: integer('location_stock_after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_created_idx').on(t.productId, t.createdAt.desc()),
    index('stock_movements_variant_created_idx').on(t.variantId, t.createdAt.desc()),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_location_created_idx').on(t.locationId, t.createdAt.desc()),
    check('stock_movements_reason_check', sql`${t.reason} in ${sqlList(STOCK_MOVEMENT_REASONS)}`),
    check('stock_movements_change_check', sql`${t.change} <> 0 and ${t.stockAfter} >= 0`),
  ],
);

/**
 * Which location each unit of an order came from (docs/decisions/0064-stock-locations.md): written when the
 * order takes its stock, moved by staff before dispatch, given back to the same places when it is cancelled.
 */
export const orderStockAllocations = pgTable(
  'order_stock_allocations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.variantId, t.locationId] }),
    index('order_stock_allocations_location_idx').on(t.locationId),
    check('order_stock_allocations_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const STOCK_TRANSFER_STATUSES = ['in_transit', 'received'] as const;

/** Stock moved from one location to another: taken when sent, added when received; in between it is on the road. */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: id(),
    fromLocationId: uuid('from_location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    toLocationId: uuid('to_location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    status: text('status', { enum: STOCK_TRANSFER_STATUSES }).notNull().default('in_transit'),
    note: text('note'),
    sentBy: text('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    receivedBy: text('received_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_transfers_sent_idx').on(t.sentAt.desc()),
    check('stock_transfers_status_check', sql`${t.status} in ${sqlList(STOCK_TRANSFER_STATUSES)}`),
    check('stock_transfers_places_check', sql`${t.fromLocationId} <> ${t.toLocationId}`),
  ],
);

export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.variantId] }), check('stock_transfer_lines_quantity_check', sql`${t.quantity} > 0`)],
);
