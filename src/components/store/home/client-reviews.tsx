import { Quote } from 'lucide-react';
import { SectionHeading } from '../section-heading';
import { ReviewsCarousel } from './reviews-carousel';
import { StarRating } from './star-rating';
import { TESTIMONIALS } from './testimonials';

/** 'Client Reviews': the hard-coded testimonials in a carousel. */
export function ClientReviews() {
  const items = TESTIMONIALS.map((review) => ({
    key: review.name,
    node: (
      <figure className="flex h-full flex-col gap-5 rounded-xl border border-border bg-card p-7 shadow-soft md:p-8">
        <div className="flex items-center justify-between">
          <StarRating rating={review.rating} />
          <Quote aria-hidden="true" className="size-7 fill-sand text-brass/60" />
        </div>
        <blockquote className="flex-1 font-display text-lg leading-relaxed text-foreground">
          <p>{review.content}</p>
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
    ),
  }));
  return (
    <section aria-labelledby="reviews-heading" data-home-section="reviews" className="py-16 md:py-24">
      <div className="container-page">
        <SectionHeading
          id="reviews-heading"
          eyebrow="Kind words"
          title="Client Reviews"
          text="Homeowners, architects and hoteliers across Nigeria on living with Adire Living."
        />
        <ReviewsCarousel items={items} />
      </div>
    </section>
  );
}
