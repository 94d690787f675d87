import { MAX_IMAGE_BYTES } from '@/lib/constants';

// Reviews from real buyers (docs/product.md, "Reviews"): what the browser and the server share.

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 4000;
export const REVIEW_REPLY_MAX = 2000;
export const MAX_REVIEW_PHOTOS = 3;
export const MAX_REVIEW_PHOTO_BYTES = MAX_IMAGE_BYTES;

/** Writing or editing a review: one multipart request with its photos (a server action takes at most 1 MB). */
export const REVIEW_WRITE_PATH = '/api/reviews';
/** Its body: up to three photos and the text around them (scripts/lib/body-limit.ts). */
export const REVIEW_REQUEST_MAX_BYTES = MAX_REVIEW_PHOTOS * MAX_REVIEW_PHOTO_BYTES + 64 * 1024;
/** How many reviews the product page shows at first, and how many more each "Show more reviews". */
export const PRODUCT_REVIEWS_STEP = 5;
export const PRODUCT_REVIEWS_MAX_SHOWN = 50;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_STATUS_VALUES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUS_VALUES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Waiting', approved: 'Approved', hidden: 'Hidden' };

export const reviewPhotoProblems = {
  tooMany: `Add at most ${MAX_REVIEW_PHOTOS} photos.`,
  notPicture: (name: string) => `${name} is not a photo. Please choose a JPEG, PNG or WebP picture.`,
  tooLarge: (name: string) => `${name} is larger than ${MAX_REVIEW_PHOTO_BYTES / (1024 * 1024)} MB. Please choose a smaller photo.`,
} as const;

/** Where a review's photo is served (its full size, or its square thumbnail). */
export function reviewPhotoPath(reviewId: string, index: number, size: 'full' | 'thumb' = 'full') {
  return `/api/reviews/${reviewId}/photos/${index}${size === 'thumb' ? '?size=thumb' : ''}`;
}

/** Where a buyer writes (or edits) their review of a piece of one of their delivered orders. */
export function writeReviewPath(orderNumber: string, productId: string) {
  return `/account/reviews/write?order=${encodeURIComponent(orderNumber)}&product=${encodeURIComponent(productId)}`;
}

/** The name shown under a review: the first word of the account's name. */
export function firstNameOf(name: string) {
  return name.trim().split(/\s+/)[0]?.slice(0, 40) || 'A customer';
}
