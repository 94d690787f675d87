import { StarIcon } from '@/components/ui/icons/star';
import { cn } from '@/lib/cn';

const MAX_STARS = 5;

/** A rating out of 5 as stars, read out as 'N out of 5 stars'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`${rating} out of ${MAX_STARS} stars`} className={cn('flex items-center gap-1', className)}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <StarIcon
          key={i}
          className={cn('size-4', i < rating ? 'fill-brass text-brass' : 'fill-transparent text-brass/40')}
        />
      ))}
    </div>
  );
}
