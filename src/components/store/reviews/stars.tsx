// Stars as plain svg, classes joined by hand (no lucide factory, no class helpers): the product card
// is a client component on every list page (docs/decisions/0019-storefront-islands.md). A short star path.
const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

export function StarIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`shrink-0 ${filled ? 'fill-brass text-brass' : 'fill-transparent text-brass/40'} ${className ?? ''}`} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d={STAR} />
    </svg>
  );
}

/** A rating out of 5 as five stars (the nearest whole star filled), read out as 'Rated 4.5 out of 5'. */
export function Stars({ rating, label, className, starClassName = 'size-4' }: { rating: number; label?: string; className?: string; starClassName?: string }) {
  const whole = Math.round(rating);
  return (
    <span role="img" aria-label={label ?? `Rated ${rating} out of 5`} className={`inline-flex items-center gap-0.5 ${className ?? ''}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= whole} className={starClassName} />
      ))}
    </span>
  );
}
