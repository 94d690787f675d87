'use client';
import { useState } from 'react';
import { clsx } from 'clsx';
import { LineIcon } from './line-icon';
import { StoreImage } from '@/components/store/store-image';

/** A project's photos, one large with arrows (and the arrow keys) and a row of thumbnails. */
export function ProjectGallery({ title, images }: { title: string; images: string[] }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const show = (next: number) => setIndex((next + count) % count);
  const current = images[index] as string;

  return (
    <div
      className="flex min-w-0 flex-col gap-3"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') show(index + 1);
        else if (event.key === 'ArrowLeft') show(index - 1);
        else return;
        event.preventDefault();
      }}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-sand md:aspect-[16/10] md:max-h-[62dvh]">
        <StoreImage
          key={current}
          src={current}
          alt={`${title}, photo ${index + 1} of ${count}`}
          sizes="(min-width: 1024px) 60rem, 100vw"
          widths="wide"
          className="animate-fade-in object-cover"
        />
        {count > 1 ? (
          <>
            <GalleryArrow side="left" label="Previous photo" onClick={() => show(index - 1)} />
            <GalleryArrow side="right" label="Next photo" onClick={() => show(index + 1)} />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-between gap-4">
          <ul className="flex min-w-0 gap-2 overflow-x-auto p-0.5" aria-label="Photos">
            {images.map((src, i) => (
              <li key={src} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Show photo ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  className={clsx(
                    'relative block h-14 w-20 overflow-hidden rounded-md border-2 transition-opacity md:h-16 md:w-24',
                    i === index ? 'border-foreground' : 'border-transparent opacity-65 hover:opacity-100',
                  )}
                >
                  <StoreImage src={src} alt="" sizes="6rem" widths="thumb" className="object-cover" />
                </button>
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="shrink-0 text-sm text-muted-foreground tabular-nums">
            {index + 1} / {count}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function GalleryArrow({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow-soft transition-colors hover:bg-background',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <LineIcon path={side === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} className="size-5" />
    </button>
  );
}
