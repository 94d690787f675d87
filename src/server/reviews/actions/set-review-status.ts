'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { SessionUser } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { reviews } from '@/server/db/schema';
import { setReviewStatusSchema } from '@/lib/schemas/review';
import { keepReviewCounts } from '../review-counts';
import { ActionError } from '@/server/action-error';
import { lockReview, REVIEW_EDITED, reviewAuditLabel } from '../moderation';

/**
 * Approves a review (it shows on the product page, and on the home page when it has 4 or 5 stars),
 * as the moderator read it, or hides it. The product's kept count and sum, the review and its activity row change in one
 * transaction; the storefront's cached pages follow at once.
 */
export const setReviewStatusAction = defineAction<typeof setReviewStatusSchema, SessionUser, { id: string; status: 'approved' | 'hidden' }>(
  { name: 'setReviewStatus', schema: setReviewStatusSchema, authorize: permitted('reviews.manage'), fallbackError: 'Failed to update the review.', refreshes: 'storefront' },
  async ({ id, status, words }, _admin, refresh) => {
    const changed = await db.transaction(async (tx) => {
      const review = await lockReview(tx, id);
      if (status === 'approved' && review.words !== words) throw new ActionError(REVIEW_EDITED);
      if (review.status === status) return false;
      await tx
        .update(reviews)
        .set({ status, ...(status === 'approved' ? { approvedAt: new Date() } : {}) })
        .where(eq(reviews.id, id));
      await keepReviewCounts(tx, review.productId, review, { status, rating: review.rating });
      await recordAudit(tx, {
        entityType: 'review',
        entityId: id,
        label: reviewAuditLabel(review),
        action: status === 'approved' ? 'approve' : 'hide',
        before: { status: review.status },
        after: { status },
      });
      return true;
    });
    if (!changed) refresh.unchanged();
    return { id, status };
  },
);
