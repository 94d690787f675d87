import Link from 'next/link';
import { writeReviewPath } from '@/lib/reviews';
import type { ReviewablePiece } from '@/server/reviews/my-review-reads';

/** On a delivered order's page: each piece with "Write a review" (or "Edit your review"). */
export function OrderReviewLinks({ orderNumber, pieces }: { orderNumber: string; pieces: ReviewablePiece[] }) {
  if (pieces.length === 0) return null;
  return (
    <section aria-labelledby="order-reviews-heading" className="rounded-xl border border-border bg-card p-5 shadow-soft sm:p-6">
      <h3 id="order-reviews-heading" className="text-xl font-medium">
        Review your pieces
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">Your words and photos help other buyers choose. Reviews show once we have read them.</p>
      <ul className="mt-4 flex flex-col divide-y divide-border">
        {pieces.map((piece) => (
          <li key={piece.productId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="font-medium">{piece.productName}</span>
            <Link
              href={writeReviewPath(orderNumber, piece.productId)}
              className="inline-flex min-h-11 items-center text-sm font-semibold underline decoration-brass underline-offset-4 hover:decoration-foreground"
              aria-label={`${piece.reviewed ? 'Edit your review of' : 'Write a review of'} ${piece.productName}`}
            >
              {piece.reviewed ? 'Edit your review' : 'Write a review'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
