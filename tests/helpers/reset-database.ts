import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { db } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { bumpStorefrontVersion } from '@/server/storefront-cache';
import { ensureFirstLocation } from './locations';

// The one way a test file empties its database between tests: every table of the Drizzle schema,
// read from the schema module itself, so a table added later (with its foreign keys) is emptied
// without any test file listing it. One TRUNCATE ... RESTART IDENTITY CASCADE, on PGlite and
// PostgreSQL alike.
//
// The activity log is never emptied: it is append-only in the database itself (a trigger refuses
// TRUNCATE, docs/decisions/0037-staff-roles-and-the-activity-log.md), and it has no foreign keys.

const TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

const nameOf = (table: PgTable) => {
  const { name, schema: pgSchema } = getTableConfig(table);
  return pgSchema ? `"${pgSchema}"."${name}"` : `"${name}"`;
};

/**
 * Empties every table of the schema except `keep`: the rows the file's beforeAll wrote once and
 * its tests read (signed-in accounts, categories, settings). A kept table must not reference an
 * emptied one (CASCADE would empty it too): that is refused here, by name.
 */
export async function resetDatabase({ keep = [] }: { keep?: PgTable[] } = {}) {
  const kept = new Set<PgTable>([schema.auditLog, ...keep]);
  for (const table of kept) {
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const target = foreignKey.reference().foreignTable;
      if (!kept.has(target)) throw new Error(`resetDatabase: ${nameOf(table)} is kept but references ${nameOf(target)}, which would be emptied; keep it too.`);
    }
  }
  const emptied = TABLES.filter((table) => !kept.has(table));
  await db.execute(sql.raw(`truncate table ${emptied.map(nameOf).join(', ')} restart identity cascade`));
  await ensureFirstLocation();
  // What the storefront showed is gone: its kept pages and filter counts are read afresh.
  bumpStorefrontVersion();
}

/** The tables that hold signed-in accounts (users, their sessions, passwords, passkeys and roles): keep them to keep the callers a file signed in once. */
export const SIGNED_IN_ACCOUNTS: PgTable[] = [schema.users, schema.sessions, schema.accounts, schema.userRoles, schema.twoFactors, schema.passkeys];

/** The tables seed/delivery.ts's insertDeliveryZones writes (its zones, their states, the delivery settings); they reference users, so keep those too. */
export const DELIVERY_ZONES: PgTable[] = [schema.deliveryZones, schema.deliveryZoneStates, schema.deliverySettings];

/** The catalogue a file writes once: products with their options and variants, and the locations that hold their stock. */
export const CATALOGUE: PgTable[] = [
  schema.categories,
  schema.products,
  schema.productOptions,
  schema.productOptionValues,
  schema.productVariants,
  schema.stockLocations,
  schema.locationStock,
];
