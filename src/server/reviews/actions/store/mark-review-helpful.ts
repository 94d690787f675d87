'use server';
import { and, eq, sql } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { requireUser, type SessionUser } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { reviewHelpfulVotes, reviews } from '@/server/db/schema';
import { consumeRateLimit } from '@/server/rate-limit';
import { helpfulVoteSchema } from '@/lib/schemas/review';

// "Helpful" under a review on the product page: one vote per account and review, counted in the
// review's helpful_count in the same transaction (docs/product.md, "Reviews"). The product page is
// one cached page for everyone, so the button is a plain form of a server component (no script of
// its own, docs/decisions/0026-every-first-tap-answers.md): a press before the page's scripts run
// posts the form, after that the page is redrawn for the voter with the new count. Other visitors
// see it when the cached page next renders (docs/decisions/0027-shared-caches-for-public-pages.md).

const VOTES_PER_HOUR = 60;

export const markReviewHelpfulAction = defineAction<typeof helpfulVoteSchema, SessionUser, { counted: boolean }>(
  { name: 'markReviewHelpful', schema: helpfulVoteSchema, authorize: requireUser, fallbackError: 'Your vote could not be counted. Please try again.' },
  async ({ id }, user) => {
    if (!(await consumeRateLimit(`review-helpful|${user.id}`, { windowSeconds: 3600, max: VOTES_PER_HOUR })).allowed) {
      throw new ActionError('You have voted a lot in the last hour. Please try again later.');
    }
    return db.transaction(async (tx) => {
      const [review] = await tx.select({ userId: reviews.userId }).from(reviews).where(and(eq(reviews.id, id), eq(reviews.status, 'approved')));
      if (!review) throw new ActionError('This review is no longer shown.');
      if (review.userId === user.id) throw new ActionError('You cannot vote for your own review.');
      const [vote] = await tx.insert(reviewHelpfulVotes).values({ reviewId: id, userId: user.id }).onConflictDoNothing().returning({ reviewId: reviewHelpfulVotes.reviewId });
      if (!vote) return { counted: false };
      await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, id));
      return { counted: true };
    });
  },
);
