import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';
import { users } from './auth-tables';

// Delivery priced by zone (docs/decisions/0011-delivery-zones-and-windows.md): the shop
// groups the 36 states and the FCT into zones, each with a fee per delivery class and a
// delivery time in business days. A state belongs to at most one zone; a state in no active
// zone cannot be delivered to (the shopper may still pick up at the showroom).

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    name: text('name').notNull().unique(),
    parcelFeeKobo: kobo('parcel_fee_kobo').notNull(),
    largeFeeKobo: kobo('large_fee_kobo').notNull(),
    minBusinessDays: integer('min_business_days').notNull(),
    maxBusinessDays: integer('max_business_days').notNull(),
    // Whether the shopper may pay the courier on arrival in this zone (payments).
    payOnDelivery: boolean('pay_on_delivery').notNull().default(false),
    active: boolean('active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_zones_fees_check', sql`${t.parcelFeeKobo} >= 0 and ${t.largeFeeKobo} >= 0`),
    check(
      'delivery_zones_days_check',
      sql`${t.minBusinessDays} >= 0 and ${t.maxBusinessDays} >= ${t.minBusinessDays} and ${t.maxBusinessDays} <= 90`,
    ),
  ],
);

/** One row per state that a zone serves; the primary key keeps a state in one zone only. */
export const deliveryZoneStates = pgTable(
  'delivery_zone_states',
  {
    state: text('state').primaryKey(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
  },
  (t) => [index('delivery_zone_states_zone_id_idx').on(t.zoneId)],
);

/** One row (id 1): free delivery above a subtotal, and showroom pickup. */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    id: integer('id').primaryKey().default(1),
    // Orders whose subtotal reaches this are delivered free; null: never free.
    freeDeliveryThresholdKobo: kobo('free_delivery_threshold_kobo'),
    pickupEnabled: boolean('pickup_enabled').notNull().default(true),
    pickupReadyBusinessDays: integer('pickup_ready_business_days').notNull().default(2),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_settings_single_row', sql`${t.id} = 1`),
    check('delivery_settings_threshold_check', sql`${t.freeDeliveryThresholdKobo} is null or ${t.freeDeliveryThresholdKobo} > 0`),
    check('delivery_settings_pickup_days_check', sql`${t.pickupReadyBusinessDays} between 0 and 60`),
  ],
);

