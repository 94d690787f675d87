import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { measuredPricing, products, productVariants } from '@/server/db/schema';
import { variantNameOrSku } from '@/server/stock/piece-search';
import { unitPrice, variantLabel, variantPrice } from '@/lib/catalog/variant-rules';

// The pieces a draft order may hold (docs/decisions/0066-draft-orders.md), found by name or SKU as staff
// type: each live variant of an active piece with its price today, what the website has of it, and
// whether it is made to measure (the draft then asks its width and drop). Called from an action that
// checks pos.sell first (src/server/drafts/actions/find-pieces-for-draft.ts).

export type PieceForDraft = {
  variantId: string;
  productName: string;
  variantLabel: string | null;
  sku: string | null;
  priceKobo: number;
  inStock: number;
  madeToOrder: boolean;
  madeToMeasure: boolean;
};

const FOUND = 20;

export async function piecesForDraft(q: string): Promise<PieceForDraft[]> {
  const rows = await db
    .select({
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
      inStock: productVariants.stockQuantity,
      leadTime: sql<number | null>`coalesce(${productVariants.leadTimeMinDays}, ${products.leadTimeMinDays})`,
      madeToMeasure: sql<boolean>`exists (select 1 from ${measuredPricing} where ${measuredPricing.productId} = ${products.id})`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(isNull(productVariants.archivedAt), eq(products.status, 'active'), variantNameOrSku(q)))
    .orderBy(sql`lower(${productVariants.sku}) = lower(${q}) desc`, asc(products.name), asc(productVariants.position))
    .limit(FOUND);
  return rows.map((row) => ({
    variantId: row.variantId,
    productName: row.productName,
    variantLabel: variantLabel([row.option1, row.option2, row.option3]),
    sku: row.sku,
    priceKobo: unitPrice(variantPrice({ priceKobo: row.productPrice, discountPriceKobo: row.productSale }, row)),
    inStock: row.inStock,
    madeToOrder: row.leadTime !== null,
    madeToMeasure: row.madeToMeasure,
  }));
}
