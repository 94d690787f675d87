'use client';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { clsx } from 'clsx';

// A press made before the page is live is held and replayed once it is (data-replay, docs/decisions/0026).
const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-foreground/25 text-foreground transition-colors hover:border-foreground hover:bg-foreground hover:text-background';

export function CarouselArrows({
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
  className,
}: {
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
  className?: string;
}) {
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <button type="button" onClick={onPrevious} data-replay aria-label={previousLabel} className={arrowClass}>
        <ChevronLeftIcon className="size-5" />
      </button>
      <button type="button" onClick={onNext} data-replay aria-label={nextLabel} className={arrowClass}>
        <ChevronRightIcon className="size-5" />
      </button>
    </div>
  );
}

/** One button per slide; the current one is marked with aria-current. */
export function CarouselDots({
  count,
  index,
  onSelect,
  className,
}: {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  /** Replaces the row's display, `flex` (say, `hidden md:flex`). */
  className?: string;
}) {
  return (
    <div className={clsx('items-center', className ?? 'flex')}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          data-replay
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === index ? 'true' : undefined}
          className="group inline-flex h-11 w-7 items-center justify-center"
        >
          <span
            className={clsx(
              'h-1.5 rounded-full transition-all duration-300',
              i === index ? 'w-5 bg-accent' : 'w-1.5 bg-foreground/30 group-hover:bg-foreground/60',
            )}
          />
        </button>
      ))}
    </div>
  );
}
