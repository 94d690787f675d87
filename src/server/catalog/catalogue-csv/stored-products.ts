import 'server-only';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { productOptions, productOptionValues, products, productVariants } from '@/server/db/schema';
import type { ProductStatus } from '@/lib/constants';

// The products as the catalogue CSV sees them: the product, its options with their values in order,
// and its live variants in order (docs/decisions/0053-variants-are-the-unit-of-sale.md). The export
// writes them; the import compares a file's products with them and writes over them.

export type StoredOption = { name: string; values: { value: string; swatchImageUrl: string | null }[] };

export type StoredVariant = {
  id: string;
  /** One per option, in option order. */
  values: string[];
  sku: string | null;
  /** Null: the product's price and sale price. */
  priceKobo: number | null;
  discountPriceKobo: number | null;
  stockQuantity: number;
  imageUrl: string | null;
};

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

  const [optionRows, variantRows] = await Promise.all([
    reader
      .select({
        productId: productOptions.productId,
        name: productOptions.name,
        position: productOptions.position,
        value: productOptionValues.value,
        swatchImageUrl: productOptionValues.swatchImageUrl,
      })
      .from(productOptions)
      .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
      .where(inArray(productOptions.productId, ids))
      .orderBy(asc(productOptions.productId), asc(productOptions.position), asc(productOptionValues.position)),
    reader
      .select({
        productId: productVariants.productId,
        id: productVariants.id,
        option1: productVariants.option1,
        option2: productVariants.option2,
        option3: productVariants.option3,
        sku: productVariants.sku,
        priceKobo: productVariants.priceKobo,
        discountPriceKobo: productVariants.discountPriceKobo,
        stockQuantity: productVariants.stockQuantity,
        imageUrl: productVariants.imageUrl,
      })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), isNull(productVariants.archivedAt)))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.createdAt)),
  ]);

  const options = new Map<string, StoredOption[]>();
  for (const row of optionRows) {
    const list = options.get(row.productId) ?? [];
    let option = list[row.position - 1];
    if (!option) {
      option = { name: row.name, values: [] };
      list[row.position - 1] = option;
      options.set(row.productId, list);
    }
    if (row.value !== null) option.values.push({ value: row.value, swatchImageUrl: row.swatchImageUrl });
  }
  const variants = new Map<string, StoredVariant[]>();
  for (const { productId, option1, option2, option3, ...variant } of variantRows) {
    const count = options.get(productId)?.length ?? 0;
    const values = [option1, option2, option3].slice(0, count).map((value) => value ?? '');
    variants.set(productId, [...(variants.get(productId) ?? []), { ...variant, values }]);
  }
  return rows.map((row) => ({ ...row, options: options.get(row.id) ?? [], variants: variants.get(row.id) ?? [] }));
}
