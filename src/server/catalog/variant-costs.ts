import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { productVariants, variantCosts } from '@/server/db/schema';
import { actorNameNow } from '@/server/audit/audit-actor';

// A variant's cost per item (product_variants.cost_kobo) and its history (variant_costs): every change is
// a history row, written by the transaction that changes the cost (docs/decisions/0082-what-each-figure-counts.md).

export type CostChange = { variantId: string; costKobo: number | null };

/** Keeps the new costs in their history, from now, naming who set them. */
export async function recordCostChanges(tx: Transaction, changes: readonly CostChange[]) {
  if (changes.length === 0) return;
  const actorName = actorNameNow();
  await tx.insert(variantCosts).values(changes.map((change) => ({ ...change, actorName })));
}

/** The cost of each variant of these products (null: not known), by variant id. */
export async function variantCostsOf(database: Database | Transaction, productIds: readonly string[]): Promise<Map<string, number | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await database
    .select({ id: productVariants.id, costKobo: productVariants.costKobo })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.costKobo]));
}
