import 'server-only';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo, updatedAt } from './columns';
import { STAFF_ROLES } from '@/lib/staff-roles';
import { sqlList } from './sql-list';
import { users } from './auth-tables';
import { stockLocations } from './location-tables';

// Selling in the showroom (docs/decisions/0065-selling-in-the-showroom.md): how much each role may take
// off a sale by hand, and the day's cash-up at each location.

/** The largest manual discount a role may give, as a percentage of the sale; a role without a row gives none. */
export const staffDiscountLimits = pgTable(
  'staff_discount_limits',
  {
    role: text('role', { enum: STAFF_ROLES }).primaryKey(),
    maxPercent: smallint('max_percent').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('staff_discount_limits_role_check', sql`${t.role} in ${sqlList(STAFF_ROLES)}`),
    check('staff_discount_limits_percent_check', sql`${t.maxPercent} between 0 and 100`),
  ],
);

/** What one method took, by one person, on the day of a cash-up; `refunded`: cash given back at the desk (a negative amount). */
export type CashUpTaking = { method: string; staffName: string; kobo: number; refunded?: boolean };

/**
 * A location's day closed: what each method took by person, and the cash counted against the cash expected.
 * A day may be closed more than once (`sequence` 1, 2...): each cash-up covers the money not in an earlier
 * one, so cash taken after a close goes into the next (docs/decisions/0065-selling-in-the-showroom.md).
 */
export const cashUps = pgTable(
  'cash_ups',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    /** The Lagos calendar day closed. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    sequence: integer('sequence').notNull().default(1),
    takings: jsonb('takings').$type<CashUpTaking[]>().notNull(),
    expectedCashKobo: kobo('expected_cash_kobo').notNull(),
    countedCashKobo: kobo('counted_cash_kobo').notNull(),
    note: text('note'),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedByName: text('closed_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Two closes of the same day at once: the second is refused, not a cash-up of the same money twice.
    uniqueIndex('cash_ups_location_day_sequence_unique').on(t.locationId, t.businessDay, t.sequence),
    // Expected cash may be below zero (more refunded at the desk than taken); counted cash may not.
    check('cash_ups_counted_check', sql`${t.countedCashKobo} >= 0`),
  ],
);

// Which cash-up counted each payment and each desk refund: one cash-up each (the primary key), so a later
// cash-up of the day takes only what no earlier one did. No foreign key to payments or refunds, as
// payments.reverses_payment_id: payments are never deleted, and a refund deleted later stays counted.
export const cashUpPayments = pgTable(
  'cash_up_payments',
  {
    paymentId: uuid('payment_id').primaryKey(),
    cashUpId: uuid('cash_up_id')
      .notNull()
      .references(() => cashUps.id, { onDelete: 'cascade' }),
  },
  (t) => [index('cash_up_payments_cash_up_idx').on(t.cashUpId)],
);

export const cashUpRefunds = pgTable(
  'cash_up_refunds',
  {
    refundId: uuid('refund_id').primaryKey(),
    cashUpId: uuid('cash_up_id')
      .notNull()
      .references(() => cashUps.id, { onDelete: 'cascade' }),
  },
  (t) => [index('cash_up_refunds_cash_up_idx').on(t.cashUpId)],
);
