import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';
import { DELIVERY_CLASSES, DELIVERY_METHODS } from '@/lib/constants';
import { DRAFT_ORDER_STATUSES } from '@/lib/draft-orders';
import { sqlList } from './sql-list';
import type { MeasuredParts } from '@/lib/catalog/measured-price';
import { users } from './auth-tables';
import { products } from './catalog-tables';
import { productVariants } from './variant-tables';
import { stockLocations } from './location-tables';
import { orders } from './order-tables';

// Sales made by chat (docs/decisions/0066-draft-orders.md): an order staff build for a customer at
// prices they set, sent as a link the customer opens once to pay. Until then it holds no stock and
// is no order; paying turns it into one (channel 'chat'), named by order_id.

export const draftOrders = pgTable(
  'draft_orders',
  {
    id: id(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    /** A business buyer's TIN and name, carried onto the order (its e-invoice is B2B). */
    buyerTin: text('buyer_tin'),
    buyerBusinessName: text('buyer_business_name'),
    /** Delivery to a state at the zone's fee when the draft was made, or pickup at a location. */
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    deliveryState: text('delivery_state'),
    deliveryZoneName: text('delivery_zone_name'),
    pickupLocationId: uuid('pickup_location_id').references(() => stockLocations.id, { onDelete: 'set null' }),
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull(),
    /** The lines at their list prices, and what staff took off them (line prices and the discount below). */
    listSubtotalKobo: kobo('list_subtotal_kobo').notNull(),
    subtotalKobo: kobo('subtotal_kobo').notNull(),
    discountKobo: kobo('discount_kobo').notNull().default(0),
    discountReason: text('discount_reason'),
    totalKobo: kobo('total_kobo').notNull(),
    /** The deposit the customer may pay instead of the whole; null: paid in full. */
    depositKobo: kobo('deposit_kobo'),
    note: text('note'),
    status: text('status', { enum: DRAFT_ORDER_STATUSES }).notNull().default('open'),
    /** SHA-256 of the link's token: a copy of the database opens no draft. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    /** The order paying it placed. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('draft_orders_token_hash_unique').on(t.tokenHash),
    index('draft_orders_created_at_idx').on(t.createdAt, t.id),
    check('draft_orders_status_check', sql`${t.status} in ${sqlList(DRAFT_ORDER_STATUSES)}`),
    check('draft_orders_delivery_method_check', sql`${t.deliveryMethod} in ${sqlList(DELIVERY_METHODS)}`),
    check('draft_orders_contact_check', sql`${t.customerEmail} is not null or ${t.customerPhone} is not null`),
    check(
      'draft_orders_money_check',
      sql`${t.deliveryFeeKobo} >= 0 and ${t.subtotalKobo} >= 0 and ${t.discountKobo} >= 0 and ${t.totalKobo} >= 0 and ${t.listSubtotalKobo} >= ${t.subtotalKobo}`,
    ),
  ],
);

export const draftOrderLines = pgTable(
  'draft_order_lines',
  {
    id: id(),
    draftOrderId: uuid('draft_order_id')
      .notNull()
      .references(() => draftOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantLabel: text('variant_label'),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    /** The price the catalogue asked for one when the draft was made (for a measured piece, its size's). */
    listPriceKobo: kobo('list_price_kobo').notNull(),
    /** The price staff set for one. */
    priceKobo: kobo('price_kobo').notNull(),
    deliveryClass: text('delivery_class', { enum: DELIVERY_CLASSES }).notNull(),
    leadTimeMinDays: integer('lead_time_min_days'),
    leadTimeMaxDays: integer('lead_time_max_days'),
    /** A piece made to measure: the size and the price's parts, as on an order's line. */
    measurements: jsonb('measurements').$type<MeasuredParts>(),
  },
  (t) => [
    uniqueIndex('draft_order_lines_position_unique').on(t.draftOrderId, t.position),
    check('draft_order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('draft_order_lines_price_check', sql`${t.priceKobo} >= 0 and ${t.priceKobo} <= ${t.listPriceKobo}`),
  ],
);

export type DraftOrderRow = typeof draftOrders.$inferSelect;
