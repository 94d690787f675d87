import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { products } from '@/server/db/schema';
import type { ReviewStatus } from '@/lib/reviews';

// A product keeps how many approved reviews it has and their stars' sum (products.review_count,
// review_rating_sum), so a card and the product page show the average without counting. Every
// change of a review's status or stars goes through here, in the transaction that makes it, with
// the review's row locked: the kept numbers move by exactly what the change moved.

type Counted = { status: ReviewStatus; rating: number } | null;

function share(review: Counted) {
  return review?.status === 'approved' ? { count: 1, sum: review.rating } : { count: 0, sum: 0 };
}

/** Moves the product's kept count and sum from what `before` counted to what `after` counts. */
export async function keepReviewCounts(tx: Transaction, productId: string, before: Counted, after: Counted) {
  const was = share(before);
  const now = share(after);
  const count = now.count - was.count;
  const sum = now.sum - was.sum;
  if (count === 0 && sum === 0) return;
  await tx
    .update(products)
    .set({ reviewCount: sql`${products.reviewCount} + ${count}`, reviewRatingSum: sql`${products.reviewRatingSum} + ${sum}` })
    .where(eq(products.id, productId));
}
