import 'server-only';
import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { productSearchText, products, productVariants } from '@/server/db/schema';
import { unitPrice, variantLabel, variantPrice } from '@/lib/catalog/variant-rules';
import { containsPattern } from '@/server/db/contains-pattern';

/**
 * Variants whose product's name, the product's SKU or their own SKU holds `text`, for a query that joins products to their
 * variants: the products first from the search text's trigram index (name, option values and SKUs, a
 * superset), then held to the name or the SKU. The stock forms' finder, the Sell screen and draft orders search this way.
 */
export function variantNameOrSku(text: string): SQL {
  const pattern = containsPattern(text);
  const matching = db.select({ id: products.id }).from(products).where(sql`${productSearchText(products)} like lower(${pattern})`);
  return and(
    inArray(productVariants.productId, matching),
    sql`(lower(${products.name}) like lower(${pattern}) or lower(${products.sku}) like lower(${pattern}) or lower(${productVariants.sku}) like lower(${pattern}))`,
  )!;
}

/** What a finder shows of each variant found: its name, SKU, price today and whether it is made to order. */
export const foundPieceColumns = {
  variantId: productVariants.id,
  productName: products.name,
  option1: productVariants.option1,
  option2: productVariants.option2,
  option3: productVariants.option3,
  sku: productVariants.sku,
  productPrice: products.priceKobo,
  productSale: products.discountPriceKobo,
  priceKobo: productVariants.priceKobo,
  discountPriceKobo: productVariants.discountPriceKobo,
  leadTime: sql<number | null>`coalesce(${productVariants.leadTimeMinDays}, ${products.leadTimeMinDays})`,
};

type FoundRow = {
  variantId: string;
  productName: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  sku: string | null;
  productPrice: number;
  productSale: number | null;
  priceKobo: number | null;
  discountPriceKobo: number | null;
  leadTime: number | null;
};

export function foundPiece(row: FoundRow) {
  return {
    variantId: row.variantId,
    productName: row.productName,
    variantLabel: variantLabel([row.option1, row.option2, row.option3]),
    sku: row.sku,
    priceKobo: unitPrice(variantPrice({ priceKobo: row.productPrice, discountPriceKobo: row.productSale }, row)),
    madeToOrder: row.leadTime !== null,
  };
}

/** A SKU typed or scanned whole first, then by name and the variants' order. */
export const foundPieceOrder = (text: string) => [sql`lower(${productVariants.sku}) = lower(${text}) desc`, asc(products.name), asc(productVariants.position)];
