import Link from 'next/link';
import { cn } from '@/lib/cn';
import { listHref } from '@/lib/list-href';
import { PRODUCT_REVIEWS_MAX_SHOWN, PRODUCT_REVIEWS_STEP, type ReviewSort } from '@/lib/reviews';
import type { ProductReviews as Reviews } from '@/server/reviews/product-review-reads';
import { ReviewItem } from './review-item';
import { Stars } from '@/components/store/reviews/stars';

// The product page's reviews (docs/product.md, "Reviews"), drawn on the server. The sort and "Show
// more" are links to the page's own URL (?reviews=helpful&shown=10), each a page the cache keeps like
// any other (docs/decisions/0027-shared-caches-for-public-pages.md): no script on the product page.

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', helpful: 'Most helpful' };

export function ProductReviews({ productId, data }: { productId: string; data: Reviews }) {
  const path = `/product/${productId}`;
  const href = (change: { reviews?: ReviewSort; shown?: number }) =>
    listHref(path, { ...data.view, ...change }, { reviews: 'newest', shown: PRODUCT_REVIEWS_STEP });
  const here = href({});
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="container-page scroll-mt-28 pb-14 md:pb-20">
      <div className="flex flex-col gap-4 border-t border-border pt-10 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-2">
          <h2 id="reviews-heading" className="text-3xl font-medium md:text-4xl">
            Reviews
          </h2>
          {data.average ? (
            <p className="flex flex-wrap items-center gap-2">
              <Stars rating={Number(data.average)} label={`Rated ${data.average} out of 5`} starClassName="size-5" />
              <span className="font-semibold">{data.average} out of 5</span>
              <span className="text-muted-foreground">
                · {data.count} {data.count === 1 ? 'review' : 'reviews'}
              </span>
            </p>
          ) : (
            <p className="text-muted-foreground">No reviews yet. Buyers can review a piece once it has been delivered to them.</p>
          )}
        </div>
        {data.count > 1 ? (
          <nav aria-label="Sort reviews" className="flex gap-1 rounded-md border border-border p-1 text-sm font-semibold">
            {(Object.keys(SORT_LABELS) as ReviewSort[]).map((sort) => (
              <Link
                key={sort}
                href={`${href({ reviews: sort, shown: PRODUCT_REVIEWS_STEP })}#reviews`}
                scroll={false}
                aria-current={data.view.reviews === sort ? 'page' : undefined}
                className={cn('inline-flex min-h-11 items-center rounded px-3 md:min-h-9', data.view.reviews === sort ? 'bg-foreground text-background' : 'hover:bg-sand')}
              >
                {SORT_LABELS[sort]}
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
      {data.reviews.length > 0 ? (
        <div className="mt-6">
          {data.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} back={here} />
          ))}
        </div>
      ) : null}
      {data.hasMore && data.view.shown < PRODUCT_REVIEWS_MAX_SHOWN ? (
        <Link href={`${href({ shown: Math.min(data.view.shown + PRODUCT_REVIEWS_STEP * 2, PRODUCT_REVIEWS_MAX_SHOWN) })}#review-${data.reviews.at(-1)?.id ?? ''}`} scroll={false} className="load-more mt-4">
          Show more reviews
        </Link>
      ) : null}
    </section>
  );
}
