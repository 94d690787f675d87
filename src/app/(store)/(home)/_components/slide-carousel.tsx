'use client';
import { useState } from 'react';
import { clsx } from 'clsx';
import { CarouselArrows, CarouselDots } from './carousel-controls';
import { useCarousel } from './use-carousel';
import { useDataSaver } from '@/components/store/data-saver/context';

/** A slide as the carousel needs it: `node` is its content, rendered on the server. */
export type CarouselSlide = { id: string; title: string; category: string; node: React.ReactNode };

/**
 * The hero slide carousel and, under it, the 'Featured {category}' block of the current
 * slide's category. The blocks of every slide come rendered from the server, so choosing
 * another slide swaps them at once.
 */
export function SlideCarousel({
  slides: allSlides,
  featured,
}: {
  slides: CarouselSlide[];
  featured: Partial<Record<string, React.ReactNode>>;
}) {
  // The data saver keeps the carousel still: its first slide alone, no other slide's picture fetched
  // (docs/decisions/0083-data-saver.md).
  const saver = useDataSaver();
  const slides = saver ? allSlides.slice(0, 1) : allSlides;
  const { viewportRef, index, goTo, previous, next } = useCarousel(slides.length);
  // The featured block fades in when the shopper changes slide, not on the first paint.
  const [moved, setMoved] = useState(false);
  if (index !== 0 && !moved) setMoved(true);
  const current = slides[index] ?? slides[0];
  const several = slides.length > 1;

  return (
    <>
      <div role="region" aria-roledescription="carousel" aria-label="Shop by room">
        <div ref={viewportRef} className="overflow-hidden rounded-xl bg-sand">
          <div className="flex touch-pan-y">
            {slides.map((slide, i) => (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={i === index ? undefined : true}
                inert={i !== index}
                className="relative min-w-0 flex-[0_0_100%]"
              >
                {slide.node}
              </div>
            ))}
          </div>
        </div>
        {several ? (
          <div className="mt-5 flex items-center justify-between gap-4">
            <p aria-hidden="true" className="hidden w-20 font-display text-sm whitespace-nowrap text-muted-foreground tabular-nums sm:block">
              <span className="text-foreground">{String(index + 1).padStart(2, '0')}</span> / {String(slides.length).padStart(2, '0')}
            </p>
            <CarouselDots count={slides.length} index={index} onSelect={goTo} />
            <CarouselArrows
              onPrevious={previous}
              onNext={next}
              previousLabel="Previous slide"
              nextLabel="Next slide"
            />
          </div>
        ) : null}
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {current ? `Slide ${index + 1} of ${slides.length}: ${current.title}` : null}
        </p>
      </div>
      {current ? (
        <div key={current.category} className={clsx('mt-14 md:mt-20', moved && 'animate-fade-in')}>
          {featured[current.category]}
        </div>
      ) : null}
    </>
  );
}
