import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { measuredPricing, products, productVariants } from '@/server/db/schema';
import { foundPiece, foundPieceColumns, foundPieceOrder, variantNameOrSku } from '@/server/stock/piece-search';

// The pieces a draft order may hold (docs/decisions/0066-draft-orders.md), found by name or SKU as staff
// type: each live variant of an active piece with its price today, what the website has of it, and
// whether it is made to measure (the draft then asks its width and drop). Called from an action that
// checks pos.sell first (src/server/drafts/actions/draft-lookups.ts).

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
      ...foundPieceColumns,
      inStock: productVariants.stockQuantity,
      madeToMeasure: sql<boolean>`exists (select 1 from ${measuredPricing} where ${measuredPricing.productId} = ${products.id})`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(isNull(productVariants.archivedAt), eq(products.status, 'active'), variantNameOrSku(q)))
    .orderBy(...foundPieceOrder(q))
    .limit(FOUND);
  return rows.map((row) => ({ ...foundPiece(row), inStock: row.inStock, madeToMeasure: row.madeToMeasure }));
}
