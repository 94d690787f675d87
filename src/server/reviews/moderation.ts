import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/server/db/client';
import { products, reviews } from '@/server/db/schema';
import { ActionError } from '@/server/action-error';

// What every moderation action shares (src/server/reviews/actions): the review locked for the
// change, and how the activity log names it ("Review of Lagos Lounge Chair by Amaka").

export const REVIEW_GONE = 'This review no longer exists. Reload the page.';
export const REVIEW_EDITED = 'The buyer changed this review since you opened it. Read it again before approving it.';

/**
 * What the buyer wrote (stars, title, text and photos) as one fingerprint. The Reviews list sends it
 * with Approve, so a moderator approves the words they read: an edit made meanwhile (it goes back to
 * pending) is not approved unread. Helpful votes and replies do not change it.
 */
export const reviewWords = sql<string>`md5(${reviews.rating}::text || '|' || ${reviews.title} || '|' || ${reviews.body} || '|' || array_to_string(${reviews.photos}, ','))`;

/** The review, locked until the transaction ends; a moderation action and a buyer's edit take turns. */
export async function lockReview(tx: Transaction, id: string) {
  const [review] = await tx
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      reviewerName: reviews.reviewerName,
      status: reviews.status,
      rating: reviews.rating,
      reply: reviews.reply,
      words: reviewWords,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews });
  if (!review) throw new ActionError(REVIEW_GONE);
  return review;
}

export function reviewAuditLabel(review: { productName: string; reviewerName: string }) {
  return `Review of ${review.productName} by ${review.reviewerName}`;
}
