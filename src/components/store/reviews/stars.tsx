import { clsx as cn } from 'clsx';
import { averageRating } from '@/lib/reviews';

// Stars as plain svg (no lucide factory) joined with clsx (no tailwind-merge): the product card is a
// client component on every list page (docs/decisions/0019-storefront-islands.md). Lucide's star path.
const STAR = 'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

export function StarIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('shrink-0', filled ? 'fill-brass text-brass' : 'fill-transparent text-brass/40', className)} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d={STAR} />
    </svg>
  );
}

/** A rating out of 5 as five stars (the nearest whole star filled), read out as 'Rated 4.5 out of 5'. */
export function Stars({ rating, label, className, starClassName = 'size-4' }: { rating: number; label?: string; className?: string; starClassName?: string }) {
  const whole = Math.round(rating);
  return (
    <span role="img" aria-label={label ?? `Rated ${rating} out of 5`} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= whole} className={starClassName} />
      ))}
    </span>
  );
}

/** A product card's rating: one star, the average and the count ('4.5 (3)'). */
export function CardRating({ count, sum }: { count: number; sum: number }) {
  const average = averageRating(count, sum);
  return (
    <span role="img" className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground" aria-label={`Rated ${average} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`}>
      <StarIcon filled className="size-3.5" />
      <span aria-hidden="true">
        {average} ({count})
      </span>
    </span>
  );
}
