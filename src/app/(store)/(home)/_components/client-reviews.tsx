import { Suspense } from 'react';
import { QuoteIcon } from '@/components/ui/icons/quote';
import { loadHomeReviews } from '@/server/reviews/product-review-reads';
import { SectionHeading } from '@/components/store/section-heading';
import { ReviewsCarousel } from './reviews-carousel';
import { StarRating } from './star-rating';
import { TESTIMONIALS } from './testimonials';

type ShownQuote = { key: string; name: string; role: string; title?: string; content: string; rating: number };

function ReviewFigure({ review }: { review: ShownQuote }) {
  return (
    <figure className="flex h-full flex-col gap-5 rounded-xl border border-border bg-card p-7 shadow-soft md:p-8">
      <div className="flex items-center justify-between">
        <StarRating rating={review.rating} />
        <QuoteIcon className="size-7 fill-sand text-brass/60" />
      </div>
      <blockquote className="flex-1 font-display text-lg leading-relaxed text-foreground">
        {review.title ? <p className="mb-2 font-sans text-base font-semibold">{review.title}</p> : null}
        <p className="line-clamp-6">{review.content}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t border-border pt-5">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-indigo font-display text-base text-indigo-foreground"
        >
          {review.name
            .split(' ')
            .map((part) => part.charAt(0))
            .join('')}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold text-foreground">{review.name}</span>
          <span className="text-sm text-muted-foreground">{review.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The latest approved 4- and 5-star reviews of real buyers, once there are at least the setting's
 * minimum of them (website_settings.home_reviews_minimum); until then the spec's fixed testimonials.
 */
async function ReviewItems() {
  const reviews = await loadHomeReviews();
  const quotes: ShownQuote[] = reviews
    ? reviews.map((review) => ({
        key: review.id,
        name: review.reviewerName,
        role: `Verified buyer${review.reviewerState ? `, ${review.reviewerState}` : ''} · ${review.productName}`,
        title: review.title,
        content: review.body,
        rating: review.rating,
      }))
    : TESTIMONIALS.map((testimonial) => ({ key: testimonial.name, ...testimonial }));
  return <ReviewsCarousel items={quotes.map((review) => ({ key: review.key, node: <ReviewFigure review={review} /> }))} />;
}

/** 'Client Reviews': what buyers said, in a carousel. */
export function ClientReviews() {
  return (
    <section aria-labelledby="reviews-heading" data-home-section="reviews" className="py-16 md:py-24">
      <div className="container-page">
        <SectionHeading
          id="reviews-heading"
          eyebrow="Kind words"
          title="Client Reviews"
          text="Homeowners, architects and hoteliers across Nigeria on living with Adire Living."
        />
        <Suspense fallback={null}>
          <ReviewItems />
        </Suspense>
      </div>
    </section>
  );
}
