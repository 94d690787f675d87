import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { products } from './catalog-tables';
import { productVariants } from './variant-tables';
import { orders } from './order-tables';
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
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_created_idx').on(t.productId, t.createdAt.desc()),
    index('stock_movements_variant_created_idx').on(t.variantId, t.createdAt.desc()),
    index('stock_movements_order_idx').on(t.orderId),
    check('stock_movements_reason_check', sql`${t.reason} in ${sqlList(STOCK_MOVEMENT_REASONS)}`),
    check('stock_movements_change_check', sql`${t.change} <> 0 and ${t.stockAfter} >= 0`),
  ],
);
