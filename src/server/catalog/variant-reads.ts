import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { productOptions, productOptionValues, productVariants } from '@/server/db/schema';
import { variantLabel } from '@/lib/catalog/variant-rules';

// The variants on sale (docs/decisions/0053-variants-are-the-unit-of-sale.md). A cart line names its
// product and colour; the colour picks the variant whose first option value it is (any case), and a
// line without one the product's single variant.

export type SellableVariant = {
  id: string;
  productId: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  sku: string | null;
  priceKobo: number | null;
  discountPriceKobo: number | null;
  stockQuantity: number;
};

const sellableColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  option1: productVariants.option1,
  option2: productVariants.option2,
  option3: productVariants.option3,
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

/** Each variant's stock by its name ("3-seater / Velvet"), for Activity's before and after; {} without options. */
export async function variantStockOf(database: Database | Transaction, productId: string): Promise<Record<string, number>> {
  const variants = await liveVariantsOf(database, [productId]);
  return Object.fromEntries(
    variants.flatMap((variant) => {
      const label = variantLabel([variant.option1, variant.option2, variant.option3]);
      return label ? [[label, variant.stockQuantity]] : [];
    }),
  );
}

export type SavedOption = { name: string; values: { value: string; swatchImageUrl: string | null }[] };
export type SavedVariant = {
  id: string;
  values: string[];
  sku: string | null;
  priceKobo: number | null;
  discountPriceKobo: number | null;
  stockQuantity: number;
  imageUrl: string | null;
};

/** How a product is offered today, as its form edits it: its options with their values, and its live variants. */
export async function productOfferOf(database: Database | Transaction, productId: string): Promise<{ options: SavedOption[]; variants: SavedVariant[] }> {
  const valueRows = await database
    .select({ position: productOptions.position, name: productOptions.name, value: productOptionValues.value, swatchImageUrl: productOptionValues.swatchImageUrl })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
  const options: SavedOption[] = [];
  for (const row of valueRows) {
    const option = options[row.position - 1] ?? (options[row.position - 1] = { name: row.name, values: [] });
    option.values.push({ value: row.value, swatchImageUrl: row.swatchImageUrl });
  }
  const variants = await database
    .select({ ...sellableColumns, imageUrl: productVariants.imageUrl })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(asc(productVariants.position));
  return {
    options,
    variants: variants.map(({ option1, option2, option3, productId: _product, ...variant }) => ({
      ...variant,
      values: [option1, option2, option3].slice(0, options.length).map((value) => value ?? ''),
    })),
  };
}
