'use client';
import Link from 'next/link';
import { useState } from 'react';
import { clsx } from 'clsx';
import type { HeroSlide } from '@/server/content/hero-slides';
import { buttonVariants } from '@/components/ui/button-variants';
import { CarouselArrows, CarouselDots } from './carousel-controls';
import { useCarousel } from './use-carousel';
import { StoreImage } from '@/components/store/store-image';

/**
 * The hero slide carousel and, under it, the 'Featured {category}' block of the current
 * slide's category. The blocks of every slide come rendered from the server, so choosing
 * another slide swaps them at once.
 */
export function SlideCarousel({
  slides,
  featured,
}: {
  slides: HeroSlide[];
  featured: Partial<Record<string, React.ReactNode>>;
}) {
  const { viewportRef, ready, index, goTo, previous, next } = useCarousel(slides.length);
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
                <div className="relative aspect-[4/5] sm:aspect-[16/10] lg:aspect-[21/9]">
                  <StoreImage
                    src={slide.imageUrl}
                    alt=""
                    sizes="(min-width: 80rem) 75rem, 100vw"
                    widths="wide"
                    className="object-cover"
                  />
                  <div
                    aria-hidden="true"
                    className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/25 to-transparent md:bg-gradient-to-r md:from-black/70 md:via-black/30"
                  />
                  <div className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-3 p-6 text-white md:top-0 md:max-w-xl md:justify-end md:gap-4 md:p-12">
                    <p className="text-xs font-semibold tracking-[0.3em] text-white/85 uppercase">{slide.categoryName}</p>
                    <h3 className="text-3xl leading-tight font-medium text-white md:text-5xl">{slide.title}</h3>
                    {slide.description ? (
                      <p className="max-w-md text-sm leading-relaxed text-white/90 md:text-base">{slide.description}</p>
                    ) : null}
                    <Link
                      href={`/shop?category=${encodeURIComponent(slide.category)}`}
                      className={buttonVariants({ variant: 'inverse', className: 'mt-2' })}
                    >
                      Shop Now<span className="sr-only"> {slide.categoryName}</span>
                    </Link>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>
        {several ? (
          <div className="mt-5 flex items-center justify-between gap-4">
            <p aria-hidden="true" className="hidden w-20 font-display text-sm whitespace-nowrap text-muted-foreground tabular-nums sm:block">
              <span className="text-foreground">{String(index + 1).padStart(2, '0')}</span> / {String(slides.length).padStart(2, '0')}
            </p>
            <CarouselDots count={slides.length} index={index} onSelect={goTo} disabled={!ready} />
            <CarouselArrows
              onPrevious={previous}
              onNext={next}
              disabled={!ready}
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
