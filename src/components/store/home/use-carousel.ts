'use client';
import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * An Embla carousel whose index wraps at both ends: 'previous' on the first item goes to the
 * last and 'next' on the last to the first, even where Embla cannot loop (too few slides).
 * Swipes update the index too. Under reduced motion it jumps instead of sliding.
 */
export function useCarousel(count: number) {
  const [viewportRef, api] = useEmblaCarousel({ loop: count > 1, align: 'start', duration: 28 });
  const [index, setIndex] = useState(0);
  // With several items in view there are fewer snap points than items.
  const [snapCount, setSnapCount] = useState(count);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      setIndex(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const goTo = useCallback(
    (target: number) => {
      if (snapCount === 0) return;
      const next = ((target % snapCount) + snapCount) % snapCount;
      setIndex(next);
      api?.scrollTo(next, prefersReducedMotion());
    },
    [api, snapCount],
  );

  return {
    viewportRef,
    /** False until the carousel runs in the browser: controls stay disabled until then. */
    ready: api !== undefined,
    index,
    snapCount,
    goTo,
    previous: () => goTo(index - 1),
    next: () => goTo(index + 1),
  };
}
