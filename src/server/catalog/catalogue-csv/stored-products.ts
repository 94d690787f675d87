import 'server-only';
import { asc, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { productOffersOf, type SavedOption, type SavedVariant } from '../variant-reads';
import { variantCostsOf } from '../variant-costs';
import type { ProductStatus } from '@/lib/constants';

// The products as the catalogue CSV sees them: the product, its options with their values in order,
// and its live variants in order (docs/decisions/0053-variants-are-the-unit-of-sale.md), each with its cost
// per item. The export writes them; the import compares a file's products with them and writes over them.

export type StoredOption = SavedOption;
/** costKobo: what one cost the shop, null when not known. */
export type StoredVariant = SavedVariant & { costKobo: number | null };

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

  const [offers, costs] = await Promise.all([productOffersOf(reader, ids), variantCostsOf(reader, ids)]);
  return rows.map((row) => {
    const offer = offers.get(row.id)!;
    return { ...row, ...offer, variants: offer.variants.map((variant) => ({ ...variant, costKobo: costs.get(variant.id) ?? null })) };
  });
}
