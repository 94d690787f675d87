import { averageRating } from '@/lib/review-average';
import { StarIcon } from './stars';

/**
 * A product card's rating: one star, the average and the count ('4.5 (3)'), read out whole. Kept
 * small: it is in the script of every page with product cards, /shop's at its budget.
 */
export function CardRating({ count, sum }: { count: number; sum: number }) {
  const average = averageRating(count, sum);
  return (
    <span role="img" aria-label={`Rated ${average} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`} className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
      <StarIcon filled className="size-3.5" />
      {average} ({count})
    </span>
  );
}
