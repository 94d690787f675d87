import 'server-only';
import { asc, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { productOffersOf, type SavedOption, type SavedVariant } from '../variant-reads';
import type { ProductStatus } from '@/lib/constants';

// The products as the catalogue CSV sees them: the product, its options with their values in order,
// and its live variants in order (docs/decisions/0053-variants-are-the-unit-of-sale.md). The export
// writes them; the import compares a file's products with them and writes over them.

export type StoredOption = SavedOption;
export type StoredVariant = SavedVariant;

export type StoredProduct = {
  id: string;
  handle: string;
  name: string;
  description: string | null;
  /** The category's slug. */
  category: string;
  tags: string[];
  status: ProductStatus;
  sku: string | null;
  priceKobo: number;
  discountPriceKobo: number | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  additionalImages: string[];
  options: StoredOption[];
  variants: StoredVariant[];
};

type Reader = Database | Transaction;

/** The products `where` selects, in handle order, at most `limit`. */
export async function storedProducts(reader: Reader, where: SQL | undefined, limit?: number): Promise<StoredProduct[]> {
  const query = reader
    .select({
      id: products.id,
      handle: products.handle,
      name: products.name,
      description: products.description,
      category: products.category,
      tags: products.tags,
      status: products.status,
      sku: products.sku,
      priceKobo: products.priceKobo,
      discountPriceKobo: products.discountPriceKobo,
      imageUrl: products.imageUrl,
      thumbnailUrl: products.thumbnailUrl,
      additionalImages: products.additionalImages,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.handle));
  const rows = limit === undefined ? await query : await query.limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  const offers = await productOffersOf(reader, ids);
  return rows.map((row) => ({ ...row, ...offers.get(row.id)! }));
}
