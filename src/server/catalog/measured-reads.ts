import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { measuredPricing } from '@/server/db/schema';
import type { MeasuredRule } from '@/lib/catalog/measured-price';

// The made-to-measure rules of products (docs/decisions/0058-made-to-measure.md).

const ruleColumns = {
  productId: measuredPricing.productId,
  fabricWidthCm: measuredPricing.fabricWidthCm,
  fullnessPct: measuredPricing.fullnessPct,
  allowanceCm: measuredPricing.allowanceCm,
  makingPerWidthKobo: measuredPricing.makingPerWidthKobo,
  liningPerMetreKobo: measuredPricing.liningPerMetreKobo,
  minWidthCm: measuredPricing.minWidthCm,
  maxWidthCm: measuredPricing.maxWidthCm,
  minDropCm: measuredPricing.minDropCm,
  maxDropCm: measuredPricing.maxDropCm,
};

/** Each of these products' rule by product id; a product sold at fixed sizes has none. */
export async function measuredRulesOf(database: Database | Transaction, productIds: readonly string[]): Promise<Map<string, MeasuredRule>> {
  if (productIds.length === 0) return new Map();
  const rows = await database.select(ruleColumns).from(measuredPricing).where(inArray(measuredPricing.productId, [...productIds]));
  return new Map(rows.map(({ productId, ...rule }) => [productId, rule]));
}
