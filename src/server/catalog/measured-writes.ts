import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { measuredPricing } from '@/server/db/schema';
import type { MeasuredRule } from '@/lib/catalog/measured-price';

/**
 * Sets a product's made-to-measure rule (docs/decisions/0058-made-to-measure.md), or with null sells it at
 * fixed sizes again. One function for the product form, the demo seed and the tests, in the caller's
 * transaction.
 */
export async function saveMeasuredRule(tx: Transaction, productId: string, rule: MeasuredRule | null): Promise<void> {
  if (!rule) {
    await tx.delete(measuredPricing).where(eq(measuredPricing.productId, productId));
    return;
  }
  await tx
    .insert(measuredPricing)
    .values({ productId, ...rule })
    .onConflictDoUpdate({ target: measuredPricing.productId, set: { ...rule, updatedAt: new Date() } });
}
