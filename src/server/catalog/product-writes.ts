import 'server-only';
import { and, count, eq, ne } from 'drizzle-orm';
import { ActionError } from '@/server/action-error';
import { type Transaction } from '@/server/db/client';
import { categories, products } from '@/server/db/schema';
import { MAX_FEATURED_PER_CATEGORY } from '@/lib/constants';
import type { MovedCountsDetails } from '@/server/stock/stock-moved';
import type { ProductOffer } from './variant-writes';
import { hsCodeRefusal } from '@/server/einvoicing-settings/mbs-lists';

// What the product actions share: the featured limit (locked, so two admins at once cannot
// pass it), friendly refusals for database constraints, and the product's pictures (deleted
// after the commit by removeStoredFiles, src/server/media/remove-stored-file.ts, once no record
// names them).

/**
 * `field` names the form's field the refusal is about: 'sku', 'category', or a variant's ("variants.2.sku");
 * a save from stock counts that moved since the form opened names each of them (MovedCountsDetails).
 */
export type ProductRefusal = { title?: string; field?: string } & Partial<MovedCountsDetails>;

export const LIMIT_REACHED = 'Limit Reached';

export function featuredLimitMessage(category: string) {
  return `The ${category} category already has ${MAX_FEATURED_PER_CATEGORY} featured products. Please unfeature one first.`;
}

/**
 * Locks the category row (every featuring in that category queues here until this
 * transaction ends), then counts its featured products other than `productId`. A limit
 * checked without the lock would let two admins at once each see 3 and make it 5.
 */
export async function assertRoomToFeature(tx: Transaction, category: string, productId: string | null) {
  const [locked] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.slug, category))
    .for('update');
  if (!locked) throw unknownCategory();
  const [{ featured } = { featured: 0 }] = await tx
    .select({ featured: count() })
    .from(products)
    .where(and(eq(products.category, category), eq(products.featured, true), productId ? ne(products.id, productId) : undefined));
  if (featured >= MAX_FEATURED_PER_CATEGORY) {
    throw new ActionError<ProductRefusal>(featuredLimitMessage(locked.name), { title: LIMIT_REACHED });
  }
}

/** Refuses an HS code MBS's kept list does not hold (docs/decisions/0070-e-invoicing.md, "HS codes"). */
export async function assertKnownHsCode(tx: Transaction, hsCode: string | null | undefined) {
  const problem = await hsCodeRefusal(tx, hsCode);
  if (problem) throw new ActionError<ProductRefusal>(problem, { field: 'hsCode' });
}

export async function assertCategoryExists(tx: Transaction, category: string) {
  const [row] = await tx.select({ slug: categories.slug }).from(categories).where(eq(categories.slug, category));
  if (!row) throw unknownCategory();
}

const unknownCategory = () => new ActionError<ProductRefusal>('Choose a category from the list.', { field: 'category' });

/** The SQLSTATE and constraint of a failed statement, on either driver (Drizzle wraps the error). */
function databaseError(error: unknown): { code: string; constraint: string } | null {
  let cause = error;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth += 1) {
    const record = cause as Record<string, unknown>;
    if (typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code)) {
      return { code: record.code, constraint: typeof record.constraint === 'string' ? record.constraint : '' };
    }
    cause = record.cause;
  }
  return null;
}

/** Turns a clash the checks above cannot rule out (a SKU taken meanwhile, a category deleted) into a refusal. */
export function refusalFor(error: unknown, sku: string | null): unknown {
  const failure = databaseError(error);
  if (failure?.code === '23505' && failure.constraint === 'products_sku_unique') {
    return new ActionError<ProductRefusal>(`Another product already uses the SKU ${sku}.`, { field: 'sku' });
  }
  if (failure?.code === '23503') return unknownCategory();
  return error;
}

export type ProductImages = { imageUrl: string | null; thumbnailUrl: string | null; additionalImages: string[] };

export function imageUrlsOf(images: ProductImages) {
  return [images.imageUrl, images.thumbnailUrl, ...images.additionalImages].filter((url): url is string => Boolean(url));
}

type OfferFields = {
  sku: string | null;
  stockQuantity: number;
  stockQuantityRead: number | null;
  /** The single variant's cost per item (a product without options). */
  cost: number | null;
  options: { name: string; values: { value: string; swatchImageUrl: string | null }[] }[];
  variants: {
    id: string;
    values: string[];
    sku: string | null;
    price: number | null;
    discountPrice: number | null;
    stock: number;
    stockRead: number | null;
    cost: number | null;
    imageUrl: string | null;
    leadTime?: { minDays: number; maxDays: number } | null;
  }[];
};

/**
 * The form's options and variants as saveVariants takes them, each stock with the count the form read;
 * without options, the single variant has the product's SKU, stock and cost.
 */
export function offerFromForm(values: OfferFields): ProductOffer {
  if (values.options.length === 0) {
    const single = { values: [], sku: values.sku, priceKobo: null, discountPriceKobo: null, imageUrl: null, costKobo: values.cost };
    return { options: [], variants: [{ ...single, stockQuantity: values.stockQuantity, stockRead: values.stockQuantityRead }] };
  }
  return {
    options: values.options,
    variants: values.variants.map((variant) => ({
      id: variant.id || null,
      values: variant.values,
      sku: variant.sku,
      priceKobo: variant.price,
      discountPriceKobo: variant.discountPrice,
      stockQuantity: variant.stock,
      stockRead: variant.stockRead,
      costKobo: variant.cost,
      imageUrl: variant.imageUrl,
      leadTimeMinDays: variant.leadTime?.minDays ?? null,
      leadTimeMaxDays: variant.leadTime?.maxDays ?? null,
    })),
  };
}
