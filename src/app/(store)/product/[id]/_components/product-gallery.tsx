'use client';
import { useState } from 'react';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { clsx } from 'clsx';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/components/store/media';
import { StoreImage } from '@/components/store/store-image';
import { useChoice } from './variant-choice';

/**
 * The main picture (the chosen variant's own picture first, when it has one) and, when there is more than one, a row of thumbnails (buttons: Tab and
 * Enter, or the arrow keys once one has focus) plus previous/next on the picture itself.
 */
export function ProductGallery({
  images,
  name,
  badges,
}: {
  images: string[];
  name: string;
  /** The Sale and Sold-out badges over the picture, drawn on the server. */
  badges: React.ReactNode;
}) {
  const [index, setIndex] = useState(0);
  // Only a picture the shopper switched to fades in: the first one is the page's largest paint,
  // and a fade from transparent would hold that paint back until the animation starts.
  const [switched, setSwitched] = useState(false);
  const lead = useChoice()?.chosen?.imageUrl;
  // Another variant's picture starts the row again from it.
  const [shownLead, setShownLead] = useState(lead);
  if (shownLead !== lead) {
    setShownLead(lead);
    setIndex(0);
    setSwitched(true);
  }
  if (lead) images = [lead, ...images.filter((src) => src !== lead)];
  const pictures = images.length > 0 ? images : [PRODUCT_PLACEHOLDER_IMAGE];
  const many = pictures.length > 1;
  const current = pictures[Math.min(index, pictures.length - 1)] as string;
  const show = (next: number) => {
    setSwitched(true);
    setIndex((next + pictures.length) % pictures.length);
  };

  function onThumbKey(event: React.KeyboardEvent<HTMLButtonElement>, i: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (i + step + pictures.length) % pictures.length;
    show(next);
    const sibling = event.currentTarget.closest('ul')?.querySelectorAll('button')[next];
    sibling?.focus();
  }

  return (
    <div className="flex flex-col gap-3 md:gap-4">
      <div className="group relative aspect-square overflow-hidden rounded-xl bg-sand">
        <StoreImage
          key={current}
          src={current}
          alt={images.length > 0 ? (many ? `${name}, picture ${index + 1} of ${pictures.length}` : name) : ''}
          preload={index === 0}
          sizes="(min-width: 1024px) 50vw, 100vw"
          fullOnTap
          className={switched ? 'animate-fade-in object-cover' : 'object-cover'}
        />
        <div className="absolute top-4 left-4 flex flex-col items-start gap-1.5">
          {badges}
        </div>
        {many ? (
          <>
            <button
              type="button"
              aria-label="Previous picture"
              onClick={() => show(index - 1)}
              data-replay
              className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow-soft transition-opacity hover:bg-background md:opacity-0 md:group-hover:opacity-100 md:focus-visible:opacity-100"
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next picture"
              onClick={() => show(index + 1)}
              data-replay
              className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow-soft transition-opacity hover:bg-background md:opacity-0 md:group-hover:opacity-100 md:focus-visible:opacity-100"
            >
              <ChevronRightIcon className="size-5" />
            </button>
            <p aria-live="polite" className="absolute right-4 bottom-4 rounded-full bg-background/90 px-2.5 py-1 text-xs font-semibold tabular-nums shadow-soft">
              {index + 1} / {pictures.length}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul aria-label="Pictures" className="grid grid-cols-5 gap-2 sm:grid-cols-6 md:gap-3">
          {pictures.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Show picture ${i + 1} of ${pictures.length}`}
                aria-pressed={i === index}
                onClick={() => show(i)}
                data-replay
                onKeyDown={(event) => onThumbKey(event, i)}
                className={clsx(
                  'relative block aspect-square w-full overflow-hidden rounded-md bg-sand ring-offset-2 ring-offset-background transition',
                  i === index ? 'ring-2 ring-foreground' : 'opacity-75 hover:opacity-100',
                )}
              >
                <StoreImage src={src} alt="" sizes="96px" widths="thumb" className="object-cover" yieldToLargest />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
