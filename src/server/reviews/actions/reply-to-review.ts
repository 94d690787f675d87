'use server';
import { eq } from 'drizzle-orm';
import { defineAction } from '@/server/action';
import { permitted } from '@/server/auth/permissions';
import type { SessionUser } from '@/server/auth/session';
import { recordAudit } from '@/server/audit/record-audit';
import { db } from '@/server/db/client';
import { reviews } from '@/server/db/schema';
import { replyToReviewSchema } from '@/lib/schemas/review';
import { lockReview, reviewAuditLabel } from '../moderation';

/** The shop's public reply under a review: written, changed, or removed (an empty reply). */
export const replyToReviewAction = defineAction<typeof replyToReviewSchema, SessionUser, { id: string; reply: string | null }>(
  { name: 'replyToReview', schema: replyToReviewSchema, authorize: permitted('reviews.manage'), fallbackError: 'Failed to save the reply.', refreshes: 'storefront' },
  async ({ id, reply: text }, _admin, refresh) => {
    const reply = text === '' ? null : text;
    const { shown } = await db.transaction(async (tx) => {
      const review = await lockReview(tx, id);
      if (review.reply === reply) return { shown: false };
      await tx
        .update(reviews)
        .set({ reply, repliedAt: reply === null ? null : new Date() })
        .where(eq(reviews.id, id));
      await recordAudit(tx, {
        entityType: 'review',
        entityId: id,
        label: reviewAuditLabel(review),
        action: reply === null ? 'reply_removed' : 'reply',
        before: { reply: review.reply },
        after: { reply },
      });
      return { shown: review.status === 'approved' };
    });
    // A reply under a review nobody sees yet changes no page.
    if (!shown) refresh.unchanged();
    return { id, reply };
  },
);
