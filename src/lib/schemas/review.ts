import '@/lib/zod-jitless';
import { z } from 'zod';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_REPLY_MAX, REVIEW_SORTS, REVIEW_STATUS_VALUES, REVIEW_TITLE_MAX, MAX_REVIEW_PHOTOS, PRODUCT_REVIEWS_MAX_SHOWN, PRODUCT_REVIEWS_STEP } from '@/lib/reviews';
import { firstValue, multiLine, oneLine, searchParam } from './fields';

// Validation of everything a review goes through: the buyer's form, the moderation actions and
// the back office list's URL.

/** The text of the review form (its photos travel beside it in the same multipart request). */
export const reviewFormSchema = z.object({
  orderNumber: oneLine().trim().min(1, 'This order does not exist.').max(60),
  productId: z.uuid('This piece does not exist.'),
  rating: z.coerce
    .number({ message: 'Choose from 1 to 5 stars.' })
    .int('Choose from 1 to 5 stars.')
    .min(1, 'Choose from 1 to 5 stars.')
    .max(5, 'Choose from 1 to 5 stars.'),
  title: oneLine().trim().min(1, 'Give your review a title.').max(REVIEW_TITLE_MAX, `Keep the title under ${REVIEW_TITLE_MAX} characters.`),
  body: multiLine()
    .trim()
    .min(REVIEW_BODY_MIN, `Tell other buyers a little more (at least ${REVIEW_BODY_MIN} characters).`)
    .max(REVIEW_BODY_MAX, `Keep your review under ${REVIEW_BODY_MAX} characters.`),
  /** When editing: which of the review's photos (by position) to keep. */
  keepPhotos: z.array(z.coerce.number().int().min(0).max(MAX_REVIEW_PHOTOS - 1)).max(MAX_REVIEW_PHOTOS).default([]),
});
export type ReviewForm = z.output<typeof reviewFormSchema>;

export const reviewIdSchema = z.object({ id: z.uuid() });

/** `words`: the fingerprint of what the moderator read (src/server/reviews/moderation.ts). */
export const setReviewStatusSchema = z.object({ id: z.uuid(), status: z.enum(['approved', 'hidden']), words: oneLine().regex(/^[0-9a-f]{32}$/) });

/** The reply form's Save: the shop's public answer, which must say something. */
export const reviewReplySchema = z.object({
  id: z.uuid(),
  reply: multiLine().trim().min(1, 'Write a reply, or remove it.').max(REVIEW_REPLY_MAX, `Keep the reply under ${REVIEW_REPLY_MAX} characters.`),
});

/** What the reply action takes: the form's answer, or an empty one (Remove reply), which removes it. */
export const replyToReviewSchema = z.union([reviewReplySchema, z.object({ id: z.uuid(), reply: z.literal('') })]);

export const helpfulVoteSchema = z.object({ id: z.uuid() });

export const marketingMailSchema = z.object({ wanted: z.boolean() });

export const ADMIN_REVIEWS_PAGE_SIZE = 20;
export const REVIEW_SEARCH_MAX = 100;
/** The Reviews list's URL: ?status=pending&stars=1&q=sofa&page=2. Anything malformed falls back to its default. */
export const adminReviewListParamsSchema = z.object({
  q: searchParam(REVIEW_SEARCH_MAX),
  status: z.preprocess(firstValue, z.enum(REVIEW_STATUS_VALUES).optional()).catch(undefined),
  stars: z.preprocess(firstValue, z.coerce.number().int().min(1).max(5).optional()).catch(undefined),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(1_000_000)).catch(1),
});
export type AdminReviewListParams = z.output<typeof adminReviewListParamsSchema>;

/** The product page's review view, from its URL (?reviews=helpful&shown=10); malformed falls back. */
export const productReviewViewSchema = z.object({
  reviews: z.preprocess(firstValue, z.enum(REVIEW_SORTS)).catch('newest'),
  shown: z.preprocess(firstValue, z.coerce.number().int().min(1).max(PRODUCT_REVIEWS_MAX_SHOWN)).catch(PRODUCT_REVIEWS_STEP),
});
export type ProductReviewView = z.output<typeof productReviewViewSchema>;
