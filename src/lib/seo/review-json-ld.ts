import { lagosDay } from '@/lib/dates';

// A product's structured data with its reviews (docs/product.md, "Reviews"): the AggregateRating of
// its approved reviews (the kept count and sum) and the reviews the page shows, as schema.org Review
// items. Nothing is added to a product without reviews: an empty rating is invalid for search engines.

/** The JSON-LD Product's review items: at most this many of the page's reviews. */
const REVIEW_ITEMS = 5;

type RatedReview = { rating: number; title: string; body: string; reviewerName: string; createdAt: Date };

type WithReviews = { aggregateRating?: Record<string, unknown>; review?: Record<string, unknown>[] };

export function withReviews<Product extends Record<string, unknown>>(
  product: Product,
  reviews: { count: number; average: string | null; reviews: RatedReview[] },
): Product & WithReviews {
  if (reviews.count === 0 || reviews.average === null) return product;
  return {
    ...product,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5, worstRating: 1 },
    review: reviews.reviews.slice(0, REVIEW_ITEMS).map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: lagosDay(review.createdAt),
      author: { '@type': 'Person', name: review.reviewerName },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
