import 'server-only';
import type { Database, Transaction } from '@/server/db/client';
import { stockLocations } from '@/server/db/schema';

// The shop always has a location that sells online: a variant's stock lives at one
// (docs/decisions/0064-stock-locations.md). Migration 0042 makes the first; a database emptied by hand
// (the tests' reset) gets it back here.

export const FIRST_LOCATION_NAME = 'Main warehouse';

export async function ensureFirstLocation(database: Database | Transaction) {
  const [any] = await database.select({ id: stockLocations.id }).from(stockLocations).limit(1);
  if (any) return;
  await database.insert(stockLocations).values({ name: FIRST_LOCATION_NAME, pickup: true, sellsOnline: true, position: 0 });
}
