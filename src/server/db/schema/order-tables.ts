import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';
import { CHECKOUT_PAYMENT_METHODS, DELIVERY_CLASSES, DELIVERY_METHODS, ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from '@/lib/constants';
import { ORDER_EVENT_KINDS, ORDER_STAGES } from '@/lib/made-to-order-constants';
import { REFUND_PAYOUT_METHODS } from '@/lib/refund-payout';
import { sqlList } from './sql-list';
import type { MeasuredParts } from '@/lib/catalog/measured-price';
import type { Swatch } from '@/lib/cart/cart';
import { users } from './auth-tables';
import { products } from './catalog-tables';
import { productVariants } from './variant-tables';
import { discountCodes } from './discount-code-tables';
import { stockLocations } from './location-tables';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull().unique(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    // A business buyer's Tax Identification Number and registered name: its e-invoice is B2B and is
    // transmitted to the buyer (docs/decisions/0070-e-invoicing.md). Null for a consumer.
    buyerTin: text('buyer_tin'),
    buyerBusinessName: text('buyer_business_name'),
    shippingAddress: text('shipping_address').notNull(),
    // total = subtotal (the lines) + delivery fee - discount, all fixed when the order is placed.
    subtotalKobo: kobo('subtotal_kobo').notNull(),
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull().default(0),
    // A discount code's saving (src/server/db/schema/discount-code-tables.ts): never more than the lines it
    // applies to, and on the delivery fee only for a free-delivery code.
    discountCode: text('discount_code'),
    discountKobo: kobo('discount_kobo').notNull().default(0),
    // The code by id: discount_code is the spelling the order was placed with, and a code may since
    // have been renamed, or another made with that name. Its use is counted again by this.
    discountId: uuid('discount_id').references((): AnyPgColumn => discountCodes.id, { onDelete: 'restrict' }),
    totalAmountKobo: kobo('total_amount_kobo').notNull(),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull().default('delivery'),
    // The state delivered to and the zone that priced it, as they were at checkout.
    deliveryState: text('delivery_state'),
    deliveryZoneName: text('delivery_zone_name'),
    // Where a pickup order is collected (docs/decisions/0064-stock-locations.md); null for delivery and for
    // pickups from before locations, collected at the shop's contact address.
    pickupLocationId: uuid('pickup_location_id').references(() => stockLocations.id, { onDelete: 'restrict' }),
    // Where the order was made (docs/decisions/0065-selling-in-the-showroom.md): the website, a showroom's
    // Sell screen (at sold_at_location_id, by sold_by), or a draft sent by chat.
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('website'),
    soldAtLocationId: uuid('sold_at_location_id').references(() => stockLocations.id, { onDelete: 'restrict' }),
    soldBy: text('sold_by').references(() => users.id, { onDelete: 'set null' }),
    // A discount staff gave by hand (within their role's limit), and why; it is part of discount_kobo.
    manualDiscountReason: text('manual_discount_reason'),
    // Estimated window as Lagos calendar dates; null on orders placed before delivery pricing.
    // An admin may move it (a delay), and the shopper is mailed when it moves.
    deliveryWindowStart: date('delivery_window_start', { mode: 'string' }),
    deliveryWindowEnd: date('delivery_window_end', { mode: 'string' }),
    notes: text('notes'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    // When the order was marked delivered (set by a trigger, migration 0018), and when its buyer
    // was asked for a review (the review request goes out a setting's days after delivery).
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    // An order of fabric and finish swatches alone, a sample order to post (docs/decisions/0059-fabric-samples.md),
    // and when its buyer was mailed the pieces made in them, a few days after delivery.
    samples: boolean('samples').notNull().default(false),
    samplesFollowedUpAt: timestamp('samples_followed_up_at', { withTimezone: true }),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    // How the shopper chose to pay; null on orders placed before payments were taken online.
    paymentMethod: text('payment_method', { enum: CHECKOUT_PAYMENT_METHODS }),
    // The order holds its stock until then unless paid; null: no deadline (pay on delivery, paid).
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    // Why the shop cancelled it on its own ("not paid in time"); null for an admin's cancel.
    cancelReason: text('cancel_reason'),
    // What the shop itself wants an admin to know about the order's money, e.g. a reservation ended
    // without Paystack's word: "Check Paystack before refunding" (docs/decisions/0013-payments-ledger.md).
    paymentNote: text('payment_note'),
    // Money received (succeeded payments, reversals taken off) less processed refunds, kept by a
    // trigger on payments and refunds in the same transaction (migration 0008,
    // docs/decisions/0029-needs-attention-from-kept-sums.md): "money to refund" reads it instead of
    // summing every payment of every cancelled order.
    heldKobo: kobo('held_kobo').notNull().default(0),
    // What the reports add up without reading the lines (migration 0061, docs/decisions/0086-kept-sales-sums.md):
    // the VAT rate the order was charged at (the shop's rate as it was placed, 0 while not VAT registered),
    // and its lines' units and VAT at that rate, kept by a trigger on order_items in the same transaction.
    vatRateBasisPoints: integer('vat_rate_bp').notNull().default(sql`shop_vat_rate()`),
    units: integer('units').notNull().default(0),
    lineVatKobo: kobo('line_vat_kobo').notNull().default(0),
    // Sent by the checkout page so a double submit places one order, not two.
    idempotencyKey: text('idempotency_key').unique(),
    // Made to order (docs/decisions/0035-deposits-and-balances.md). The amount due first when the
    // shopper chose to pay a deposit; null when the order is paid in full.
    depositKobo: kobo('deposit_kobo'),
    // When the balance falls due: set as the order reaches Ready for delivery.
    balanceDueAt: timestamp('balance_due_at', { withTimezone: true }),
    // Why an admin let the order leave with a balance still owed (cash on delivery, a trusted customer).
    balanceWaivedReason: text('balance_waived_reason'),
    // The finer step the buyer follows (docs/product.md, "Following an order"); null until the
    // order is confirmed by its first payment or an admin. Each change is an order_events row.
    stage: text('stage', { enum: ORDER_STAGES }),
    // Who takes it to the door, recorded with Out for delivery.
    courierName: text('courier_name'),
    courierPhone: text('courier_phone'),
    // After Delivered: the buyer confirmed receipt, or reported a problem (within 48 hours).
    receiptConfirmedAt: timestamp('receipt_confirmed_at', { withTimezone: true }),
    problemReportedAt: timestamp('problem_reported_at', { withTimezone: true }),
    problemReport: text('problem_report'),
    problemPhotoKeys: text('problem_photo_keys').array().notNull().default(sql`'{}'::text[]`),
    // An admin dealt with the report; it leaves Needs attention.
    problemResolvedAt: timestamp('problem_resolved_at', { withTimezone: true }),
    // The quote this order was made from (accepting it places the order).
    quoteId: uuid('quote_id'),
    // Set once the shopper's confirmation mail has gone out; null means it is still owed
    // (mail is sent after the order commits and never blocks it).
    confirmationMailedAt: timestamp('confirmation_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Every list reads newest first with id as the tie-break: these serve the ORDER BY and LIMIT
    // (and an OFFSET from the index alone), whole or within a status or payment status. Ascending
    // on purpose: read backwards they are exactly ORDER BY ... DESC (nulls first), which an index
    // declared DESC (nulls last, as the schema builder writes it) never matched, so every page
    // sorted the whole table (docs/decisions/0030-admin-lists-at-a-million-orders.md).
    index('orders_created_at_id_idx').on(t.createdAt, t.id),
    index('orders_total_id_idx').on(t.totalAmountKobo, t.id),
    index('orders_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('orders_payment_status_created_at_idx').on(t.paymentStatus, t.createdAt, t.id),
    // The dashboard's orders per day of the last 30 (cancelled ones left out), from the index alone.
    index('orders_created_at_status_idx').on(t.createdAt, t.status),
    index('orders_money_to_refund_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'cancelled' and ${t.heldKobo} > 0`),
    index('orders_user_id_idx').on(t.userId),
    // A member of staff deleted: their showroom sales are let go of (sold_by set null) without reading every order.
    index('orders_sold_by_idx').on(t.soldBy).where(sql`${t.soldBy} is not null`),
    // The Orders list filtered to sample orders, newest first, and the sample orders still to follow up.
    index('orders_samples_created_at_idx').on(t.createdAt, t.id).where(sql`${t.samples}`),
    index('orders_samples_follow_up_idx').on(t.deliveredAt).where(sql`${t.samples} and ${t.samplesFollowedUpAt} is null`),
    index('orders_discount_id_idx').on(t.discountId).where(sql`${t.discountId} is not null`),
    // Reports → Marketing's discount codes: the orders placed with a code in a period, without reading the others.
    index('orders_with_code_created_at_idx').on(t.createdAt).where(sql`${t.discountCode} is not null or ${t.discountId} is not null`),
    // The Orders list filtered by channel, newest first; the website's orders are most, so only the others.
    // Reports → Made to order: the orders with a deposit, whose payments it splits into deposit and balance.
    index('orders_deposit_id_idx').on(t.id).where(sql`${t.depositKobo} is not null`),
    // …and the orders still open at a stage, those still open past their promised date, and those delivered late.
    index('orders_open_stage_idx').on(t.stage).where(sql`${t.stage} is not null and ${t.status} not in ('delivered', 'cancelled')`),
    index('orders_open_window_end_idx').on(t.deliveryWindowEnd).where(sql`${t.deliveryWindowEnd} is not null and ${t.status} not in ('delivered', 'cancelled')`),
    index('orders_delivered_late_idx').on(t.deliveredAt).where(sql`(${t.deliveredAt} at time zone 'Africa/Lagos')::date > ${t.deliveryWindowEnd}`),
    index('orders_channel_created_at_idx').on(t.channel, t.createdAt, t.id).where(sql`${t.channel} <> 'website'`),
    index('orders_payment_due_at_idx').on(t.paymentDueAt).where(sql`${t.paymentDueAt} is not null`),
    index('orders_customer_email_idx').on(sql`lower(${t.customerEmail})`),
    // The admin list searches order number, customer name and email as one case-insensitive
    // substring (ILIKE), which a trigram index serves; queries must use this same expression.
    index('orders_search_trgm_idx').using(
      'gin',
      sql`(${t.orderNumber} || ' ' || ${t.customerName} || ' ' || ${t.customerEmail}) gin_trgm_ops`,
    ),
    check('orders_status_check', sql`${t.status} in ${sqlList(ORDER_STATUSES)}`),
    check('orders_channel_check', sql`${t.channel} in ${sqlList(ORDER_CHANNELS)}`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ${sqlList(PAYMENT_STATUSES)}`),
    check('orders_total_check', sql`${t.totalAmountKobo} >= 0`),
    check(
      'orders_amounts_check',
      sql`${t.subtotalKobo} >= 0 and ${t.deliveryFeeKobo} >= 0 and ${t.discountKobo} >= 0 and ${t.discountKobo} <= ${t.subtotalKobo} + ${t.deliveryFeeKobo} and ${t.totalAmountKobo} = ${t.subtotalKobo} + ${t.deliveryFeeKobo} - ${t.discountKobo}`,
    ),
    check('orders_deposit_check', sql`${t.depositKobo} is null or (${t.depositKobo} > 0 and ${t.depositKobo} < ${t.totalAmountKobo})`),
    check('orders_stage_check', sql`${t.stage} is null or ${t.stage} in ${sqlList(ORDER_STAGES)}`),
    index('orders_problem_open_idx').on(t.problemReportedAt).where(sql`${t.problemReportedAt} is not null and ${t.problemResolvedAt} is null`),
    index('orders_balance_due_idx').on(t.balanceDueAt).where(sql`${t.balanceDueAt} is not null and ${t.paymentStatus} = 'deposit_paid'`),
    check('orders_payment_method_check', sql`${t.paymentMethod} is null or ${t.paymentMethod} in ${sqlList(CHECKOUT_PAYMENT_METHODS)}`),
    check('orders_delivery_method_check', sql`${t.deliveryMethod} in ${sqlList(DELIVERY_METHODS)}`),
    check(
      'orders_delivery_window_check',
      sql`(${t.deliveryWindowStart} is null) = (${t.deliveryWindowEnd} is null) and (${t.deliveryWindowStart} is null or ${t.deliveryWindowEnd} >= ${t.deliveryWindowStart})`,
    ),
  ],
);

// How many orders there are of each status and payment status, kept by a trigger on orders in the
// transaction of every insert, delete or change of either (migration 0008,
// docs/decisions/0028-order-counts-kept-by-the-database.md), so the Orders list and the dashboard
// count a million orders without reading them. Each change adds to one of 16 slots picked at
// random, so buyers placing orders at once do not queue on one row; a count is the sum of its slots.
export const orderCounts = pgTable(
  'order_counts',
  {
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    slot: smallint('slot').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.paymentStatus, t.slot] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Kept null when the product is deleted; name and price stay on the line.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    priceKobo: kobo('price_kobo').notNull(),
    totalKobo: kobo('total_kobo').notNull(),
    // The colour the shopper chose (null when the product has no colours).
    color: text('color'),
    // The variant sold (set null if it is ever deleted) and, kept on the line, what it was called
    // ("3-seater / Velvet", null for a product without options) and its SKU.
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantLabel: text('variant_label'),
    sku: text('sku'),
    deliveryClass: text('delivery_class', { enum: DELIVERY_CLASSES }).notNull().default('parcel'),
    leadTimeMinDays: integer('lead_time_min_days'),
    leadTimeMaxDays: integer('lead_time_max_days'),
    // A piece made to measure: the size asked for and the price's parts, so the workshop can cut from
    // the order (docs/decisions/0058-made-to-measure.md); null for every other line.
    measurements: jsonb('measurements').$type<MeasuredParts>(),
    // A swatch of one of the piece's fabrics or finishes, its option and value ({"option":"Fabric","value":"Velvet"}):
    // the piece names it, no stock is taken (docs/decisions/0059-fabric-samples.md); null for every other line.
    swatch: jsonb('swatch').$type<Swatch>(),
    // What one unit cost the shop, recorded as the line is written: its variant's cost in force when the order
    // was placed, else the variant's first cost once one is entered; null when not known, for a line made to
    // measure and for a swatch (migration 0064, docs/decisions/0082-what-each-figure-counts.md).
    unitCostKobo: kobo('unit_cost_kobo'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    index('order_items_variant_id_idx').on(t.variantId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_money_check', sql`${t.priceKobo} >= 0 and ${t.totalKobo} >= 0`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    totalOrders: integer('total_orders').notNull().default(0),
    totalSpentKobo: kobo('total_spent_kobo').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    index('customers_created_at_id_idx').on(t.createdAt, t.id),
    // The admin list's search: a substring of the name or the email (ILIKE).
    index('customers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    // Set null when the order is deleted; the list then shows 'N/A'.
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amountKobo: kobo('amount_kobo').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    notes: text('notes'),
    processedBy: text('processed_by').references(() => users.id, { onDelete: 'set null' }),
    // Set when the money went back through Paystack's refund API: its refund id, which its
    // refund webhooks name, and the state it last reported.
    paystackRefundId: text('paystack_refund_id').unique(),
    paystackStatus: text('paystack_status'),
    // The payment this money comes back from (docs/decisions/0051-refunds-split-across-payments.md):
    // a refund of an order paid in several parts is split, one row per payment, each up to what is
    // left on it. Null on refunds recorded before the split (of the order as a whole) and on a
    // rejected one. No foreign key, as payments.reverses_payment_id: payments are never deleted.
    paymentId: uuid('payment_id'),
    // The admin form's key for one "Create Refund" (made when the form opens, kept across re-sends),
    // on each part it made: a create sent again finds them instead of refunding again.
    idempotencyKey: text('idempotency_key'),
    // How the money went back (docs/decisions/0074-how-a-refund-went-back.md): cash handed over at
    // `payout_location_id`, a bank transfer, or Paystack; null while it has not gone back. Only cash at a
    // location comes out of that location's drawer, on the day it was processed (src/server/pos/cash-up.ts).
    payoutMethod: text('payout_method', { enum: REFUND_PAYOUT_METHODS }),
    payoutLocationId: uuid('payout_location_id').references(() => stockLocations.id, { onDelete: 'restrict' }),
    // When it became processed; kept while later edits change its reason or notes (updated_at moves).
    processedAt: timestamp('processed_at', { withTimezone: true }),
    // The VAT inside the amount at its order's rate, worked out by a trigger as it is written (migration 0061).
    vatKobo: kobo('vat_kobo').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_created_at_id_idx').on(t.createdAt, t.id),
    // The cash-up's cash handed back at a location on a day.
    index('refunds_cash_payout_idx').on(t.payoutLocationId, t.processedAt).where(sql`${t.payoutMethod} = 'cash'`),
    check('refunds_payout_method_check', sql`${t.payoutMethod} in ${sqlList(REFUND_PAYOUT_METHODS)}`),
    check('refunds_payout_location_check', sql`(${t.payoutMethod} = 'cash') = (${t.payoutLocationId} is not null)`),
    // A create sent again finds its parts by the key, under the order's lock (create-refund.ts).
    index('refunds_idempotency_key_idx').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    // The dashboard's refunds of the last 30 days (processed on the day of their last change).
    index('refunds_processed_at_idx').on(t.updatedAt).where(sql`${t.status} = 'processed'`),
    index('refunds_order_id_idx').on(t.orderId),
    // Deleting an account sets processed_by to null on its refunds: found here, not by reading all of them.
    index('refunds_processed_by_idx').on(t.processedBy).where(sql`${t.processedBy} is not null`),
    check('refunds_status_check', sql`${t.status} in ${sqlList(REFUND_STATUSES)}`),
    check('refunds_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

// An order's timeline (docs/product.md, "Following an order"): each stage reached, with its date and
// the admin who set it, workshop photos and a note the customer sees, and each move of the
// delivery window. Written in the transaction that changes the order.
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    // The stage reached (kind 'stage').
    stage: text('stage', { enum: ORDER_STAGES }),
    // What the customer is told ("frame built, upholstery next week").
    note: text('note'),
    // Private storage keys of workshop photos, served to the order's owner and staff only.
    photoKeys: text('photo_keys').array().notNull().default(sql`'{}'::text[]`),
    // The delivery window after the move (kind 'window').
    windowStart: date('window_start', { mode: 'string' }),
    windowEnd: date('window_end', { mode: 'string' }),
    // Null: the shop itself (a payment confirmed the order), or the admin's account was deleted.
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_id_idx').on(t.orderId, t.createdAt),
    index('order_events_created_by_idx').on(t.createdBy).where(sql`${t.createdBy} is not null`),
    check('order_events_kind_check', sql`${t.kind} in ${sqlList(ORDER_EVENT_KINDS)}`),
    check('order_events_stage_check', sql`(${t.kind} = 'stage') = (${t.stage} is not null)`),
  ],
);
