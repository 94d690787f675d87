import 'server-only';
import { cache } from 'react';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { categories, products, websiteSettings } from '@/server/db/schema';
import { variantLeadTime, variantPrice, type LeadTime } from '@/lib/catalog/variant-rules';
import { depositPercentFor } from '@/lib/deposit';
import { RELATED_PRODUCTS, type DeliveryClass } from '@/lib/constants';
import { cardColumns, toCard, type ProductCardData } from './product-reads';
import { productOfferOf, type SavedOption, type SavedVariant } from './variant-reads';
import { measuredRulesOf } from './measured-reads';
import type { MeasuredRule } from '@/lib/catalog/measured-price';
import { isProductId } from '@/lib/catalog/product-id';

// The product page's reads: one active product with what the page, its metadata and its
// JSON-LD need, and the related products of the same category.

export type ProductPageData = {
  id: string;
  name: string;
  sku: string | null;
  description: string | null;
  category: string;
  /** The category's display name (the slug, title-cased, if the category row is gone). */
  categoryName: string | null;
  priceKobo: number;
  discountPriceKobo: number | null;
  stockQuantity: number;
  /** The full-size main image, then the additional images, without blanks or repeats. */
  images: string[];
  /** The lighter card image, for the cart line. */
  thumbnailUrl: string | null;
  /** Its options (Size, Fabric, Colour...) in order, each value with its swatch picture, if any. */
  options: PageOption[];
  /** The live variants in order: everything choosing one changes, so the page holds them all (it is kept). */
  variants: PageVariant[];
  deliveryClass: DeliveryClass;
  /** Made to order: calendar days before it can leave; both null when it ships from stock. */
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
  /** The deposit it may be paid with at checkout, in percent; null when it is paid in full. */
  depositPercent: number | null;
  /** Made to measure: its rule, the variants' prices being per metre of fabric (docs/decisions/0058-made-to-measure.md). */
  measured: MeasuredRule | null;
};

export type PageOption = SavedOption;

export type PageVariant = {
  id: string;
  /** One value per option, in the options' order. */
  values: string[];
  sku: string | null;
  /** What it sells at (its own price or the product's, variantPrice). */
  priceKobo: number;
  discountPriceKobo: number | null;
  stockQuantity: number;
  imageUrl: string | null;
  /** How long it takes to make (its own or the product's, variantLeadTime); both null: from stock. */
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
  /** The deposit checkout offers for it, in percent; null: paid in full. */
  depositPercent: number | null;
};

export { isProductId };

/**
 * One active product by id, or null when there is none (also for an id that is not a
 * UUID: that is a 404, never a database error). Cached per request, so the page and its
 * metadata share one query.
 */
export const getProductPageData = cache(async (id: string): Promise<ProductPageData | null> => {
  if (!isProductId(id)) return null;
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      description: products.description,
      category: products.category,
      categoryName: categories.name,
      priceKobo: products.priceKobo,
      discountPriceKobo: products.discountPriceKobo,
      stockQuantity: products.stockQuantity,
      imageUrl: products.imageUrl,
      thumbnailUrl: products.thumbnailUrl,
      additionalImages: products.additionalImages,
      deliveryClass: products.deliveryClass,
      leadTimeMinDays: products.leadTimeMinDays,
      leadTimeMaxDays: products.leadTimeMaxDays,
      paymentTerms: products.paymentTerms,
      ownDepositPercent: products.depositPercent,
      shopDepositPercent: sql<number | null>`(select ${websiteSettings.depositPercent} from ${websiteSettings} limit 1)`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.slug, products.category))
    .where(and(eq(products.id, id.toLowerCase()), eq(products.status, 'active')))
    .limit(1);
  if (!row) return null;
  const { imageUrl, additionalImages, paymentTerms, ownDepositPercent, shopDepositPercent, ...rest } = row;
  const images = [...new Set([imageUrl, ...additionalImages].filter((src): src is string => Boolean(src)))];
  // The deposit follows what is made to order: the product, or the variant chosen.
  const depositFor = (leadTime: LeadTime) =>
    depositPercentFor({ paymentTerms, depositPercent: ownDepositPercent, madeToOrder: leadTime.leadTimeMinDays !== null }, shopDepositPercent ?? 50);
  const [{ options, variants }, rules] = await Promise.all([productOfferOf(db, row.id), measuredRulesOf(db, [row.id])]);
  return { ...rest, images, options, variants: pageVariants(row, variants, depositFor), depositPercent: depositFor(row), measured: rules.get(row.id) ?? null };
});

/** The variants as the page sells them: each at its own price and lead time, or the product's. */
function pageVariants(
  product: { priceKobo: number; discountPriceKobo: number | null } & LeadTime,
  variants: readonly SavedVariant[],
  depositFor: (leadTime: LeadTime) => number | null,
): PageVariant[] {
  return variants.map((variant) => {
    const { priceKobo, discountPriceKobo } = variantPrice(product, variant);
    const leadTime = variantLeadTime(product, variant);
    return { ...variant, priceKobo, discountPriceKobo, ...leadTime, depositPercent: depositFor(leadTime) };
  });
}

/** Up to 4 other active products of the same category, featured first, then newest. */
export async function listRelatedProducts(
  product: { id: string; category: string },
  limit = RELATED_PRODUCTS,
): Promise<ProductCardData[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(and(eq(products.status, 'active'), eq(products.category, product.category), ne(products.id, product.id)))
    .orderBy(desc(products.featured), desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map(toCard);
}
