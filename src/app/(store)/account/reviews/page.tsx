import type { Metadata } from 'next';
import Link from 'next/link';
import { Stars } from '@/components/store/reviews/stars';
import { requireUserPage } from '@/server/auth/session';
import { listMyReviews } from '@/server/reviews/my-review-reads';
import { formatLongDate } from '@/lib/dates';
import { writeReviewPath } from '@/lib/reviews';

export const metadata: Metadata = { title: 'My reviews', robots: { index: false, follow: false } };

const STATUS_WORDS = {
  pending: 'Waiting to be read by the shop',
  approved: 'Shown on the product page',
  hidden: 'Not shown',
} as const;

/** The buyer's reviews, newest change first, each with its state and a link to edit it. */
export default async function MyReviewsPage() {
  const user = await requireUserPage('/account/reviews');
  const reviews = await listMyReviews(user.id);
  return (
    <section aria-labelledby="my-reviews-heading" className="flex flex-col gap-5">
      <h2 id="my-reviews-heading" className="text-2xl font-medium">
        My reviews
      </h2>
      {reviews.length === 0 ? (
        <p className="text-muted-foreground">
          You have not reviewed anything yet. Once an order has been delivered, its page has a &ldquo;Write a review&rdquo; link for each piece.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5 shadow-soft">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link href={`/product/${review.productId}`} className="font-semibold underline-offset-4 hover:underline">
                  {review.productName}
                </Link>
                <span className="text-sm text-muted-foreground">{STATUS_WORDS[review.status]}</span>
              </div>
              <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} />
              <p className="font-medium">{review.title}</p>
              <p className="line-clamp-3 text-sm text-muted-foreground">{review.body}</p>
              <p className="text-xs text-muted-foreground">Last changed {formatLongDate(review.updatedAt)}</p>
              {review.orderNumber ? (
                <Link
                  href={writeReviewPath(review.orderNumber, review.productId)}
                  className="inline-flex min-h-11 items-center self-start text-sm font-semibold underline decoration-brass underline-offset-4"
                  aria-label={`Edit your review of ${review.productName}`}
                >
                  Edit your review
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
