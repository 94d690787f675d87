import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { reviews } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { mayReadCustomerData } from '@/server/auth/customer-data-access';
import type { SessionUser } from '@/server/auth/session';
import { cleanImage } from '@/server/media/process-upload';
import { getStorage, newObjectKey, PRIVATE_KEY_PREFIX } from '@/server/media/storage';
import { UploadError } from '@/server/media/upload-error';
import { MAX_REVIEW_PHOTO_BYTES, reviewPhotoProblems } from '@/lib/reviews';

// A review's photos (docs/security.md, "Review photos"): checked by magic bytes and re-encoded like
// every upload (src/server/media/process-upload.ts), then kept under PRIVATE keys. They are served
// only by /api/reviews/<id>/photos/<n>, to everyone while the review is approved, and otherwise only
// to its author and to staff who moderate reviews (with two-factor when the shop requires it of staff,
// mayReadCustomerData): a photo nobody approved is never public, and
// hiding a review takes its photos down with it. The thumbnail sits beside the photo's key.

export const REVIEW_PHOTOS_FOLDER = `${PRIVATE_KEY_PREFIX}review-photos`;

export class ReviewPhotoError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415,
  ) {
    super(message);
    this.name = 'ReviewPhotoError';
  }
}

export type ReviewPhotoUpload = { name: string; bytes: Buffer };

export const thumbnailKeyOf = (key: string) => key.replace(/\.webp$/, '-thumb.webp');

/** Checks and re-encodes every photo first (nothing is stored when one is refused), then stores them; returns their keys. */
export async function storeReviewPhotos(uploads: readonly ReviewPhotoUpload[]): Promise<string[]> {
  const cleaned = [];
  for (const upload of uploads) {
    if (upload.bytes.length > MAX_REVIEW_PHOTO_BYTES) throw new ReviewPhotoError(reviewPhotoProblems.tooLarge(upload.name), 413);
    try {
      cleaned.push(await cleanImage(upload.bytes, upload.name));
    } catch (error) {
      if (error instanceof UploadError) throw new ReviewPhotoError(reviewPhotoProblems.notPicture(upload.name), 415);
      throw error;
    }
  }
  const storage = getStorage();
  const keys: string[] = [];
  try {
    for (const image of cleaned) {
      const key = newObjectKey(REVIEW_PHOTOS_FOLDER, 'webp');
      await storage.put(key, image.full, 'image/webp');
      keys.push(key);
      await storage.put(thumbnailKeyOf(key), image.thumbnail, 'image/webp');
    }
  } catch (error) {
    await removeReviewPhotos(keys);
    throw error;
  }
  return keys;
}

/** Removes photos no review refers to any more (after the transaction that let go of them). */
export async function removeReviewPhotos(keys: readonly string[]) {
  const storage = getStorage();
  for (const key of keys.flatMap((key) => [key, thumbnailKeyOf(key)])) {
    await storage.remove(key).catch((err: unknown) => logger.warn({ err, key }, 'Could not remove a review photo'));
  }
}

/** The storage key of photo `index` of a review, if `viewer` may see it (anyone once approved); else null. */
export async function reviewPhotoForViewer(reviewId: string, index: number, viewer: SessionUser | null): Promise<{ key: string; isPublic: boolean } | null> {
  const [review] = await db.select({ userId: reviews.userId, status: reviews.status, photos: reviews.photos }).from(reviews).where(eq(reviews.id, reviewId));
  const key = review?.photos[index];
  if (!review || !key) return null;
  if (review.status === 'approved') return { key, isPublic: true };
  const allowed = viewer !== null && (await mayReadCustomerData(viewer, review.userId, 'reviews.manage'));
  return allowed ? { key, isPublic: false } : null;
}
