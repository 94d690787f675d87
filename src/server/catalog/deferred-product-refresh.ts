import 'server-only';
import { sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';

// Bulk writes refresh the products' filter and search columns once, at the end (migration 0040): the
// triggers otherwise refresh a product again after each statement that touches its variants or options.

const REFRESH_CHUNK = 1000;

/**
 * Runs `write` in `tx` with the refresh put off, then refreshes every product it named through `wrote`.
 * Must run inside the transaction that writes; a failure rolls the whole of it back.
 */
export async function withProductRefreshDeferred<T>(tx: Transaction, write: (wrote: (productId: string) => void) => Promise<T>): Promise<T> {
  const written = new Set<string>();
  await tx.execute(sql`select set_config('shop.defer_product_refresh', 'on', true)`);
  const result = await write((productId) => written.add(productId));
  await tx.execute(sql`select set_config('shop.defer_product_refresh', 'off', true)`);
  const ids = [...written];
  for (let at = 0; at < ids.length; at += REFRESH_CHUNK) {
    await tx.execute(sql`select products_refresh_facets(${sql.param(ids.slice(at, at + REFRESH_CHUNK))}::uuid[])`);
  }
  return result;
}
