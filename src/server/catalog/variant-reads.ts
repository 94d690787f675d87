import 'server-only';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { productVariants } from '@/server/db/schema';

// The variants on sale (docs/decisions/0053-variants-are-the-unit-of-sale.md). A cart line names its
// product and colour; the colour picks the variant whose first option value it is (any case), and a
// line without one the product's single variant.

export type SellableVariant = {
  id: string;
  productId: string;
  option1: string | null;
  sku: string | null;
  priceKobo: number | null;
  discountPriceKobo: number | null;
  stockQuantity: number;
};

const sellableColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  option1: productVariants.option1,
  sku: productVariants.sku,
  priceKobo: productVariants.priceKobo,
  discountPriceKobo: productVariants.discountPriceKobo,
  stockQuantity: productVariants.stockQuantity,
};

/** The live (not archived) variants of these products, in each product's order. */
export async function liveVariantsOf(database: Database | Transaction, productIds: readonly string[]): Promise<SellableVariant[]> {
  if (productIds.length === 0) return [];
  return database
    .select(sellableColumns)
    .from(productVariants)
    .where(and(inArray(productVariants.productId, [...productIds]), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
}

/** What tells a line's variant apart: its product and its colour, compared without case. */
export const lineVariantKey = (productId: string, colour: string | null) => `${productId.toLowerCase()}:${(colour ?? '').toLocaleLowerCase('en')}`;

/** The variants by the key of the line that would buy each. */
export function variantsByLineKey(variants: readonly SellableVariant[]) {
  return new Map(variants.map((variant) => [lineVariantKey(variant.productId, variant.option1), variant]));
}

/** Each colour's stock (its variant's), keyed by the colour in lower case: the form's and the log's view. */
export async function colourStockOf(database: Database | Transaction, productId: string): Promise<Record<string, number>> {
  const variants = await liveVariantsOf(database, [productId]);
  return Object.fromEntries(variants.flatMap((variant) => (variant.option1 ? [[variant.option1.toLocaleLowerCase('en'), variant.stockQuantity]] : [])));
}
