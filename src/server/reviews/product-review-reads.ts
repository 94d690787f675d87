import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { orderItems, products, reviews, websiteSettings } from '@/server/db/schema';
import { averageRating } from '@/lib/review-average';
import type { ReviewSort } from '@/lib/reviews';
import type { ProductReviewView } from '@/lib/schemas/review';

// The storefront's reads of reviews (docs/product.md, "Reviews"): only approved ones, ever. The
// product's count and sum are the kept ones (src/server/reviews/review-counts.ts).

export type ShownReview = {
  id: string;
  rating: number;
  title: string;
  body: string;
  reviewerName: string;
  reviewerState: string | null;
  photoCount: number;
  reply: string | null;
  helpfulCount: number;
  createdAt: Date;
  /** What the reviewer bought of the piece ("Emerald", "3-seater / Velvet"); null for a piece sold in one form. */
  bought: string | null;
};

const shownColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  reviewerName: reviews.reviewerName,
  reviewerState: reviews.reviewerState,
  photoCount: sql<number>`coalesce(array_length(${reviews.photos}, 1), 0)`.mapWith(Number),
  reply: reviews.reply,
  helpfulCount: reviews.helpfulCount,
  createdAt: reviews.createdAt,
  // The reviewer's own order lines of this piece (docs/decisions/0053-variants-are-the-unit-of-sale.md).
  bought: sql<string | null>`(select string_agg(distinct coalesce(i.variant_label, i.color), ', ') from ${orderItems} i
    where i.order_id = ${reviews.orderId} and i.product_id = ${reviews.productId})`,
};

const ORDERS: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

export type ProductReviews = { count: number; average: string | null; reviews: ShownReview[]; hasMore: boolean; view: ProductReviewView };

/** A product's approved reviews as the page's view asks (sorted, the first `shown`), with its average and count. */
export async function loadProductReviews(productId: string, view: ProductReviewView): Promise<ProductReviews> {
  const [kept] = await db.select({ count: products.reviewCount, sum: products.reviewRatingSum }).from(products).where(eq(products.id, productId));
  const count = kept?.count ?? 0;
  if (count === 0) return { count, average: null, reviews: [], hasMore: false, view };
  const rows = await db
    .select(shownColumns)
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
    .orderBy(...ORDERS[view.reviews])
    .limit(view.shown + 1);
  return { count, average: averageRating(count, kept?.sum ?? 0), reviews: rows.slice(0, view.shown), hasMore: rows.length > view.shown, view };
}

/** loadProductReviews, or none when they cannot be read: the page shows without them (logged). */
export async function loadProductReviewsOrNone(productId: string, view: ProductReviewView): Promise<ProductReviews> {
  try {
    return await loadProductReviews(productId, view);
  } catch (error) {
    logger.error({ err: error, productId }, 'Failed to load the reviews of a product');
    return { count: 0, average: null, reviews: [], hasMore: false, view };
  }
}

export type HomeReview = ShownReview & { productName: string };

/** The most we show on the home page (more than the setting's minimum only if it asks for more). */
const HOME_REVIEWS_SHOWN = 6;

/**
 * The latest approved 4- and 5-star reviews for the home page's "Client Reviews", or null when there
 * are fewer than website_settings.home_reviews_minimum (the fixed testimonials show instead).
 */
export async function loadHomeReviews(): Promise<HomeReview[] | null> {
  try {
    return await latestHomeReviews();
  } catch (error) {
    // The fixed testimonials stand in (docs/product.md section 8: the home page always renders).
    logger.error({ err: error }, 'Failed to load the home page reviews');
    return null;
  }
}

async function latestHomeReviews(): Promise<HomeReview[] | null> {
  const [settings] = await db.select({ minimum: websiteSettings.homeReviewsMinimum }).from(websiteSettings).limit(1);
  const minimum = settings?.minimum ?? 3;
  const rows = await db
    .select({ ...shownColumns, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.status, 'approved'), gte(reviews.rating, 4), eq(products.status, 'active')))
    .orderBy(desc(reviews.approvedAt), desc(reviews.id))
    .limit(Math.max(minimum, HOME_REVIEWS_SHOWN));
  return rows.length >= minimum ? rows : null;
}
