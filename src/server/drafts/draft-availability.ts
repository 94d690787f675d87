import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { products, productVariants } from '@/server/db/schema';
import { pieceName } from '@/lib/catalog/piece-name';

// A draft is paid at the prices staff sent (docs/decisions/0066-draft-orders.md), but only for pieces the
// shop still sells: a product taken off the shop (not active), a variant archived or deleted, is refused,
// a piece made to measure too (its price came from a product staff may have withdrawn since). The link's
// page says so before the customer fills in anything; paying checks again under the draft's lock.

type DraftPiece = { variantId: string | null; productName: string; variantLabel: string | null };

/** The name of the draft's first piece no longer sold; null when the shop sells them all. */
export async function pieceNoLongerSold(database: Database | Transaction, lines: readonly DraftPiece[]): Promise<string | null> {
  const variantIds = lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
  const sold =
    variantIds.length === 0
      ? []
      : await database
          .select({ id: productVariants.id })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(and(inArray(productVariants.id, variantIds), isNull(productVariants.archivedAt), eq(products.status, 'active')));
  const soldIds = new Set(sold.map((row) => row.id));
  const gone = lines.find((line) => !line.variantId || !soldIds.has(line.variantId));
  return gone ? pieceName(gone.productName, [gone.variantLabel]) : null;
}

export const noLongerSoldMessage = (name: string) => `${name} is no longer sold, so this order cannot be paid. Please contact us for a new link.`;
