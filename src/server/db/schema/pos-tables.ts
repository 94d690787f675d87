import 'server-only';
import { sql } from 'drizzle-orm';
import { check, date, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** What one method took, by one person, on the day of a cash-up. */
export type CashUpTaking = { method: string; staffName: string; kobo: number };

/** A location's day closed: what each method took by person, and the cash counted against the cash expected. */
export const cashUps = pgTable(
  'cash_ups',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    /** The Lagos calendar day closed. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    takings: jsonb('takings').$type<CashUpTaking[]>().notNull(),
    expectedCashKobo: kobo('expected_cash_kobo').notNull(),
    countedCashKobo: kobo('counted_cash_kobo').notNull(),
    note: text('note'),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedByName: text('closed_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cash_ups_location_day_unique').on(t.locationId, t.businessDay),
    check('cash_ups_counted_check', sql`${t.countedCashKobo} >= 0 and ${t.expectedCashKobo} >= 0`),
  ],
);
