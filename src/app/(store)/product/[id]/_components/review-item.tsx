import { formatLongDate, lagosDay } from '@/lib/dates';
import type { ShownReview } from '@/server/reviews/product-review-reads';
import { HelpfulForm } from './helpful-form';
import { ReviewPhotos } from './review-photos';
import { Stars } from '@/components/store/reviews/stars';

/** One approved review on the product page: stars, title, who and when, the words, photos, the shop's reply, Helpful. */
export function ReviewItem({ review, back }: { review: ShownReview; back: string }) {
  return (
    <article id={`review-${review.id}`} aria-labelledby={`review-${review.id}-title`} className="flex flex-col gap-3 border-t border-border py-6">
      <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} />
      <h3 id={`review-${review.id}-title`} className="font-sans text-lg font-semibold">
        {review.title}
      </h3>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{review.reviewerName}</span>
        {review.reviewerState ? <span>{review.reviewerState}</span> : null}
        <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-foreground">Verified buyer</span>
        {review.bought ? <span>Bought: {review.bought}</span> : null}
        <time dateTime={lagosDay(review.createdAt)}>{formatLongDate(review.createdAt)}</time>
      </p>
      <p className="leading-relaxed whitespace-pre-line">{review.body}</p>
      <ReviewPhotos reviewId={review.id} count={review.photoCount} reviewer={review.reviewerName} />
      {review.reply ? (
        <div className="rounded-lg border-l-2 border-brass bg-sand/60 p-4 text-sm">
          <p className="font-semibold">Reply from the shop</p>
          <p className="mt-1 leading-relaxed whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
      <HelpfulForm reviewId={review.id} count={review.helpfulCount} back={`${back}#review-${review.id}`} />
    </article>
  );
}
