'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

// How far below the screen a carousel starts loading Embla, so it is ready when scrolled to.
const NEAR = '400px 0px';

/**
 * An Embla carousel whose index wraps at both ends: 'previous' on the first item goes to the
 * last and 'next' on the last to the first, even where Embla cannot loop (too few slides).
 * Swipes update the index too. Under reduced motion it jumps instead of sliding.
 *
 * Embla (about 7 KB of gzipped script) is not part of the page's first load: both carousels
 * sit below the first screen, so it is fetched when one comes near the viewport, or at the
 * first press of an arrow or dot. Until then the server-rendered first slide stands as it is;
 * a slide chosen meanwhile is where Embla starts.
 */
export function useCarousel(count: number) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [wanted, setWanted] = useState(false);
  const [index, setIndex] = useState(0);
  // With several items in view there are fewer snap points than items.
  const [snapCount, setSnapCount] = useState(count);
  // Read by the loader, so Embla starts on a slide chosen while it was loading.
  const indexRef = useRef(0);
  useEffect(() => {
    indexRef.current = index;
  }, [index]);

  useEffect(() => {
    if (!viewport || wanted) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    }, { rootMargin: NEAR });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, wanted]);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let embla: EmblaCarouselType | undefined;
    let live = true;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (!live) return;
        embla = EmblaCarousel(viewport, { loop: count > 1, align: 'start', duration: 28, startIndex: indexRef.current });
        setApi(embla);
      })
      .catch((error: unknown) => console.warn('Could not load the carousel:', error));
    return () => {
      live = false;
      embla?.destroy();
      setApi(undefined);
    };
  }, [viewport, wanted, count]);

  useEffect(() => {
    if (!api) return;
    // A slide chosen after Embla started but before this effect ran (the arrows had no api yet)
    // wins over the slide Embla started on; reading Embla's back first would undo the press.
    const chosen = Math.min(indexRef.current, api.scrollSnapList().length - 1);
    if (chosen !== api.selectedScrollSnap()) api.scrollTo(chosen, true);
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
      setWanted(true);
      api?.scrollTo(next, prefersReducedMotion());
    },
    [api, snapCount],
  );

  return {
    viewportRef: setViewport,
    index,
    snapCount,
    goTo,
    previous: () => goTo(index - 1),
    next: () => goTo(index + 1),
  };
}
