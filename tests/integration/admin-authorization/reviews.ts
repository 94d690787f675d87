import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { reviews } from '@/server/db/schema';
import { reviewWords } from '@/server/reviews/moderation';
import { insertProduct, unique, type ActionRegistry, type QueryRegistry } from './_registry';
import { newBuyer } from '../../helpers/factories';

// Valid inputs for the reviews' admin actions (src/server/reviews/actions).

/** A buyer's review waiting for moderation (written directly: the buyer's route is not under test here). */
export async function insertReview() {
  const product = await insertProduct();
  const { id: userId } = await newBuyer({ email: `reviewer-${unique()}@example.com` });
  const [row] = await db
    .insert(reviews)
    .values({ productId: product.id, userId, rating: 5, title: 'Lovely', body: 'Sturdy and beautifully finished.', reviewerName: 'Amaka', reviewerState: 'Lagos' })
    .returning({ id: reviews.id });
  return row!;
}

export const actions: ActionRegistry = {
  setReviewStatusAction: async () => {
    const { id } = await insertReview();
    const [row] = await db.select({ words: reviewWords }).from(reviews).where(eq(reviews.id, id));
    return { id, status: 'approved', words: row!.words };
  },
  replyToReviewAction: async () => ({ id: (await insertReview()).id, reply: 'Thank you, Amaka!' }),
};

export const queries: QueryRegistry = {
  listAdminReviews: async () => [{ q: '', page: 1 }],
};
