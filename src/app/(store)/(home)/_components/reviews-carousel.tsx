'use client';
import { CarouselArrows, CarouselDots } from './carousel-controls';
import { useCarousel } from './use-carousel';

/**
 * The 'Client Reviews' carousel: one review in view on phones, two on tablets, three on
 * desktops. The reviews themselves are rendered on the server and passed in as items.
 */
export function ReviewsCarousel({ items }: { items: { key: string; node: React.ReactNode }[] }) {
  const { viewportRef, index, snapCount, goTo, previous, next } = useCarousel(items.length);
  return (
    <div role="region" aria-roledescription="carousel" aria-label="Client reviews" className="mt-10 md:mt-14">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-5 flex touch-pan-y">
          {items.map((item, i) => (
            <div
              key={item.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}`}
              className="min-w-0 flex-[0_0_100%] pl-5 md:flex-[0_0_50%] lg:flex-[0_0_33.3333%]"
            >
              {item.node}
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 ? (
        <div className="mt-8 flex items-center justify-center gap-4 md:justify-between">
          <CarouselDots count={snapCount} index={index} onSelect={goTo} className="hidden md:flex" />
          <CarouselArrows
            onPrevious={previous}
            onNext={next}
            previousLabel="Previous review"
            nextLabel="Next review"
          />
        </div>
      ) : null}
    </div>
  );
}
