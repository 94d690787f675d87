import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { productOptions, productOptionValues, productVariants } from '@/server/db/schema';
import { COLOUR_OPTION, variantLabel } from '@/lib/catalog/variant-rules';

// The variants on sale (docs/decisions/0053-variants-are-the-unit-of-sale.md). A cart line names its
// product and its variant's label ("3-seater / Velvet", any case); a line without one the product's
// single variant. A cart saved when colours were the only choice names the colour, which is the
// label of that colour's variant.

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
  /** Its own lead time; both null: the product's (variantLeadTime). */
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
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
  leadTimeMinDays: productVariants.leadTimeMinDays,
  leadTimeMaxDays: productVariants.leadTimeMaxDays,
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

/** A variant's name as a cart line holds it: "3-seater / Velvet"; null for a product without options. */
export const labelOf = (variant: Pick<SellableVariant, 'option1' | 'option2' | 'option3'>) => variantLabel([variant.option1, variant.option2, variant.option3]);

/** What tells a line's variant apart: its product and its variant's label, compared without case. */
export const lineVariantKey = (productId: string, label: string | null) => `${productId.toLowerCase()}:${(label ?? '').toLocaleLowerCase('en')}`;

/** The variants by the key of the line that would buy each. */
export function variantsByLineKey(variants: readonly SellableVariant[]) {
  return new Map(variants.map((variant) => [lineVariantKey(variant.productId, labelOf(variant)), variant]));
}

/**
 * Which option of each product is its Colour (1-3), by the option's name in any case: an order line
 * keeps the colour apart from the rest of the variant's name (order_items.color).
 */
export async function colourOptionPositions(database: Database | Transaction, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await database
    .select({ productId: productOptions.productId, position: productOptions.position })
    .from(productOptions)
    .where(and(inArray(productOptions.productId, [...productIds]), eq(sql`lower(${productOptions.name})`, COLOUR_OPTION.toLowerCase())));
  return new Map(rows.map((row) => [row.productId, row.position]));
}

/** The variant's value of the product's Colour option (`position`, from colourOptionPositions); null without one. */
export function colourOf(variant: Pick<SellableVariant, 'option1' | 'option2' | 'option3'>, position: number | undefined): string | null {
  if (position === 1) return variant.option1;
  if (position === 2) return variant.option2;
  if (position === 3) return variant.option3;
  return null;
}

/** Each variant's stock by its name ("3-seater / Velvet"), for Activity's before and after; {} without options. */
export async function variantStockOf(database: Database | Transaction, productId: string): Promise<Record<string, number>> {
  const variants = await liveVariantsOf(database, [productId]);
  return Object.fromEntries(
    variants.flatMap((variant) => {
      const label = labelOf(variant);
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
  /** Its own lead time; both null: the product's. */
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
};

export type ProductOfferRead = { options: SavedOption[]; variants: SavedVariant[] };

/**
 * How these products are offered today: each one's options with their values, and its live variants,
 * in order (a product without options: none, and its single variant). The product form, the product
 * page and the catalogue CSV read them here.
 */
export async function productOffersOf(database: Database | Transaction, productIds: readonly string[]): Promise<Map<string, ProductOfferRead>> {
  const offers = new Map<string, ProductOfferRead>(productIds.map((id) => [id, { options: [], variants: [] }]));
  if (productIds.length === 0) return offers;
  const ids = [...productIds];
  const [valueRows, variantRows] = await Promise.all([
    database
      .select({
        productId: productOptions.productId,
        position: productOptions.position,
        name: productOptions.name,
        value: productOptionValues.value,
        swatchImageUrl: productOptionValues.swatchImageUrl,
      })
      .from(productOptions)
      .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
      .where(inArray(productOptions.productId, ids))
      .orderBy(asc(productOptions.productId), asc(productOptions.position), asc(productOptionValues.position)),
    database
      .select({ ...sellableColumns, imageUrl: productVariants.imageUrl })
      .from(productVariants)
      .where(and(inArray(productVariants.productId, ids), isNull(productVariants.archivedAt)))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
  ]);
  for (const row of valueRows) {
    const { options } = offers.get(row.productId)!;
    const option = options[row.position - 1] ?? (options[row.position - 1] = { name: row.name, values: [] });
    if (row.value !== null) option.values.push({ value: row.value, swatchImageUrl: row.swatchImageUrl });
  }
  for (const { productId, option1, option2, option3, ...variant } of variantRows) {
    const offer = offers.get(productId)!;
    const values = [option1, option2, option3].slice(0, offer.options.length).map((value) => value ?? '');
    offer.variants.push({ ...variant, values });
  }
  return offers;
}

/** How one product is offered today (productOffersOf). */
export async function productOfferOf(database: Database | Transaction, productId: string): Promise<ProductOfferRead> {
  return (await productOffersOf(database, [productId])).get(productId)!;
}
