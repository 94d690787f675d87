import 'server-only';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { productSearchText, products, productVariants } from '@/server/db/schema';
import { containsPattern } from '@/server/db/contains-pattern';

/**
 * Variants whose product's name or own SKU holds `text`, for a query that joins products to their
 * variants: the products first from the search text's trigram index (name, option values and SKUs, a
 * superset), then held to the name or the SKU. The stock forms' finder and the Sell screen search this way.
 */
export function variantNameOrSku(text: string): SQL {
  const pattern = containsPattern(text);
  const matching = db.select({ id: products.id }).from(products).where(sql`${productSearchText(products)} like lower(${pattern})`);
  return and(
    inArray(productVariants.productId, matching),
    sql`(lower(${products.name}) like lower(${pattern}) or lower(${productVariants.sku}) like lower(${pattern}))`,
  )!;
}
