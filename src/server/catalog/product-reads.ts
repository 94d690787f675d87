import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { products } from '@/server/db/schema';

// Storefront reads of the catalogue. Shoppers only ever see active products (docs/architecture.md
// section 5), so every query here filters on status = 'active' itself.

/** What a product card needs, and nothing more. */
export type ProductCardData = {
  id: string;
  name: string;
  category: string;
  priceKobo: number;
  discountPriceKobo: number | null;
  imageUrl: string | null;
  stockQuantity: number;
  colorVariants: string[];
  /** Its approved reviews' count and stars' sum, only when it has any (src/server/reviews/review-counts.ts). */
  rating?: { count: number; sum: number };
};

/** The columns a card is built from; pass the selected row to `toCard`. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  priceKobo: products.priceKobo,
  discountPriceKobo: products.discountPriceKobo,
  imageUrl: products.imageUrl,
  thumbnailUrl: products.thumbnailUrl,
  stockQuantity: products.stockQuantity,
  colorVariants: products.colorVariants,
  reviewCount: products.reviewCount,
  reviewRatingSum: products.reviewRatingSum,
};

type CardRow = Omit<ProductCardData, 'imageUrl' | 'rating'> & { imageUrl: string | null; thumbnailUrl: string | null; reviewCount: number; reviewRatingSum: number };

export function toCard({ thumbnailUrl, imageUrl, reviewCount, reviewRatingSum, ...row }: CardRow): ProductCardData {
  // Cards show the lighter thumbnail when there is one; a piece without reviews sends no rating at all.
  return { ...row, imageUrl: thumbnailUrl ?? imageUrl, ...(reviewCount > 0 ? { rating: { count: reviewCount, sum: reviewRatingSum } } : {}) };
}

export type ProductDetail = ProductCardData & {
  description: string | null;
  fullImageUrl: string | null;
  additionalImages: string[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One active product by id, or null (also for an id that is not a UUID, which is a 404, not a 500). */
export async function getActiveProduct(id: string): Promise<ProductDetail | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      ...cardColumns,
      description: products.description,
      additionalImages: products.additionalImages,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')))
    .limit(1);
  if (!row) return null;
  const { description, additionalImages, ...card } = row;
  return { ...toCard(card), description, fullImageUrl: card.imageUrl, additionalImages };
}
