import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { uniqueViolation } from '@/server/db/errors';
import { orderItems, orders, reviews, users } from '@/server/db/schema';
import { consumeRateLimit } from '@/server/rate-limit';
import { isOrderNumber } from '@/server/orders/order-number';
import { refreshAfter, type PageRefresh } from '@/server/storefront-cache';
import { firstNameOf, MAX_REVIEW_PHOTOS, reviewPhotoProblems } from '@/lib/reviews';
import type { ReviewForm } from '@/lib/schemas/review';
import { keepReviewCounts } from './review-counts';
import { removeReviewPhotos, storeReviewPhotos, type ReviewPhotoUpload } from './review-photos';

// A buyer writes or edits their review of a piece (docs/product.md, "Reviews"). Only a piece of one
// of their own DELIVERED orders, one review per piece and account. Every write, first or edit, waits
// for moderation again: an approved review that is edited leaves the product page (and its count and
// sum) until staff approve the new words, so nothing unread is ever shown.

export class ReviewError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 413 | 415 | 429,
  ) {
    super(message);
    this.name = 'ReviewError';
  }
}

export const reviewRefusals = {
  noOrder: 'This order does not exist.',
  notDelivered: 'You can review the pieces of an order once it has been delivered to you.',
  notInOrder: 'This piece is not in this order.',
  tooMany: 'You have written several reviews in the last hour. Please wait a little and try again.',
  duplicate: 'You have already reviewed this piece. Edit your review instead.',
} as const;

/** Writes (or edits) in an hour: plenty for a buyer with a full order, too few to flood the queue. */
const REVIEW_WRITES_PER_HOUR = 20;

type Buyer = { id: string };

/** The delivered order line that makes `buyer` a verified buyer of the piece, or a refusal saying why not. */
export async function reviewablePiece(buyer: Buyer, orderNumber: string, productId: string) {
  const [order] = isOrderNumber(orderNumber)
    ? await db
        .select({ id: orders.id, userId: orders.userId, status: orders.status, state: orders.deliveryState })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber))
    : [];
  // Someone else's order reads exactly like one that does not exist.
  if (!order || order.userId !== buyer.id) throw new ReviewError(reviewRefusals.noOrder, 404);
  if (order.status !== 'delivered') throw new ReviewError(reviewRefusals.notDelivered, 409);
  const [line] = await db
    .select({ productName: orderItems.productName })
    .from(orderItems)
    // A swatch of the piece is no purchase of it (docs/decisions/0059-fabric-samples.md).
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, productId), isNull(orderItems.swatch)))
    .limit(1);
  if (!line) throw new ReviewError(reviewRefusals.notInOrder, 404);
  return { orderId: order.id, orderState: order.state, productName: line.productName };
}

/**
 * A route handler's write, not an action's (src/app/api/reviews/route.ts), so it declares the pages it
 * changes itself: the storefront, emptied once the review is saved (src/server/storefront-cache.ts).
 */
export function saveReview(buyer: Buyer, form: ReviewForm, uploads: readonly ReviewPhotoUpload[]): Promise<{ id: string }> {
  return refreshAfter('storefront', (refresh) => writeReview(buyer, form, uploads, refresh));
}

async function writeReview(buyer: Buyer, form: ReviewForm, uploads: readonly ReviewPhotoUpload[], refresh: PageRefresh): Promise<{ id: string }> {
  const piece = await reviewablePiece(buyer, form.orderNumber, form.productId);
  if (!(await consumeRateLimit(`review|${buyer.id}`, { windowSeconds: 3600, max: REVIEW_WRITES_PER_HOUR })).allowed) {
    throw new ReviewError(reviewRefusals.tooMany, 429);
  }
  const [existing] = await db
    .select({ photos: reviews.photos })
    .from(reviews)
    .where(and(eq(reviews.productId, form.productId), eq(reviews.userId, buyer.id)));
  const kept = (existing?.photos ?? []).filter((_, index) => form.keepPhotos.includes(index));
  if (kept.length + uploads.length > MAX_REVIEW_PHOTOS) throw new ReviewError(reviewPhotoProblems.tooMany, 400);

  const added = await storeReviewPhotos(uploads);
  try {
    const saved = await db.transaction(async (tx) => {
      const [account] = await tx.select({ name: users.name, state: users.state }).from(users).where(eq(users.id, buyer.id));
      if (!account) throw new ReviewError(reviewRefusals.noOrder, 404);
      const words = {
        orderId: piece.orderId,
        rating: form.rating,
        title: form.title,
        body: form.body,
        reviewerName: firstNameOf(account.name),
        reviewerState: piece.orderState ?? account.state,
        status: 'pending' as const,
      };
      // Locked: a moderator's approval of the old words waits, and the counts move from what it was.
      const [before] = await tx
        .select({ id: reviews.id, status: reviews.status, rating: reviews.rating, photos: reviews.photos })
        .from(reviews)
        .where(and(eq(reviews.productId, form.productId), eq(reviews.userId, buyer.id)))
        .for('update');
      if (!before) {
        const [row] = await tx
          .insert(reviews)
          .values({ ...words, productId: form.productId, userId: buyer.id, photos: added })
          .returning({ id: reviews.id });
        return { id: row!.id, dropped: [] as string[], wasShown: false };
      }
      const photos = [...before.photos.filter((_, index) => form.keepPhotos.includes(index)), ...added];
      if (photos.length > MAX_REVIEW_PHOTOS) throw new ReviewError(reviewPhotoProblems.tooMany, 400);
      await tx
        .update(reviews)
        .set({ ...words, photos })
        .where(eq(reviews.id, before.id));
      await keepReviewCounts(tx, form.productId, before, { status: 'pending', rating: form.rating });
      return { id: before.id, dropped: before.photos.filter((key) => !photos.includes(key)), wasShown: before.status === 'approved' };
    });
    await removeReviewPhotos(saved.dropped);
    // An approved review that was edited leaves the product page until approved again; any other
    // write waits for moderation and changes no page.
    if (!saved.wasShown) refresh.unchanged();
    return { id: saved.id };
  } catch (error) {
    await removeReviewPhotos(added);
    if (uniqueViolation(error) !== null) throw new ReviewError(reviewRefusals.duplicate, 409);
    throw error;
  }
}
