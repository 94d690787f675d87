import { reviewPhotoPath } from '@/lib/reviews';

/**
 * A review's photos as thumbnails, each opening the photo larger in a native popover: no script
 * (docs/decisions/0025-scripts-after-first-paint.md), closed by its button, Escape or a tap
 * outside. The large photo is fetched only when opened (lazy inside a hidden popover).
 */
export function ReviewPhotos({ reviewId, count, reviewer }: { reviewId: string; count: number; reviewer: string }) {
  if (count === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`Photos from ${reviewer}`}>
      {Array.from({ length: count }, (_, index) => {
        const id = `review-photo-${reviewId}-${index}`;
        const name = `Photo ${index + 1} from ${reviewer}`;
        return (
          <li key={index}>
            <button type="button" popoverTarget={id} aria-label={`Open ${name.toLowerCase()}`} className="block size-20 overflow-hidden rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring md:size-24">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private-until-approved photo from our own route, not the image optimiser */}
              <img src={reviewPhotoPath(reviewId, index, 'thumb')} alt="" width={96} height={96} loading="lazy" decoding="async" className="size-full object-cover" />
            </button>
            <div id={id} popover="auto" role="dialog" aria-label={name} className="m-auto max-h-[92dvh] w-11/12 max-w-3xl rounded-xl border border-border bg-background p-4 text-center text-foreground shadow-lift backdrop:bg-foreground/45">
              {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
              <img src={reviewPhotoPath(reviewId, index)} alt={name} loading="lazy" decoding="async" className="mx-auto max-h-[75dvh] w-auto max-w-full rounded-md" />
              <button type="button" popoverTarget={id} popoverTargetAction="hide" className="mt-3 min-h-11 rounded-md border border-border bg-card px-4 text-sm font-semibold">
                Close
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
